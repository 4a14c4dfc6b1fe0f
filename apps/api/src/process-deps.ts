import { fileURLToPath } from 'node:url';
import type { Env } from './config/env.js';
import { createCopyOut } from './lib/copy-out.js';
import { createPrisma, schemaOf } from './lib/db.js';
import type { Deps } from './lib/deps.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createLocalFileStorage } from './lib/storage.js';

// src/*.ts and dist/*.js both sit three levels below the repository root.
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

/** What the API and the worker processes hand to the modules (tests build their own). */
export function createProcessDeps(env: Env): Deps {
  const logger = createLogger(env.LOG_LEVEL);
  return {
    env,
    logger,
    db: createPrisma(env.DATABASE_URL, env.DATABASE_SCHEMA, env.DATABASE_POOL_MAX),
    copyOut: createCopyOut(
      env.DATABASE_URL,
      schemaOf(env.DATABASE_URL, env.DATABASE_SCHEMA),
      logger,
    ),
    mailer: createMailer(env.SMTP_URL, env.MAIL_FROM, logger),
    storage: createLocalFileStorage(env.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR),
  };
}
