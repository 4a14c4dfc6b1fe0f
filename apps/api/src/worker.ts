import { parseArgs } from 'node:util';
import cron from 'node-cron';
import { loadEnvOrExit } from './config/env.js';
import { nowOf, type Deps } from './lib/deps.js';
import { createLeaderLock } from './lib/leader-lock.js';
import { drainOutbox } from './lib/outbox.js';
import { purgeExpiredCounters } from './lib/rate-limit-store.js';
import { purgeFailedMailBodies } from './lib/outbox-retention.js';
import { reconcileC2b } from './modules/payments/c2b/c2b-reconcile.job.js';
import { runBilling } from './modules/billing/billing-run.job.js';
import { makeMonthlyInvoices } from './modules/payments/invoices/invoices.job.js';
import { reconcilePendingPayments } from './modules/payments/reconcile.service.js';
import { eraseSettledAccounts } from './modules/data-rights/account-erasure.job.js';
import { deleteExpiredIdDocuments } from './modules/data-rights/id-document-retention.job.js';
import { expireApplicationHolds } from './modules/registration/expire-application-holds.job.js';
import { sendRentReminders } from './modules/reminders/rent-reminders.job.js';
import { refreshAllArrearsAgeing } from './modules/payments/reports/arrears-ageing.job.js';
import { sendMriReminders } from './modules/payments/reports/mri-reminder.job.js';
import { drainSmsOutbox } from './modules/sms/sms-outbox.service.js';
import { createProcessDeps } from './process-deps.js';

// The worker process: scheduled jobs (node-cron) and the email outbox. `pnpm start` and `pnpm dev`
// run it next to the API. Scheduled jobs run only in the worker that holds the leader lock (a
// Postgres advisory lock, lib/leader-lock.ts); every worker drains the outbox, which claims rows.
// Every job is idempotent besides (unique keys), so a restart or a second worker is safe.
//
//   node dist/worker.js                           the schedule, until SIGTERM
//   node dist/worker.js --once rent-reminders     one job once, then exit (operators, tests)
//   ... --once rent-reminders --at 2026-11-05T09:00:00+03:00   as if it were that time
type Job = {
  name: string;
  schedule: string;
  runAtStart: boolean;
  leaderOnly: boolean;
  run: (deps: Deps) => Promise<unknown>;
};

const JOBS: Job[] = [
  {
    name: 'outbox',
    schedule: '*/15 * * * * *',
    runAtStart: true,
    leaderOnly: false,
    run: async (deps) => {
      const sent = await drainOutbox(deps.db, deps.mailer, deps.logger);
      if (sent > 0) deps.logger.info({ sent }, 'emails sent');
      return { sent };
    },
  },
  // The SMS outbox (issue 25, ADR 042): every worker drains it; rows are claimed.
  {
    name: 'sms-outbox',
    schedule: '*/15 * * * * *',
    runAtStart: true,
    leaderOnly: false,
    run: async (deps) => {
      const sent = await drainSmsOutbox(deps);
      if (sent > 0) deps.logger.info({ sent }, 'SMS sent');
      return { sent };
    },
  },
  // The billing run: rent, fixed and metered charges 5 days ahead of each due date, then late
  // fees (docs/decisions/012, 029). `rent-charges` is its old name, still accepted by --once.
  {
    name: 'billing',
    schedule: '5 * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: async (deps) => {
      const { billed, ...counts } = await runBilling(deps);
      return { ...counts, periods: billed.length };
    },
  },
  // Rent reminders on the landlords' chosen days, from 08:00 Nairobi time (docs/decisions/014).
  {
    name: 'rent-reminders',
    schedule: '*/10 * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: sendRentReminders,
  },
  // Payments whose notification never came are asked about; stale ones are closed (ADR 011).
  {
    name: 'reconcile-payments',
    schedule: '*/30 * * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: (deps) => reconcilePendingPayments(deps),
  },
  // Failed emails' bodies (a reset link, a tenant's details) are not kept past their retention.
  {
    name: 'outbox-retention',
    schedule: '17 3 * * *',
    runAtStart: true,
    leaderOnly: true,
    run: async (deps) => ({ cleared: await purgeFailedMailBodies(deps.db, nowOf(deps)) }),
  },
  // Tenant applications left unconfirmed past their link's 48 hours lapse (docs/decisions/019).
  {
    name: 'expire-application-holds',
    schedule: '41 * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: expireApplicationHolds,
  },
  // Former tenants' ID documents past their landlord's retention (issue 22).
  {
    name: 'id-document-retention',
    schedule: '29 2 * * *',
    runAtStart: false,
    leaderOnly: true,
    run: deleteExpiredIdDocuments,
  },
  // "Delete my account" requests whose tenant's money is settled (issue 22, ADR 036).
  {
    name: 'account-erasure',
    schedule: '47 2 * * *',
    runAtStart: false,
    leaderOnly: true,
    run: eraseSettledAccounts,
  },
  // Rate-limit counters whose window is over (the API also purges now and then on its own).
  {
    name: 'rate-limit-purge',
    schedule: '23 * * * *',
    runAtStart: false,
    leaderOnly: true,
    run: async (deps) => ({ purged: await purgeExpiredCounters(deps.db, nowOf(deps)) }),
  },
  // Landlords' own Daraja apps: Pull Transactions for 48 hours recovers lost C2B confirmations
  // and settles those "received, confirming" (issue 19 items 3 and 5, ADR 025).
  {
    name: 'c2b-reconcile',
    schedule: '*/10 * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: reconcileC2b,
  },
  // Monthly invoices for tenancies with lines in the period and none yet (docs/decisions/030): half
  // an hour after each hourly billing run (:05), whose lines for a period are posted in one
  // transaction per batch, so an invoice never sees half a period.
  {
    name: 'invoices',
    schedule: '35 * * * *',
    runAtStart: false,
    leaderOnly: true,
    run: makeMonthlyInvoices,
  },
  // KRA Monthly Rental Income deadline reminders to landlords, the 15th to the 20th (issue 24,
  // ADR 039): hourly, once per landlord and month (mri_reminders' unique key).
  {
    name: 'mri-reminders',
    schedule: '50 * * * *',
    runAtStart: false,
    leaderOnly: true,
    run: sendMriReminders,
  },
  // The arrears ageing kept per tenancy (ADR 047), brought up to date after the ledger moved (the
  // billing run moves every tenancy), so the landlord's report rarely recomputes on opening.
  {
    name: 'arrears-ageing',
    schedule: '*/5 * * * *',
    runAtStart: true,
    leaderOnly: true,
    run: (deps) => refreshAllArrearsAgeing(deps.db, deps.env, nowOf(deps)),
  },
];

