// `pnpm bench --soak <duration>` (issue 22, item 6): the built API and the worker, run as in
// production against the soak data set, driven for a long while by a realistic mix at a steady,
// modest rate (open loop: requests leave on schedule whether or not earlier ones have answered).
//
// The mix is what people do: tenants and landlords sign in; tenants open their dashboard, their
// payments and /me, pay rent (the payment starts at Pesapal, here the tests' fake; a few seconds
// later the payer has paid and Pesapal's IPN arrives; the tenant's page polls the payment's status)
// and report maintenance issues; landlords open their dashboard and lists and move the new reports
// along (open -> pending -> resolved). The worker runs its whole schedule beside it (billing at
// start, the outbox every 15 s sending the receipts to a local SMTP sink, reconciliation...).
//
// Samples the API's and the worker's resident memory (VmRSS in /proc/<pid>/status: the product is
// unchanged) every few seconds; records each request's latency by kind and counts 5xx. Prints the
// figures and fails (exit code 1) on any 5xx or network error, on memory growth past the threshold
// after the warm-up, or on a p99 beyond the round-1 figure of the same endpoint.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { quoteIdent } from '../lib/migrate.mjs';
import { withClient } from '../lib/pg-client.mjs';
import { ROOT, waitForHttp } from '../lib/run.mjs';
import { productionApiEnv } from '../lib/serve-app.mjs';
import { rssTreeMiB } from '../lib/process-memory.mjs';
import {
  LARGE_AGENCY,
  LARGE_LANDLORD_PASSWORD,
  LARGE_TENANT_PASSWORD,
  seedLarge,
} from '../lib/seed-large.mjs';

/**
 * The soak data set: the reference set's agency whole (5,000 units, so its lists and dashboard
 * cost what they cost in round 1) but 12 months of its history instead of 120 (the million
 * payments only matter to the CSV export, which the soak does not run), and 200 landlords with
 * 10,000 units in all instead of 2,000 with 60,000. Seeds in about 15 s instead of 2-3 minutes.
 */
export const SOAK_SET = Object.freeze({
  landlords: 200,
  units: 10_000,
  agencyUnits: 5_000,
  months: 12,
  agencyMonths: 12,
});

/** p99 in ms of round 1 (docs/benchmarks.md, `pnpm bench` of 2026-11-22), by request kind. */
export const ROUND1_P99 = Object.freeze({
  'GET /api/accounts/me/': 184,
  'GET /api/accounts/tenants/ (landlord)': 134,
  'GET /api/accounts/units/ (landlord)': 83,
  'GET /api/payments/rent-payments/ (landlord)': 128,
  'GET /api/communication/reports/ (landlord)': 126,
  'GET /api/accounts/dashboard/ (landlord)': 267,
});

const KIND = {
  signIn: 'POST /api/accounts/token/',
  me: 'GET /api/accounts/me/',
  tenantDashboard: 'GET /api/accounts/tenant/dashboard/',
  tenantPayments: 'GET /api/payments/rent-payments/ (tenant)',
  rentSummary: 'GET /api/payments/rent-summary/',
  payStart: 'POST /api/payments/initiate-rent-payment/:unit/',
  ipn: 'GET /api/payments/pesapal/ipn/ (notification)',
  payStatus: 'GET /api/payments/rent-status/:id/',
  reportCreate: 'POST /api/communication/reports/create/',
  reportUpdate: 'PATCH /api/communication/reports/:id/update-status/',
  dashboard: 'GET /api/accounts/dashboard/ (landlord)',
  tenants: 'GET /api/accounts/tenants/ (landlord)',
  units: 'GET /api/accounts/units/ (landlord)',
  payments: 'GET /api/payments/rent-payments/ (landlord)',
  reports: 'GET /api/communication/reports/ (landlord)',
};

// Actions and their weights; a sign-in is 2 requests (the token, then /me), a payment 5 (rent
// summary, start, IPN, two status polls), the rest one each. At the default rate (25 actions a
// second, about 30 requests) that is 0.6 sign-ins a second (bcrypt, cost 12, the dearest
// request), a payment every 1.7 s and a new report every 3.3 s.
const ACTIONS = [
  ['signIn', 2],
  ['me', 14],
  ['tenantDashboard', 14],
  ['tenantPayments', 6],
  ['rentSummary', 5],
  ['pay', 2],
  ['reportCreate', 1],
  ['reportUpdate', 1],
  ['dashboard', 10],
  ['tenants', 7],
  ['units', 7],
  ['payments', 7],
  ['reports', 7],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, w]) => sum + w, 0);

