import type { Env } from '../config/env.js';
import type { Db } from './db.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';

/** What every module receives from createApp(): passed explicitly, no singletons. */
export type Deps = {
  db: Db;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  now?: () => Date;
};

export const nowOf = (deps: Deps): Date => (deps.now ? deps.now() : new Date());
