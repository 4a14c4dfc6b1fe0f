import type { Env } from '../config/env.js';
import type { CopyOut } from './copy-out.js';
import type { Db } from './db.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';
import type { FileStorage } from './storage.js';

/** What every module receives from createApp(): passed explicitly, no singletons. */
export type Deps = {
  db: Db;
  /** `COPY … TO STDOUT` streams for large exports, on connections of their own (lib/copy-out.ts). */
  copyOut: CopyOut;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Uploaded files (ID documents); see lib/storage.ts. */
  storage: FileStorage;
  now?: () => Date;
};

export const nowOf = (deps: Deps): Date => (deps.now ? deps.now() : new Date());