const MAX_IN_FLIGHT = 200;
const SAMPLE_MS = 5_000;
const PROGRESS_MS = 60_000;

/** '30m', '5m', '90s', '1h', '600' (seconds) -> seconds. */
export function parseDuration(text) {
  const m = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(String(text).trim());
  if (!m) throw new Error(`--soak wants a duration like 30m, 5m or 90s, not "${text}"`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] ?? 's'];
}

/**
 * @param {{ seconds: number, rate: number, maxGrowthMiB: number, databaseUrl: string,
 *   schema: string, port: number, reseed?: boolean }} o
 */
export async function runSoak(o) {
  // V8 sizes its heap to the load over the first minutes (in a 30-minute run the API's heapTotal
  // grew from about 150 to 307 MiB in 7 minutes while heapUsed after a full collection stayed near
  // 75 MiB): growth is judged after the first third of the run (at most 10 minutes).
  const warmupSeconds = Math.min(600, Math.max(20, o.seconds / 3));
  const logDir = path.join(ROOT, '.bench', 'soak');
  mkdirSync(logDir, { recursive: true });
  const loadBefore = loadavg()[0];
  await ensureSoakSet(o.databaseUrl, o.schema, o.reseed);

  const children = [];
  const stopAll = async () => {
    for (const child of children.reverse())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
  };
  try {
    const fakes = await startFakes();
    children.push(fakes.child);
    const env = {
      ...productionApiEnv({ port: o.port, databaseUrl: o.databaseUrl, schema: o.schema }),
      PESAPAL_BASE_URL: fakes.pesapal.baseUrl,
      PESAPAL_CONSUMER_KEY: fakes.pesapal.consumerKey,
      PESAPAL_CONSUMER_SECRET: fakes.pesapal.consumerSecret,
      SMTP_URL: `smtp://127.0.0.1:${fakes.smtpPort}`,
      // Production logging (one line per request), to a file: part of what a request costs.
      LOG_LEVEL: 'info',
      // Sign-ins come from one address here; in production from many.
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    };
    const api = spawnLogged('index.js', env, path.join(logDir, 'api.log'));
    children.push(api);
    const base = `http://127.0.0.1:${o.port}`;
    await waitForHttp(`${base}/api/health/`, 60_000);
    const worker = spawnLogged('worker.js', env, path.join(logDir, 'worker.log'));
    children.push(worker);

    const people = await loadPeople(o.databaseUrl, o.schema);
    const stats = new Stats();
    const driver = new Driver(base, people, stats, fakes);
    // A few people already signed in, as when a server restarts in the day; the rest sign in
    // during the run (the sign-in action).
    for (const who of [...people.landlords.slice(0, 3), ...people.tenants.slice(0, 10)])
      await driver.signIn(who);

    console.log(
      `\nSoak: ${formatSeconds(o.seconds)} at ${o.rate} actions/s (open loop), warm-up ${formatSeconds(warmupSeconds)}; API pid ${api.pid}, worker pid ${worker.pid}; logs in .bench/soak/`,
    );
    const memory = { api: [], worker: [] };
    const started = performance.now();
    // The client's own delays (it shares the cores too): part of every latency it measures.
    const clientDelay = monitorEventLoopDelay({ resolution: 10 });
    clientDelay.enable();
    const elapsed = () => (performance.now() - started) / 1000;
    const loads = [];
    const sample = () => {
      const t = elapsed();
      loads.push(loadavg()[0]);
      memory.api.push({ t, mib: rssOf(api.pid) });
      memory.worker.push({ t, mib: rssOf(worker.pid) });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    const progress = setInterval(() => {
      const last = (series) => series.at(-1)?.mib.toFixed(0);
      console.log(
        `  ${formatSeconds(elapsed()).padStart(7)}  ${stats.total.toLocaleString('en-GB').padStart(7)} requests, ${stats.serverErrors} 5xx, ${stats.networkErrors} errors, ${driver.inFlight} in flight; API ${last(memory.api)} MiB, worker ${last(memory.worker)} MiB`,
      );
    }, PROGRESS_MS);

    let issued = 0;
    let skipped = 0;
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const t = elapsed();
        if (t >= o.seconds) {
          clearInterval(tick);
          resolve();
          return;
        }
        const due = Math.floor(t * o.rate) - issued;
        for (let i = 0; i < due; i += 1) {
          issued += 1;
          if (driver.inFlight >= MAX_IN_FLIGHT) skipped += 1;
          else driver.act(pickAction());
        }
      }, 20);
    });
    await driver.drain(60_000);
    clearInterval(progress);
    clearInterval(sampler);
    sample();
    writeFileSync(
      path.join(logDir, 'memory.csv'),
      `seconds,api_rss_mib,worker_rss_mib,load_1min\n${memory.api
        .map(
          (a, i) =>
            `${a.t.toFixed(0)},${a.mib.toFixed(1)},${memory.worker[i].mib.toFixed(1)},${loads[i].toFixed(2)}`,
        )
        .join('\n')}\n`,
    );
    const emails = await fakes.ask({ emails: true });
    const credited = await creditedPayments(o.databaseUrl, o.schema, driver.settledPaymentIds);
    const figures = {
      seconds: elapsed(),
      rate: o.rate,
      warmupSeconds,
      issued,
      skipped,
      stats,
      memory: {
        api: memoryFigures(memory.api, warmupSeconds),
        worker: memoryFigures(memory.worker, warmupSeconds),
      },
      payments: {
        stale: driver.staleOrders,
        started: driver.paymentsStarted,
        settled: driver.settledPaymentIds.length,
        credited,
      },
      reports: { created: driver.reportsCreated, updated: driver.reportsUpdated },
      emails: emails.emails,
      signIns: driver.signIns,
      machine: `${cpus().length} cores shared with other work, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1 min) ${loadBefore.toFixed(1)} before the run, ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)} on average during it (highest ${Math.max(...loads).toFixed(1)})`,
      maxGrowthMiB: o.maxGrowthMiB,
    };
    clientDelay.disable();
    figures.clientDelayP99 = clientDelay.percentile(99) / 1e6;
    figures.fifths = stats.fifths(started, o.seconds);
    figures.verdicts = verdicts(figures);
    return figures;
  } finally {
    await stopAll();
  }
}

