import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import { createCopyOut } from '../lib/copy-out.js';
import { createPrisma, type Db } from '../lib/db.js';
import { createLogger } from '../lib/logger.js';
import { createMailer } from '../lib/mailer.js';
import { createLocalFileStorage } from '../lib/storage.js';
import type { Deps } from '../lib/deps.js';
import { migrate } from '../../../../scripts/lib/migrate.mjs';

export type TestContext = {
  db: Db;
  env: Env;
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /** Moves the clock the services see (token expiry etc.). */
  clock: { now: Date };
  close: () => Promise<void>;
};

/** A fresh, migrated schema per test file: tests never see each other's rows. */
export async function createTestContext(
  overrides: Record<string, string> = {},
): Promise<TestContext> {
  const url = inject('databaseUrl');
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await migrate(url, { schema, log: () => {} });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // Files sign up many tenants from one loopback address; application-holds.test.ts tests the cap.
    TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY: '1000',
    // Tests ask for many reset emails; reset-limits.test.ts sets the production limits.
    RESET_EMAILS_PER_MINUTE: '1000',
    RESET_EMAILS_PER_DAY: '1000',
    ...overrides,
  });
  const db = createPrisma(url, schema);
  const clock = { now: new Date() };
  const logger = createLogger('silent');
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM, logger);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'pango-uploads-'));
  const storage = createLocalFileStorage(uploadsDir);
  const copyOut = createCopyOut(url, schema, logger);
  const deps: Deps = { db, copyOut, env, logger, mailer, storage, now: () => clock.now };
  const app = createApp(deps);
  return {
    db,
    env,
    deps,
    app,
    clock,
    async close() {
      await db.$disconnect();
      await copyOut.end();
      await rm(uploadsDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}
