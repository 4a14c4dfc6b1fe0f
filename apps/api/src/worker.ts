import cron from 'node-cron';
import { loadEnvOrExit } from './config/env.js';
import { createPrisma } from './lib/db.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { drainOutbox } from './lib/outbox.js';

// The worker process: scheduled jobs (node-cron) and the email outbox. Rent reminders join the
// schedule with the reminders module.
function main(): void {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const db = createPrisma(env.DATABASE_URL, env.DATABASE_SCHEMA);
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM, logger);

  const outboxJob = cron.schedule(
    '*/15 * * * * *',
    async () => {
      const sent = await drainOutbox(db, mailer, logger).catch((err: unknown) => {
        logger.error({ err }, 'outbox drain failed');
        return 0;
      });
      if (sent > 0) logger.info({ sent }, 'emails sent');
    },
    { noOverlap: true },
  );
  logger.info('Pango worker started');

  const shutdown = async () => {
    await outboxJob.stop();
    await db.$disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main();