async function ensureSoakSet(url, schema, reseed) {
  const present = await withClient(url, undefined, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'units'`,
      [schema],
    );
    if (rows[0].n === 0) return false;
    const units = await client.query(`SELECT count(*)::int AS n FROM ${quoteIdent(schema)}.units`);
    return units.rows[0].n >= SOAK_SET.units * 0.9;
  });
  if (present && !reseed) {
    console.log(`Soak data set found in schema ${schema} (--reseed builds it again).`);
    return;
  }
  console.log(`Seeding the soak data set into schema ${schema} (${JSON.stringify(SOAK_SET)})...`);
  await seedLarge(url, { ...SOAK_SET, schema, reset: true, log: (m) => console.log(`  ${m}`) });
}

/** The fakes' process: tsx runs the tests' TypeScript Pesapal fake. */
async function startFakes() {
  const child = fork(path.join(ROOT, 'scripts/bench/soak-fakes.mjs'), [], {
    cwd: path.join(ROOT, 'apps/api'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the fakes exited (${code}) before starting`)));
  });
  const waiting = new Map();
  let next = 0;
  child.on('message', (m) => {
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  return {
    child,
    pesapal: ready.pesapal,
    smtpPort: ready.smtpPort,
    ask(message) {
      const id = (next += 1);
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.send({ ...message, id });
      });
    },
  };
}

function spawnLogged(script, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist', script)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.once('exit', (code, signal) => {
    if (!child.expectedExit && code !== 0 && signal !== 'SIGTERM')
      console.error(`${script} exited (${code ?? signal}); see ${logFile}`);
  });
  return child;
}

