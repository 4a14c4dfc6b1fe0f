// `pnpm start`: build what is needed, make sure a database is migrated (and, when embedded,
// seeded with demo accounts), then serve the API and the built web app on one port.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { resolveDatabase } from './lib/database.mjs';
import { migrate } from './lib/migrate.mjs';
import { DEMO_ACCOUNTS, seed } from './lib/seed.mjs';
import { ROOT, buildApp, waitForHttp } from './lib/run.mjs';

const port = Number(process.env.PORT ?? 3000);

await buildApp();

const database = await resolveDatabase({ persistent: true });
await migrate(database.url);
const shouldSeed = database.embedded || process.env.SEED_DEMO === 'true';
if (shouldSeed) await seed(database.url);

const api = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/index.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: String(port),
    DATABASE_URL: database.url,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
    JWT_SECRET: process.env.JWT_SECRET ?? localSecret(),
  },
});

const stop = async (code = 0) => {
  api.kill('SIGTERM');
  await database.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
api.on('exit', async (code) => {
  await database.stop();
  process.exit(code ?? 1);
});

await waitForHttp(`http://127.0.0.1:${port}/api/health/`, 60_000);
const lines = [
  '',
  `  Pango is running: http://localhost:${port}`,
  database.embedded
    ? '  Database: embedded Postgres (data in .data/pglite; set DATABASE_URL to use your own server)'
    : '  Database: DATABASE_URL',
];
if (shouldSeed) {
  lines.push('  Demo accounts:');
  for (const a of DEMO_ACCOUNTS)
    lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
}
console.log(lines.join('\n') + '\n');

// A per-checkout signing secret for local runs, so tokens survive restarts without a default.
function localSecret() {
  const file = path.join(ROOT, '.data', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
