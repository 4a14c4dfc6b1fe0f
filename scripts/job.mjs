// `pnpm job <name> [--at <time>]`: runs one worker job once, as the worker of `pnpm start` would,
// then exits. The database is found as `pnpm start` finds it: DATABASE_URL when set, else the
// embedded Postgres in .data/postgres (PANGO_DATA_DIR moves it); while `pnpm start` runs, its
// server is used, otherwise one is started for the job and stopped after. The API is built first
// when needed (turbo skips an unchanged build).
//   pnpm job rent-reminders                                   reminders due now
//   pnpm job rent-reminders --at 2026-12-05T09:00:00+03:00    as of another time
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolveDatabase } from './lib/database.mjs';
import { localProcessEnv } from './lib/local-env.mjs';
import { migrate } from './lib/migrate.mjs';
import { ROOT, run } from './lib/run.mjs';

const USAGE = 'Usage: pnpm job <name> [--at <time>]   e.g. pnpm job rent-reminders';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { at: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const [name] = positionals;

await run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@pango/api',
  '--output-logs=errors-only',
]);

const database = await resolveDatabase({ persistent: true, reuseRunning: true });
let code = 1;
try {
  await migrate(database.url, { log: () => {} });
  const args = ['--enable-source-maps', 'apps/api/dist/worker.js', '--once', name];
  if (values.at) args.push('--at', values.at);
  const port = Number(process.env.PORT ?? 3000);
  const worker = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: localProcessEnv({ port, databaseUrl: database.url }),
  });
  code = await new Promise((resolve) => worker.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await database.stop();
}
process.exit(code);
