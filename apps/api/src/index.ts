import { fileURLToPath } from 'node:url';
import { loadEnvOrExit } from './config/env.js';
import { createApp } from './app.js';
import { createPrisma } from './lib/db.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createLocalFileStorage } from './lib/storage.js';

// src/index.ts and dist/index.js both sit three levels below the repository root.
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

// The API process: config -> listen -> graceful shutdown.
function main(): void {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const db = createPrisma(env.DATABASE_URL, env.DATABASE_SCHEMA);
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM, logger);
  const storage = createLocalFileStorage(env.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR);
  const app = createApp({ db, env, logger, mailer, storage });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT }, `Pango API listening on http://${env.HOST}:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(async () => {
      await db.$disconnect();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main();
