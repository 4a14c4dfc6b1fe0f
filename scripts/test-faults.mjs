// `pnpm test:faults`: crash proofs (issue 22 item 1). The production build of the API and the
// worker run as real processes against real Postgres, with fake Pesapal and Daraja and a loopback
// SMTP server that counts every message by its Message-ID. 100 rent payments are each notified 5
// times at once (Pesapal IPNs, STK callbacks, C2B confirmations) while the API and the worker are
// killed with SIGKILL at seeded random moments and restarted; then the billing run and the rent
// reminders run are killed mid-way and run again. When everything has settled the invariants are
// checked in SQL and against the SMTP counts. Build first (`pnpm --filter @pango/api build`).
//
//   pnpm test:faults [--kills N] [--seed S]    default: 8 kills, a random seed (printed)
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDatabase } from './lib/database.mjs';
import { migrate, quoteIdent } from './lib/migrate.mjs';
import { withClient } from './lib/pg-client.mjs';
import { ROOT } from './lib/run.mjs';
import { productionApiEnv } from './lib/serve-app.mjs';
import { driveNotifications, prng } from './lib/faults/drive.mjs';
import { checkInvariants } from './lib/faults/invariants.mjs';
import {
  apiProcess,
  runJobOnce,
  startProviderFakes,
  workerProcess,
} from './lib/faults/processes.mjs';
import { seedFaultData } from './lib/faults/setup.mjs';
import { startSmtpCounter } from './lib/faults/smtp-counter.mjs';

/** Where `pnpm test` reads the result for its summary (scripts/lib/test-summary.mjs). */
const FAULTS_RESULT = path.join(ROOT, 'test-results/faults.json');

const { values } = parseArgs({
  options: { kills: { type: 'string', default: '8' }, seed: { type: 'string' } },
});
const kills = Number(values.kills);
const seed = values.seed === undefined ? randomInt(1, 2 ** 31) : Number(values.seed);
if (!Number.isInteger(kills) || kills < 2 || !Number.isInteger(seed)) {
  console.error('usage: pnpm test:faults [--kills N (2 or more)] [--seed S (an integer)]');
  process.exit(2);
}
for (const file of ['apps/api/dist/index.js', 'apps/api/dist/worker.js']) {
  if (!existsSync(path.join(ROOT, file))) {
    console.error(`test:faults: ${file} is missing; run \`pnpm --filter @pango/api build\` first`);
    process.exit(2);
  }
}

const started = Date.now();
const log = (message) =>
  console.log(`test:faults [${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
const random = prng(seed);
log(`seed ${seed}, ${kills} kills (replay with --seed ${seed} --kills ${kills})`);

const database = await resolveDatabase({ persistent: false });
const schema = `faults_${process.pid}_${randomBytes(3).toString('hex')}`;
const smtp = await startSmtpCounter();
const fakes = await startProviderFakes();
const port = await freePort();
// The API only (no web app: WEB_DIST_DIR unset), so the test needs `pnpm --filter @pango/api build`.
const { WEB_DIST_DIR: _web, ...apiEnv } = productionApiEnv({
  port,
  databaseUrl: database.url,
  schema,
});
const env = {
  ...apiEnv,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'error',
  // One API process: SIGKILL must stop the process serving the requests mid-work. Under a cluster
  // primary (ADR 046) it would kill the primary, and its workers would finish what they had.
  WEB_CONCURRENCY: '1',
  ALLOW_SANDBOX_PAYMENTS: 'false',
  PAYMENT_PROVIDER_RENT: 'pesapal',
  PAYMENT_PROVIDER_DEPOSIT: 'pesapal',
  PAYMENT_PROVIDER_SUBSCRIPTION: 'pesapal',
  PESAPAL_BASE_URL: fakes.pesapal.baseUrl,
  PESAPAL_CONSUMER_KEY: fakes.pesapal.consumerKey,
  PESAPAL_CONSUMER_SECRET: fakes.pesapal.consumerSecret,
  PESAPAL_IPN_ID: fakes.pesapal.ipnId,
  MPESA_BASE_URL: fakes.daraja.baseUrl,
  MPESA_CONSUMER_KEY: fakes.daraja.consumerKey,
  MPESA_CONSUMER_SECRET: fakes.daraja.consumerSecret,
  MPESA_SHORTCODE: fakes.daraja.shortCode,
  MPESA_PASSKEY: fakes.daraja.passkey,
  MPESA_CALLBACK_TOKEN: randomBytes(16).toString('hex'),
};
const api = apiProcess(env);
const worker = workerProcess(env);
const killed = { API: 0, worker: 0, billing: 0, reminders: 0 };
// Killed once its first writes are visible (a billing run commits a batch of charges at a time,
// a reminders run one landlord at a time), plus a seeded delay: mid-run, not while booting.
const WORK_OF = {
  billing: (at) =>
    `SELECT count(*)::int AS n FROM rent_ledger_entries
      WHERE type = 'charge' AND period_start >= date_trunc('month', '${at}'::timestamptz)`,
  'rent-reminders': (at) =>
    `SELECT count(*)::int AS n FROM reminder_runs WHERE reminder_date = '${at.slice(0, 10)}'`,
};

const MIN_UP_MS = 1500;
// One kill at a time per process: a second kill point waits for the first restart.
const queues = new Map();

let failure = null;
let report = null;
try {
  // The API boots (seconds on a busy machine) while the data is written; the worker, whose jobs
  // would write too, starts after.
  await migrate(database.url, { schema });
  const apiUp = api.start();
  apiUp.catch(() => {}); // awaited below
  const notes = await seedFaultData(database.url, schema, fakes);
  log(`seeded a portfolio and ${notes.length} payments to notify`);
  await Promise.all([apiUp, worker.start()]);

  // Payments: most kills land while notifications are in flight; two are kept for the jobs.
  // A third of them the API's (each costs its boot, seconds on a busy machine), the rest the
  // worker's, at seeded points.
  const loadKills = kills - 2;
  const killAt = new Map();
  while (killAt.size < loadKills) {
    killAt.set(Math.floor(random() * notes.length), killAt.size % 3 === 0 ? api : worker);
  }
  const pending = [];
  const attempts = await driveNotifications({
    origin: `http://127.0.0.1:${port}`,
    notes,
    env,
    onProgress: (index) => {
      if (!killAt.has(index)) return;
      const restarted = killAndRestart(killAt.get(index));
      restarted.catch(() => {}); // awaited below
      pending.push(restarted);
    },
  });
  await Promise.all(pending);
  log(`notifications delivered (${attempts} requests, retries included)`);

  // The billing run and the reminders run, each killed at a random moment, then run again.
  const billingAt = '2026-12-28T09:00:00+03:00';
  const remindersAt = '2026-12-05T09:00:00+03:00';
  await killJobMidway('billing', billingAt);
  await killJobMidway('rent-reminders', remindersAt);

  // Settle: the leases of outbox rows a killed process held fast-forwarded (they would be retried
  // after 5 minutes), the jobs run to completion (each drains the outbox after it), c2b-reconcile
  // a few minutes on so confirmations a kill left `received` are due for it, then what is left.
  // The API and worker are stopped first, so no live claim is fast-forwarded under its sender.
  await Promise.all([api.stop(), worker.stop()]);
  log('API and worker stopped');
  await fastForwardLeases();
  const later = new Date(Date.now() + 5 * 60_000).toISOString();
  await Promise.all([
    mustRun('billing', billingAt),
    mustRun('rent-reminders', remindersAt),
    mustRun('reconcile-payments'),
    mustRun('c2b-reconcile', later),
  ]);
  log('billing, reminders, reconcile-payments and c2b-reconcile run to completion');
  await settleOutbox();
  log('outbox drained; checking the invariants');

  report = await checkInvariants({
    url: database.url,
    schema,
    notes,
    smtp,
    billingAt,
    remindersAt,
  });
} catch (error) {
  failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
} finally {
  await Promise.all([api.kill(), worker.kill()]);
  fakes.stop();
  await smtp.close();
  if (!database.embedded) {
    await withClient(database.url, undefined, (c) =>
      c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
    ).catch(() => {});
  }
  await database.stop();
}