/** Landlords (the agency first) and the agency's current tenants with their unit. */
async function loadPeople(url, schema) {
  return withClient(url, schema, async (client) => {
    const landlords = await client.query(
      `SELECT id, email FROM users WHERE email = $1 OR email ~ '^landlord([2-9]|1[0-2])@pango\\.test$' ORDER BY id`,
      [LARGE_AGENCY.email],
    );
    const tenants = await client.query(
      `SELECT u.id, u.email, un.id AS unit_id FROM users u JOIN units un ON un.current_tenant_id = u.id
        WHERE u.email ~ '^tenant[0-9]+@agency\\.pango\\.test$' ORDER BY u.id LIMIT 300`,
    );
    if (tenants.rows.length < 50) throw new Error(`the soak set has too few agency tenants`);
    return {
      landlords: landlords.rows.map((r) => ({
        email: r.email,
        password: r.email === LARGE_AGENCY.email ? LARGE_AGENCY.password : LARGE_LANDLORD_PASSWORD,
        userType: 'landlord',
        agency: r.email === LARGE_AGENCY.email,
      })),
      tenants: tenants.rows.map((r) => ({
        email: r.email,
        password: LARGE_TENANT_PASSWORD,
        userType: 'tenant',
        unitId: r.unit_id,
      })),
    };
  });
}

function pickAction() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight] of ACTIONS) {
    r -= weight;
    if (r < 0) return name;
  }
  return ACTIONS[0][0];
}

class Stats {
  constructor() {
    this.byKind = new Map();
    this.total = 0;
    this.serverErrors = 0;
    this.networkErrors = 0;
    this.errorKinds = new Map(); // distinct error answers (the first 20) -> count
    this.timeline = []; // [when (performance.now()), latency ms] of every request
  }
  record(kind, ms, status, detail) {
    let k = this.byKind.get(kind);
    if (!k) this.byKind.set(kind, (k = { ms: [], s4xx: 0, s5xx: 0, errors: 0 }));
    this.total += 1;
    k.ms.push(ms);
    this.timeline.push([performance.now(), ms]);
    if (status === 0) {
      k.errors += 1;
      this.networkErrors += 1;
    } else if (status >= 500) {
      k.s5xx += 1;
      this.serverErrors += 1;
    } else if (status >= 400) k.s4xx += 1;
    if (status === 0 || status >= 400) {
      const key = `${kind}: ${status} ${String(detail).slice(0, 200)}`;
      if (this.errorKinds.has(key) || this.errorKinds.size < 20)
        this.errorKinds.set(key, (this.errorKinds.get(key) ?? 0) + 1);
    }
  }
  /** p50 and p99 of all requests in each fifth of the run: does latency drift as it goes on? */
  fifths(started, seconds) {
    return [0, 1, 2, 3, 4].map((i) => {
      const from = started + (i * seconds * 1000) / 5;
      const to = started + ((i + 1) * seconds * 1000) / 5;
      const sorted = Float64Array.from(
        this.timeline.filter(([at]) => at >= from && at < to).map(([, ms]) => ms),
      ).sort();
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
      return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
    });
  }
  summary() {
    return [...this.byKind.entries()].map(([kind, k]) => {
      const sorted = Float64Array.from(k.ms).sort();
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
      return {
        kind,
        count: k.ms.length,
        p50: at(0.5),
        p99: at(0.99),
        max: sorted.at(-1),
        s4xx: k.s4xx,
        s5xx: k.s5xx,
        errors: k.errors,
        round1: ROUND1_P99[kind] ?? null,
      };
    });
  }
}

class Driver {
  constructor(base, people, stats, fakes) {
    Object.assign(this, { base, people, stats, fakes });
    this.inFlight = 0;
    this.idle = [];
    this.payingTenants = new Set();
    this.openReports = []; // { id, status } of reports made during the run
    this.settledPaymentIds = [];
    this.paymentsStarted = 0;
    this.reportsCreated = 0;
    this.reportsUpdated = 0;
    this.signIns = 0;
    this.staleOrders = 0;
  }