/** Old job names --once still accepts (scripts and the README used them). */
const JOB_ALIASES: Record<string, string> = { 'rent-charges': 'billing' };

/** Advisory-lock key of the scheduled-job leader (one per database). */
const LEADER_KEY = 1;

async function runOnce(deps: Deps, name: string): Promise<void> {
  const job = JOBS.find((j) => j.name === (JOB_ALIASES[name] ?? name));
  if (!job) throw new Error(`Unknown job "${name}". Jobs: ${JOBS.map((j) => j.name).join(', ')}`);
  const result = await job.run(deps);
  // Mail a one-off job queued goes out now rather than waiting for a running worker.
  if (job.name !== 'outbox') await drainOutbox(deps.db, deps.mailer, deps.logger);
  process.stdout.write(`${JSON.stringify({ job: name, result: result ?? null })}\n`);
}

function runSchedule(deps: Deps): void {
  const leader = createLeaderLock(deps.env.DATABASE_URL, LEADER_KEY, deps.logger);
  const runJob = async (job: Job) => {
    if (job.leaderOnly && !(await leader.acquire())) return;
    await job.run(deps);
  };
  const safely = (job: Job) =>
    runJob(job).catch((err: unknown) => deps.logger.error({ err, job: job.name }, 'job failed'));
  const tasks = JOBS.map((job) => {
    if (job.runAtStart) void safely(job);
    return cron.schedule(job.schedule, () => safely(job), { noOverlap: true });
  });
  deps.logger.info({ jobs: JOBS.map((j) => j.name) }, 'Pango worker started');

  const shutdown = async () => {
    await Promise.all(tasks.map((task) => task.stop()));
    await leader.release();
    await deps.db.$disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

function main(): void {
  const { values } = parseArgs({
    options: { once: { type: 'string' }, at: { type: 'string' } },
  });
  const env = loadEnvOrExit();
  const base = createProcessDeps(env);
  if (!values.once) return runSchedule(base);

  const at = values.at ? new Date(values.at) : null;
  if (at && Number.isNaN(at.getTime())) {
    console.error(`--at "${values.at}" is not a date and time (e.g. 2026-11-05T09:00:00+03:00)`);
    process.exit(2);
  }
  const deps: Deps = at ? { ...base, now: () => at } : base;
  runOnce(deps, values.once)
    .then(() => deps.db.$disconnect())
    .catch(async (err: unknown) => {
      deps.logger.error({ err, job: values.once }, 'job failed');
      await deps.db.$disconnect();
      process.exit(1);
    });
}

main();