const total = killed.API + killed.worker + killed.billing + killed.reminders;
const seconds = Math.round((Date.now() - started) / 1000);
const violations = failure ? [failure] : report.violations;
const line =
  `test:faults: ${total} kills survived (API ${killed.API}, worker ${killed.worker}, ` +
  `billing run ${killed.billing}, reminders run ${killed.reminders}), seed ${seed}, ${seconds} s; ` +
  `invariants: ${report ? report.checked.join(', ') : 'not reached'} ` +
  `${violations.length === 0 ? 'PASS' : 'FAIL'}`;
console.log(`\n${line}`);
for (const violation of violations) console.error(`  violated: ${violation}`);
mkdirSync(path.dirname(FAULTS_RESULT), { recursive: true });
writeFileSync(
  FAULTS_RESULT,
  JSON.stringify({ passed: violations.length === 0, line, seed, kills: total, violations }),
);
process.exit(violations.length === 0 ? 0 : 1);

function killAndRestart(target) {
  // A random moment: now or a little later, while requests and drains are in flight.
  const delay = Math.floor(random() * 400);
  const down = Math.floor(random() * 300);
  const next = (queues.get(target) ?? Promise.resolve()).then(async () => {
    // Up for a while first: a process killed before it has booted proves little.
    await sleep(Math.max(delay, MIN_UP_MS - target.upFor()));
    if (await target.kill()) killed[target.name] += 1;
    await sleep(down);
    const t = Date.now();
    await target.start();
    log(`${target.name} killed and restarted (up again in ${Date.now() - t} ms)`);
  });
  queues.set(target, next);
  return next;
}

async function killJobMidway(job, at) {
  const count = () =>
    withClient(database.url, schema, async (c) => (await c.query(WORK_OF[job](at))).rows[0].n);
  const before = await count();
  const killDelayMs = Math.floor(random() * 300);
  const outcome = await runJobOnce(env, job, {
    at,
    isWorking: async () => (await count()) > before,
    killDelayMs,
  });
  if (outcome === 'killed') killed[job === 'billing' ? 'billing' : 'reminders'] += 1;
  const after = await count();
  log(
    `${job} --at ${at}: ${outcome === 'killed' ? `killed ${killDelayMs} ms into its writes (${after - before} written)` : `ended (${outcome}) before its kill`}`,
  );
}

async function mustRun(job, at) {
  const code = await runJobOnce(env, job, { at });
  if (code !== 0) throw new Error(`worker --once ${job} exited ${code}`);
}

/** Makes every pending outbox row due now; answers how many there are. */
function fastForwardLeases() {
  return withClient(database.url, schema, async (c) => {
    const { rowCount } = await c.query(
      `UPDATE email_outbox SET send_after = now() WHERE status = 'pending'`,
    );
    return rowCount;
  });
}

async function settleOutbox() {
  for (let pass = 0; pass < 5; pass += 1) {
    if ((await fastForwardLeases()) === 0) return;
    await mustRun('outbox');
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}