  async request(kind, who, method, pathname, body, extraHeaders = {}) {
    const headers = { ...extraHeaders };
    if (who?.access) headers.authorization = `Bearer ${who.access}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const t = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${this.base}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      text = String(error?.cause ?? error);
    }
    this.stats.record(kind, performance.now() - t, status, status < 400 ? '' : text);
    if (status < 200 || status >= 300) return null;
    return text ? JSON.parse(text) : {};
  }

  async signIn(who) {
    const answer = await this.request(KIND.signIn, null, 'POST', '/api/accounts/token/', {
      email: who.email,
      password: who.password,
      user_type: who.userType,
    });
    if (!answer?.access) return;
    who.access = answer.access;
    this.signIns += 1;
    // The web app asks who it is right after signing in.
    await this.request(KIND.me, who, 'GET', '/api/accounts/me/');
  }

  signedIn(list) {
    const ready = list.filter((p) => p.access);
    return ready.length ? ready[Math.floor(Math.random() * ready.length)] : null;
  }

  act(name) {
    this.inFlight += 1;
    this.run(name)
      .catch((error) => this.stats.record(`action ${name}`, 0, 0, error?.stack ?? error))
      .finally(() => {
        this.inFlight -= 1;
        if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
  }

  async drain(timeoutMs) {
    if (this.inFlight === 0) return;
    await Promise.race([
      new Promise((resolve) => this.idle.push(resolve)),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ]);
  }

  async run(name) {
    const { tenants, landlords } = this.people;
    const tenant = () => this.signedIn(tenants);
    const landlord = () => this.signedIn(landlords);
    switch (name) {
      case 'signIn': {
        // Three tenants for each landlord; anyone, signed in already or not (a new session).
        const pool = Math.random() < 0.75 ? tenants : landlords;
        return this.signIn(pool[Math.floor(Math.random() * pool.length)]);
      }
      case 'me':
        return this.request(
          KIND.me,
          Math.random() < 0.7 ? tenant() : landlord(),
          'GET',
          '/api/accounts/me/',
        );
      case 'tenantDashboard':
        return this.request(
          KIND.tenantDashboard,
          tenant(),
          'GET',
          '/api/accounts/tenant/dashboard/',
        );
      case 'tenantPayments':
        return this.request(KIND.tenantPayments, tenant(), 'GET', '/api/payments/rent-payments/');
      case 'rentSummary':
        return this.request(KIND.rentSummary, tenant(), 'GET', '/api/payments/rent-summary/');
      case 'pay':
        return this.pay();
      case 'reportCreate':
        return this.createReport();
      case 'reportUpdate':
        return this.updateReport();
      case 'dashboard':
        return this.request(KIND.dashboard, this.agencyMostly(), 'GET', '/api/accounts/dashboard/');
      case 'tenants':
        return this.request(KIND.tenants, this.agencyMostly(), 'GET', '/api/accounts/tenants/');
      case 'units':
        return this.request(KIND.units, this.agencyMostly(), 'GET', '/api/accounts/units/');
      case 'payments':
        return this.request(
          KIND.payments,
          this.agencyMostly(),
          'GET',
          '/api/payments/rent-payments/',
        );
      case 'reports':
        return this.request(
          KIND.reports,
          this.agencyMostly(),
          'GET',
          '/api/communication/reports/',
        );
      default:
        return landlord();
    }
  }

  /** The agency (the largest account, round 1's figures) half the time, another landlord else. */
  agencyMostly() {
    const agency = this.people.landlords.find((l) => l.agency && l.access);
    return Math.random() < 0.5 && agency ? agency : this.signedIn(this.people.landlords);
  }

  /** Start, pay a few seconds later (Pesapal's IPN), the page polls the status until credited. */
  async pay() {
    const free = this.people.tenants.filter((t) => t.access && !this.payingTenants.has(t));
    if (free.length === 0) return null;
    const who = free[Math.floor(Math.random() * free.length)];
    this.payingTenants.add(who);
    try {
      // The payment page: what is owed, then the whole of it, or a month ahead when nothing is.
      const account = await this.request(
        KIND.rentSummary,
        who,
        'GET',
        '/api/payments/rent-summary/',
      );
      if (!account?.monthly_rent) return null;
      const body =
        account.rent_due > 0
          ? { amount: account.rent_due }
          : { amount: account.monthly_rent, months: 1 };
      const started = await this.request(
        KIND.payStart,
        who,
        'POST',
        `/api/payments/initiate-rent-payment/${who.unitId}/`,
        { ...body, phone_number: '0712345678' },
        { 'idempotency-key': randomUUID() },
      );
      if (!started?.order_tracking_id) return null;
      this.paymentsStarted += 1;
      await sleep(2_000 + Math.random() * 3_000);
      const settled = await this.fakes.ask({ settle: started.order_tracking_id });
      if (!settled.merchantReference) {
        // The API answered an open payment of an earlier run (one per tenant and purpose): its
        // order lives in that run's fake. Nothing to pay here.
        this.staleOrders += 1;
        return null;
      }
      const query = new URLSearchParams({
        OrderTrackingId: started.order_tracking_id,
        OrderMerchantReference: settled.merchantReference ?? '',
        OrderNotificationType: 'IPNCHANGE',
      });
      await this.request(KIND.ipn, null, 'GET', `/api/payments/pesapal/ipn/?${query}`);
      this.settledPaymentIds.push(started.payment_id);
      // The payer's tab returns and the page asks for the status (twice, as it polls).
      for (let i = 0; i < 2; i += 1) {
        await this.request(
          KIND.payStatus,
          who,
          'GET',
          `/api/payments/rent-status/${started.payment_id}/`,
        );
        await sleep(1_000);
      }
      return null;
    } finally {
      this.payingTenants.delete(who);
    }
  }

  async createReport() {
    const who = this.signedIn(this.people.tenants);
    if (!who) return null;
    const categories = ['plumbing', 'electrical', 'security', 'maintenance', 'pest', 'noise'];
    const answer = await this.request(
      KIND.reportCreate,
      who,
      'POST',
      '/api/communication/reports/create/',
      {
        issue_category: categories[Math.floor(Math.random() * categories.length)],
        priority_level: ['urgent', 'high', 'medium', 'low'][Math.floor(Math.random() * 4)],
        issue_title: 'Kitchen tap leaking',
        description: 'The kitchen tap has been dripping since Monday and the sink cabinet is wet.',
        unit: who.unitId,
        terms_accepted: true,
      },
    );
    if (answer?.id) {
      this.reportsCreated += 1;
      this.openReports.push({ id: answer.id, status: 'open' });
    }
    return null;
  }

  async updateReport() {
    const agency = this.people.landlords.find((l) => l.agency && l.access);
    const report = this.openReports.shift();
    if (!agency || !report) return null;
    const status = report.status === 'open' ? 'pending' : 'resolved';
    const answer = await this.request(
      KIND.reportUpdate,
      agency,
      'PATCH',
      `/api/communication/reports/${report.id}/update-status/`,
      { status },
    );
    if (answer) this.reportsUpdated += 1;
    if (answer && status === 'pending') this.openReports.push({ id: report.id, status });
    return null;
  }
}

/** Of the payments whose IPN was sent: how many are completed, credited once, credited twice. */
async function creditedPayments(url, schema, ids) {
  if (ids.length === 0) return { completed: 0, oneCredit: 0, twice: 0 };
  return withClient(url, schema, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
              count(*) FILTER (WHERE (SELECT count(*) FROM rent_ledger_entries e
                                       WHERE e.payment_id = p.id AND e.type = 'payment') = 1)::int AS one_credit,
              count(*) FILTER (WHERE (SELECT count(*) FROM rent_ledger_entries e
                                       WHERE e.payment_id = p.id AND e.type = 'payment') > 1)::int AS twice
         FROM payments p WHERE p.id = ANY($1::int[])`,
      [ids],
    );
    return { completed: rows[0].completed, oneCredit: rows[0].one_credit, twice: rows[0].twice };
  });
}

