import cron from 'node-cron';
import { loadEnvOrExit } from './config/env.js';
import type { Deps } from './lib/deps.js';
import { drainOutbox } from './lib/outbox.js';
import { postMonthlyCharges } from './modules/ledger/monthly-charges.job.js';
import { reconcilePendingPayments } from './modules/payments/reconcile.service.js';
import { createProcessDeps } from './process-deps.js';

// The worker process: scheduled jobs (node-cron) and the email outbox. Every job is idempotent
// (the outbox claims rows, charges have a unique key), so a restart or a second worker is safe.
type Job = {
  name: string;
  schedule: string;
  runAtStart: boolean;
  run: (deps: Deps) => Promise<unknown>;
};

const JOBS: Job[] = [
  {
    name: 'outbox',
    schedule: '*/15 * * * * *',
    runAtStart: false,
    run: async (deps) => {
      const sent = await drainOutbox(deps.db, deps.mailer, deps.logger);
      if (sent > 0) deps.logger.info({ sent }, 'emails sent');
    },
  },
  // Monthly rent charges, posted 5 days ahead of each due date (docs/decisions/012).
  { name: 'rent-charges', schedule: '5 * * * *', runAtStart: true, run: postMonthlyCharges },
  // Payments whose notification never came are asked about; stale ones are closed (ADR 011).
  {
    name: 'reconcile-payments',
    schedule: '*/30 * * * * *',
    runAtStart: true,
    run: (deps) => reconcilePendingPayments(deps),
  },
];

function main(): void {
  const env = loadEnvOrExit();
  const deps = createProcessDeps(env);
  const runJob = (job: Job) =>
    job.run(deps).catch((err: unknown) => deps.logger.error({ err, job: job.name }, 'job failed'));
  const tasks = JOBS.map((job) => {
    if (job.runAtStart) void runJob(job);
    return cron.schedule(job.schedule, () => runJob(job), { noOverlap: true });
  });
  deps.logger.info({ jobs: JOBS.map((j) => j.name) }, 'Pango worker started');

  const shutdown = async () => {
    await Promise.all(tasks.map((task) => task.stop()));
    await deps.db.$disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main();
