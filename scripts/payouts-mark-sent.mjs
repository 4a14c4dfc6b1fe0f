// `pnpm payouts:mark-sent --landlord <id> --month YYYY-MM --reference <ref>`: the operator records
// that a landlord's month of money collected by Pango was paid out to them (ADR 026). One
// transaction, audited; run twice, the second run changes nothing. The database is found as
// `pnpm job` finds it (DATABASE_URL, else the embedded Postgres of `pnpm start`).
import { spawn } from 'node:child_process';
import { resolveDatabase } from './lib/database.mjs';
import { localProcessEnv } from './lib/local-env.mjs';
import { migrate } from './lib/migrate.mjs';
import { ROOT, run } from './lib/run.mjs';

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
  const args = [
    '--enable-source-maps',
    'apps/api/dist/payouts-mark-sent.js',
    ...process.argv.slice(2),
  ];
  const port = Number(process.env.PORT ?? 3000);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: localProcessEnv({ port, databaseUrl: database.url }),
  });
  code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await database.stop();
}
process.exit(code);