function memoryFigures(series, warmupSeconds) {
  const after = series.filter((s) => s.t >= warmupSeconds);
  const settled = after.length ? after : series;
  const start = settled[0].mib;
  const end = series.at(-1).mib;
  // Least-squares slope after the warm-up, in MiB per 10 minutes: a leak shows as a steady slope.
  const n = settled.length;
  const mt = settled.reduce((s, p) => s + p.t, 0) / n;
  const mm = settled.reduce((s, p) => s + p.mib, 0) / n;
  const cov = settled.reduce((s, p) => s + (p.t - mt) * (p.mib - mm), 0);
  const vt = settled.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return {
    first: series[0].mib,
    start,
    peak: Math.max(...series.map((s) => s.mib)),
    end,
    growth: end - start,
    slopePer10Min: vt ? (cov / vt) * 600 : 0,
    samples: series.length,
    // The resident set at the start, at each fifth of the run and at its end, to show the shape.
    trace: [0, 0.2, 0.4, 0.6, 0.8]
      .map((q) => series[Math.floor(q * (series.length - 1))])
      .concat(series.at(-1)),
  };
}

function verdicts(f) {
  const out = [];
  if (f.stats.serverErrors > 0) out.push(`${f.stats.serverErrors} answers were 5xx`);
  if (f.stats.networkErrors > 0) out.push(`${f.stats.networkErrors} requests failed (network)`);
  for (const [name, m] of Object.entries(f.memory))
    if (m.growth > f.maxGrowthMiB)
      out.push(
        `${name} memory grew ${m.growth.toFixed(0)} MiB after the warm-up (limit ${f.maxGrowthMiB})`,
      );
  for (const k of f.stats.summary())
    if (k.round1 !== null && k.p99 > k.round1)
      out.push(`${k.kind}: p99 ${k.p99.toFixed(0)} ms beyond round 1's ${k.round1} ms`);
  const { completed, oneCredit, twice } = f.payments.credited;
  if (twice > 0) out.push(`${twice} payments credited more than once`);
  if (completed !== oneCredit)
    out.push(`${completed - oneCredit - twice} completed payments without a credit`);
  // Paid but still pending: their IPN met a 5xx (the acknowledgement asks Pesapal to retry; the
  // soak does not), or was lost. Reported; the 5xx already fail the run.
  if (completed < f.payments.settled)
    out.push(`${f.payments.settled - completed} paid payments still pending at the end`);
  return out;
}

