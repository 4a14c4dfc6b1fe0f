import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../../scripts/lib/embedded-postgres.mjs';
import { migrate } from '../../../../scripts/lib/migrate.mjs';
import { createApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { createCopyOut } from './copy-out.js';
import { createPrisma, type Db } from './db.js';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { createLocalFileStorage } from './storage.js';

// The database goes away mid-run (a restart, a failover): requests answer 503 at once instead of
// hanging, and the API serves again by itself once the database is back (ASVS 5.0 V16.5).
// An embedded Postgres on a fixed port and data folder stands in, stopped and started again.

type Embedded = Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let dir: string;
let port: number;
let pg: Embedded;
let db: Db;
let app: ReturnType<typeof createApp>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

const startDatabase = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pango-outage-'));
  // As root the server runs as a `postgres` user, who must reach the data folder inside.
  chmodSync(dir, 0o755);
  port = await freePort();
  pg = await startDatabase();
  // One trivial migration is enough for /readyz to compare the applied history with what this
  // "build" ships, and keeps the file quick.
  const migrationsDir = path.join(dir, 'migrations');
  mkdirSync(path.join(migrationsDir, '20260101000000_probe'), { recursive: true });
  writeFileSync(path.join(migrationsDir, '20260101000000_probe', 'migration.sql'), 'SELECT 1;\n');
  await migrate(pg.url, { migrationsDir });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    LOG_LEVEL: 'silent',
    MIGRATIONS_DIR: migrationsDir,
  });
  const logger = createLogger('silent');
  db = createPrisma(pg.url);
  app = createApp({
    env,
    logger,
    db,
    copyOut: createCopyOut(pg.url, 'public', logger),
    mailer: createMailer(undefined, env.MAIL_FROM, logger, () => {}),
    storage: createLocalFileStorage(path.join(dir, 'uploads')),
  });
});
afterAll(async () => {
  await db?.$disconnect();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('a database outage', () => {
  it('answers 503 quickly while the database is down and recovers by itself', async () => {
    expect((await request(app).get('/api/health/')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);

    await pg.stop();
    const started = Date.now();
    const down = await request(app).get('/api/health/');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'SERVER_ERROR',
    });
    const notReady = await request(app).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.detail).toBe('The database is not reachable.');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The process itself stays up for the orchestrator.
    expect((await request(app).get('/healthz')).status).toBe(200);

    pg = await startDatabase();
    const recovered = await eventually(
      async () => (await request(app).get('/api/health/')).status === 200,
      10_000,
    );
    expect(recovered).toBe(true);
    expect((await request(app).get('/readyz')).status).toBe(200);
  });
});
