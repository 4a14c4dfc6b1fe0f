// `pnpm start`: build what is needed, make sure a database is migrated (and, when embedded,
// seeded with demo accounts), then serve the API and the built web app on one port, with the
// worker beside it. Without SMTP_URL every email is printed to this console in full.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { resolveDatabase } from './lib/database.mjs';
import { dataDir, localProcessEnv } from './lib/local-env.mjs';
import { migrate } from './lib/migrate.mjs';
import { DEMO_ACCOUNTS, DEMO_PAYBILL_LINE, seed } from './lib/seed.mjs';
import { ROOT, buildApp, waitForHttp } from './lib/run.mjs';

const port = Number(process.env.PORT ?? 3000);

await buildApp();

const database = await resolveDatabase({ persistent: true });
await migrate(database.url);
const shouldSeed = database.embedded || process.env.SEED_DEMO === 'true';
if (shouldSeed) await seed(database.url);

// One API process per core (node:cluster, ADR 046), whatever NODE_ENV: WEB_CONCURRENCY to change.
const apiProcesses = process.env.WEB_CONCURRENCY || String(availableParallelism());
const childEnv = {
  ...localProcessEnv({ port, databaseUrl: database.url }),
  WEB_CONCURRENCY: apiProcesses,
};
// The API (a cluster primary and its workers) and the job worker (reminders, email outbox, rent
// charges, payment reconciliation; one process, leader-locked) run as two child processes; when
// either stops, both stop, so a half-running product is never left.
const children = ['apps/api/dist/index.js', 'apps/api/dist/worker.js'].map((entry) =>
  spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    stdio: 'inherit',
    env: childEnv,
  }),
);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await database.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

await waitForHttp(`http://127.0.0.1:${port}/api/health/`, 60_000);
const lines = [
  '',
  `  Pango is running: http://localhost:${port} (${apiProcesses} API processes, WEB_CONCURRENCY)`,
  database.embedded
    ? `  Database: embedded Postgres (data in ${path.relative(ROOT, path.join(dataDir(), 'postgres')) || '.'}; set DATABASE_URL to use your own server)`
    : '  Database: DATABASE_URL',
  process.env.SMTP_URL
    ? '  Email: sent through SMTP_URL'
    : '  Email: printed in this console (set SMTP_URL to send it)',
  process.env.AFRICASTALKING_API_KEY
    ? "  SMS: sent through Africa's Talking"
    : (process.env.NODE_ENV ?? (process.env.SMTP_URL ? 'production' : 'development')) ===
        'production'
      ? '  SMS: off (set AFRICASTALKING_API_KEY and SMS_DELIVERY_TOKEN to send)'
      : "  SMS: printed in this console by a local fake Africa's Talking (set AFRICASTALKING_API_KEY to send)",
];
if (shouldSeed) {
  lines.push('  Demo accounts:');
  for (const a of DEMO_ACCOUNTS)
    lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
  lines.push(`  ${DEMO_PAYBILL_LINE}`);
}
console.log(lines.join('\n') + '\n');
