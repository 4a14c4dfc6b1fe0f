import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../../scripts/lib/embedded-postgres.mjs';

// Tests run against a real Postgres: the configured DATABASE_URL (CI, developers with a server),
// else an embedded one started here. Each test file then migrates its own schema.
export default async function setup(project: TestProject) {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    project.provide('databaseUrl', configured);
    return;
  }
  const embedded = await startEmbeddedPostgres();
  project.provide('databaseUrl', embedded.url);
  return () => embedded.stop();
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