export function formatSoak(f) {
  const mib = (m) =>
    `${m.start.toFixed(0)} -> peak ${m.peak.toFixed(0)} -> end ${m.end.toFixed(0)} MiB (growth ${m.growth >= 0 ? '+' : ''}${m.growth.toFixed(0)} MiB; ${m.slopePer10Min >= 0 ? '+' : ''}${m.slopePer10Min.toFixed(1)} MiB per 10 min; ${m.first.toFixed(0)} MiB at the start of the warm-up)`;
  const rows = f.stats
    .summary()
    .sort((a, b) => b.count - a.count)
    .map(
      (k) =>
        `  ${k.kind.padEnd(54)} ${String(k.count).padStart(7)}  p50 ${k.p50.toFixed(0).padStart(4)}  p99 ${k.p99.toFixed(0).padStart(5)}  max ${k.max.toFixed(0).padStart(5)} ms  4xx ${k.s4xx}  5xx ${k.s5xx}${k.errors ? `  errors ${k.errors}` : ''}${k.round1 ? `  (round 1 p99 ${k.round1})` : ''}`,
    );
  return [
    `\nSoak finished: ${formatSeconds(f.seconds)}, ${f.stats.total.toLocaleString('en-GB')} requests (${(f.stats.total / f.seconds).toFixed(1)} req/s) from ${f.issued.toLocaleString('en-GB')} actions at ${f.rate}/s${f.skipped ? `, ${f.skipped} skipped (too many in flight)` : ''}; ${f.stats.serverErrors} 5xx, ${f.stats.networkErrors} network errors.`,
    `Machine: ${f.machine}.`,
    ...rows,
    `  API memory (VmRSS)     ${mib(f.memory.api)}`,
    `  worker memory (VmRSS)  ${mib(f.memory.worker)}`,
    `  all requests by fifth of the run: ${fifthsText(f)}; the client's own event-loop delay p99 ${f.clientDelayP99.toFixed(0)} ms`,
    `  memory at the start and each fifth: API ${trace(f.memory.api)}; worker ${trace(f.memory.worker)}`,
    `  ${f.signIns} sign-ins; ${f.payments.started} payments started (${f.payments.stale} of them an open payment of an earlier run, not paid), ${f.payments.settled} paid (IPN sent), ${f.payments.credited.completed} completed, ${f.payments.credited.oneCredit} with exactly one ledger credit; ${f.emails} emails sent by the worker; ${f.reports.created} reports created, ${f.reports.updated} status changes.`,
    ...(f.stats.errorKinds.size
      ? [
          '  Error answers (distinct, with counts):',
          ...[...f.stats.errorKinds].map(([e, n]) => `    ${n} x ${e}`),
        ]
      : []),
    f.verdicts.length
      ? `FAILED: ${f.verdicts.join('; ')}.`
      : 'Passed: no 5xx, memory flat, every p99 within round 1.',
  ].join('\n');
}

export function formatSeconds(s) {
  const m = Math.floor(s / 60);
  const r = Math.round(s - m * 60);
  return m ? `${m} min${r ? ` ${r} s` : ''}` : `${r} s`;
}

