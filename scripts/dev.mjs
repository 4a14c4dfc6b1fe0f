// `pnpm dev`: database as for `pnpm start`, then the API and the worker (tsx watch) and Vite with
// /api proxied. Without SMTP_URL every email is printed to the console in full.
import { resolveDatabase } from './lib/database.mjs';
import { migrate } from './lib/migrate.mjs';
import { DEMO_ACCOUNTS, DEMO_PAYBILL_LINE, seed } from './lib/seed.mjs';
import { run } from './lib/run.mjs';

const database = await resolveDatabase({ persistent: true });
await migrate(database.url);
if (database.embedded || process.env.SEED_DEMO === 'true') {
  await seed(database.url);
  console.log('Demo accounts:', DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', '));
  console.log(DEMO_PAYBILL_LINE);
}
console.log('Web: http://localhost:5173 (API on :3000, proxied under /api)');
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  API_PORT: process.env.PORT ?? '3000',
  // Links in emails the worker sends (reminders) open the Vite server.
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
};
try {
  await run(
    'pnpm',
    ['exec', 'turbo', 'run', 'dev', '--filter=@pango/api', '--filter=@pango/web', '--ui=stream'],
    { env },
  );
} finally {
  await database.stop();
}