// The process's whole tree: the API is a cluster primary and its workers (ADR 046).
const rssOf = rssTreeMiB;

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const fifthsText = (f) =>
  f.fifths
    .map(
      (x, i) =>
        `${i + 1}: ${x.count} requests, p50 ${x.p50.toFixed(0)} / p99 ${x.p99.toFixed(0)} ms`,
    )
    .join('; ');
const trace = (m) => m.trace.map((s) => `${formatSeconds(s.t)} ${s.mib.toFixed(0)}`).join(', ');

/** The docs/benchmarks.md section of a soak run (between the bench:soak markers). */
export function soakReport(f, argv) {
  const date = new Date().toISOString().slice(0, 10);
  const mib = (m) =>
    `| ${m.first.toFixed(0)} | ${m.start.toFixed(0)} | ${m.peak.toFixed(0)} | ${m.end.toFixed(0)} | ${m.growth >= 0 ? '+' : ''}${m.growth.toFixed(0)} | ${m.slopePer10Min >= 0 ? '+' : ''}${m.slopePer10Min.toFixed(1)} |`;
  const lines = [
    `### ${date}: \`pnpm bench ${argv.join(' ')}\``,
    '',
    `Machine: ${f.machine}; client, API, worker, fakes and Postgres share the cores. ${formatSeconds(f.seconds)}, ${f.stats.total.toLocaleString('en-GB')} requests (${(f.stats.total / f.seconds).toFixed(1)} req/s on average) from ${f.issued.toLocaleString('en-GB')} actions at ${f.rate} a second${f.skipped ? ` (${f.skipped} skipped: too many in flight)` : ''}; ${f.stats.serverErrors} answers 5xx, ${f.stats.networkErrors} network errors. Warm-up: the first ${formatSeconds(f.warmupSeconds)}.`,
    '',
    '| request | count | p50 ms | p99 ms | max ms | 4xx | 5xx | round-1 p99 ms (saturated) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...f.stats
      .summary()
      .sort((a, b) => b.count - a.count)
      .map(
        (k) =>
          `| ${k.kind} | ${k.count.toLocaleString('en-GB')} | ${k.p50.toFixed(0)} | ${k.p99.toFixed(0)} | ${k.max.toFixed(0)} | ${k.s4xx} | ${k.s5xx + k.errors} | ${k.round1 ?? ''} |`,
      ),
    '',
    `All requests by fifth of the run (does latency drift?): ${fifthsText(f)}. The load client's own event-loop delay, p99: ${f.clientDelayP99.toFixed(0)} ms (it shares the cores; part of every latency above).`,
    '',
    `Resident memory (VmRSS, sampled every ${SAMPLE_MS / 1000} s; "start" is the first sample after the warm-up; growth = end - start, limit ${f.maxGrowthMiB} MiB; slope by least squares after the warm-up):`,
    '',
    '| process | first sample MiB | start MiB | peak MiB | end MiB | growth MiB | slope MiB / 10 min |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    `| API ${mib(f.memory.api)}`,
    `| worker ${mib(f.memory.worker)}`,
    '',
    `Resident memory through the run (MiB at the start and each fifth): API ${trace(f.memory.api)}; worker ${trace(f.memory.worker)}. Every sample: \`.bench/soak/memory.csv\`.`,
    '',
    `Work done: ${f.signIns} sign-ins; ${f.payments.started} rent payments started at the fake Pesapal (${f.payments.stale} answered with an open payment of an earlier run, left alone), ${f.payments.settled} paid and notified (IPN), ${f.payments.credited.completed} completed, ${f.payments.credited.oneCredit} with exactly one ledger credit; ${f.emails} emails sent by the worker; ${f.reports.created} maintenance reports created and ${f.reports.updated} status changes.`,
    ...(f.stats.errorKinds.size
      ? [
          '',
          'Error answers (distinct, with counts):',
          '',
          ...[...f.stats.errorKinds].map(([e, n]) => `- ${n} x \`${e.replaceAll('`', "'")}\``),
        ]
      : []),
    '',
    f.verdicts.length
      ? `Verdict: failed: ${f.verdicts.join('; ')}.`
      : 'Verdict: passed (no 5xx, memory flat within the limit, every p99 within its round-1 figure).',
  ];
  return `${lines.join('\n')}\n`;
}
