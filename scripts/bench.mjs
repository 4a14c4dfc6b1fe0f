// `pnpm bench`: the API's figures on the reference data set (issue 12), written to docs/benchmarks.md.
//  - builds the app; uses DATABASE_URL, else an embedded Postgres kept in .data/bench-postgres;
//    seeds the reference set (scripts/lib/seed-large.mjs) into schema bench_large when it is not
//    there yet (about 10 minutes, once), or again with --reseed;
//  - serves the production build and, in a second process, the floor (Express hello-world, and one
//    raw pg query per endpoint reading the same rows);
//  - autocannon per endpoint: req/s and p50 / p97.5 / p99 latency, and the ratio to its floor;
//  - the C2B matcher on its corpus of typed references: share credited automatically, wrong credits;
//  - the CSV export of the agency's payments (about a million rows): rows/s and the API's memory
//    growth while it streams; the API's resident memory after the run;
//  - the billing run (worker.js --once billing) over every open tenancy: time and peak memory.
// Options: --duration <s> (per endpoint, default 10), --cpu-prof (profile the API during /me and
// print where its time goes), --no-docs, --reseed, --schema <name> (default bench_large).
// `--soak <duration>` (30m, 5m, 90s) runs the soak instead (scripts/bench/soak.mjs): the API and the
// worker under a steady realistic mix, memory sampled; `--rate <actions/s>` (default 25) and
// `--max-growth <MiB>` (default 50) tune it; its schema is bench_soak unless --schema is given.
// Nothing here is a test: compare runs on the same machine (docs/benchmarks.md).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { IMPORT_GOAL_MS, benchImport } from './bench/import.mjs';
import { benchC2bMatching, c2bMatchingLine } from './bench/c2b-matching.mjs';
import { benchBillingRun, formatBillingRun } from './bench/billing-run.mjs';
import { summariseProfile } from './bench/cpu-profile.mjs';
import { explainQueries } from './bench/explain.mjs';
import { formatSoak, parseDuration, runSoak, soakReport } from './bench/soak.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { migrate, quoteIdent } from './lib/migrate.mjs';
import { rssTreeMiB } from './lib/process-memory.mjs';
import { withClient } from './lib/pg-client.mjs';
import { productionApiEnv } from './lib/serve-app.mjs';
import { ROOT, buildApp, waitForHttp } from './lib/run.mjs';
import { LARGE_AGENCY, LARGE_AGENCY_TENANT, LARGE_DEFAULTS, seedLarge } from './lib/seed-large.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    schema: { type: 'string' },
    soak: { type: 'string' },
    rate: { type: 'string', default: '25' },
    'max-growth': { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
// --only <text>: measure just the endpoints whose name contains it (e.g. --only reports/), nothing
// else and no docs: for a developer checking one change.
const ONLY = args.only;
const DURATION = Number(args.duration);
const SCHEMA = args.schema ?? (args.soak ? 'bench_soak' : 'bench_large');
const API_PORT = Number(process.env.BENCH_PORT ?? 4390);
const FLOOR_PORT = API_PORT + 1;
// The issue's goals (docs/benchmarks.md says how far each is).
const GOALS = {
  // Issue 26 goal 1: /me at 50 connections.
  meFloorRatio: 0.5,
  meHelloRatio: 0.19,
  meP99: 50,
  // Issue 26 goal 2: every other endpoint at 20 connections.
  floorRatio: 0.4,
  listP975: 50,
  // Issue 26 goal 3: the agency's tenants summary (and any screen's first API call).
  summaryP975: 100,
  // Issue 24 item 2: the arrears ageing report ages every owing tenancy of the agency per request.
  arrearsP975: 200,
  csvRowsPerSecond: 50_000,
  csvGrowthMiB: 100,
  // Issue 24: the KRA MRI report of the 5,000-unit agency for one month.
  mriP975: 200,
};

await buildApp();

if (args.soak) {
  const seconds = parseDuration(args.soak);
  const database = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'bench-postgres') });
  let figures;
  try {
    figures = await runSoak({
      seconds,
      rate: Number(args.rate),
      maxGrowthMiB: Number(args['max-growth']),
      databaseUrl: database.url,
      schema: SCHEMA,
      port: API_PORT,
      reseed: args.reseed,
    });
  } finally {
    await database.stop();
  }
  console.log(formatSoak(figures));
  if (!args['no-docs']) {
    writeSection(
      soakReport(figures, process.argv.slice(2)),
      'bench:soak',
      'The soak (`pnpm bench --soak`)',
    );
    console.log('Written to docs/benchmarks.md (bench:soak section).');
  }
  process.exit(figures.verdicts.length ? 1 : 0);
}

if (!ONLY) {
  const c2b = await benchC2bMatching();
  console.log(c2bMatchingLine(c2b));

  // The portfolio import (issue 21): 2,000 rows previewed and committed on a server of its own.
  const imported = await benchImport();
  console.log(
    `Import of ${imported.rows} rows: preview ${imported.previewMs} ms, commit ${imported.commitMs} ms, total ${imported.totalMs} ms (goal < ${IMPORT_GOAL_MS} ms)`,
  );
}

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  : await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'bench-postgres') });
let api;
let floor;
try {
  await ensureReferenceSet(database.url);
  const profileDir = args['cpu-prof'] ? mkdtempSync(path.join(tmpdir(), 'pango-prof-')) : null;
  api = startApi(database.url, profileDir);
  floor = fork(
    path.join(ROOT, 'scripts/bench/floor-server.mjs'),
    [String(FLOOR_PORT), database.url, SCHEMA],
    { stdio: 'inherit' },
  );
  const base = `http://127.0.0.1:${API_PORT}`;
  const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
  await Promise.all([
    waitForHttp(`${base}/api/health/`, 60_000),
    waitForHttp(`${floorBase}/hello`),
  ]);

  const tenant = await signIn(
    base,
    LARGE_AGENCY_TENANT.email,
    LARGE_AGENCY_TENANT.password,
    'tenant',
  );
  const agency = await signIn(base, LARGE_AGENCY.email, LARGE_AGENCY.password, 'landlord');
  const rows = [];
  const measure = async (name, url, connections, headers, floorUrl) => {
    if (ONLY && !name.includes(ONLY)) return;
    // One request first, alone: what a screen keeps (the arrears ageing, ADR 047) is brought up
    // to date by its first reader after a seed, as the worker's refresh does in production.
    await fetch(url, { headers });
    await load(url, connections, headers, 2); // warm-up: JIT, pool, caches
    const result = await load(url, connections, headers, DURATION);
    const floorResult = floorUrl ? await load(floorUrl, connections, {}, DURATION) : null;
    rows.push({ name, connections, ...result, floor: floorResult });
    console.log(
      `  ${name.padEnd(34)} ${fmt(result)}${floorResult ? `   floor ${fmt(floorResult)}` : ''}`,
    );
  };

  console.log(`\nFloors and endpoints, ${DURATION} s each (autocannon, loopback):`);
  await measure('Express hello-world', `${floorBase}/hello`, 50, {});
  await measure(
    'GET /api/accounts/me/ (tenant)',
    `${base}/api/accounts/me/`,
    50,
    bearer(tenant),
    `${floorBase}/pg/me?id=${tenant.id}`,
  );
  const agencyLists = [
    ['GET /api/accounts/tenants/', '/api/accounts/tenants/', 'tenants'],
    ['GET /api/accounts/units/', '/api/accounts/units/', 'units'],
    ['GET /api/payments/rent-payments/', '/api/payments/rent-payments/', 'rent-payments'],
    ['GET /api/communication/reports/', '/api/communication/reports/', 'reports'],
    ['GET /api/accounts/dashboard/', '/api/accounts/dashboard/', 'dashboard'],
    ['GET /api/accounts/tenants/summary/', '/api/accounts/tenants/summary/', 'tenants-summary'],
    [
      'GET /api/payments/rent-payments/summary/',
      '/api/payments/rent-payments/summary/',
      'payments-summary',
    ],
    ['GET /api/payments/reports/arrears/', '/api/payments/reports/arrears/', 'arrears'],
  ];
  for (const [name, pathname, floorName] of agencyLists) {
    await measure(
      `${name} (agency)`,
      `${base}${pathname}`,
      20,
      bearer(agency),
      `${floorBase}/pg/${floorName}?id=${agency.id}`,
    );
  }
  // The KRA Monthly Rental Income report for last month (issue 24, ADR 039): every rent payment
  // the agency received in a month, grouped by property and tenant.
  const nairobiNow = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const lastMonth = new Date(Date.UTC(nairobiNow.getUTCFullYear(), nairobiNow.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
  await measure(
    `GET /api/payments/reports/mri/ (agency MRI ${lastMonth})`,
    `${base}/api/payments/reports/mri/?month=${lastMonth}`,
    20,
    bearer(agency),
  );
  if (!ONLY) await measureTheRest();
  else if (profileDir) {
    // --only with --cpu-prof: the profile of just the endpoints measured (the file stays for a
    // closer look in Chrome's DevTools).
    const profile = await stopForProfile(profileDir);
    console.log(`\nWhere the API process spends its CPU (self time, --cpu-prof, ${profileDir}):`);
    for (const line of profile ?? []) console.log(`  ${line.share.padStart(6)}  ${line.name}`);
  }
  async function measureTheRest() {
    const profile = profileDir ? await stopForProfile(profileDir) : null;
    if (profile) api = startApi(database.url, null);
    if (profile) await waitForHttp(`${base}/api/health/`, 60_000);
    const agencyAgain = profile
      ? await signIn(base, LARGE_AGENCY.email, LARGE_AGENCY.password, 'landlord')
      : agency;
    const csv = await measureCsv(`${base}/api/payments/rent-payments/csv/`, bearer(agencyAgain));
    console.log(
      `  CSV export (agency)                ${csv.rows.toLocaleString('en-GB')} rows in ${csv.seconds.toFixed(1)} s = ${Math.round(csv.rowsPerSecond).toLocaleString('en-GB')} rows/s; API memory +${csv.growthMiB.toFixed(0)} MiB (${csv.beforeMiB.toFixed(0)} -> peak ${csv.peakMiB.toFixed(0)} MiB)`,
    );
    const rssMiB = rssOf(api.pid);
    const billing = await benchBillingRun(database.url, SCHEMA);
    console.log(`  ${formatBillingRun(billing)}`);
    const plans = await explainQueries(database.url, SCHEMA, {
      tenant: tenant.id,
      landlord: agency.id,
    });
    console.log('\nEXPLAIN ANALYZE of each main query (scripts/bench/floor-queries.mjs):');
    for (const p of plans)
      console.log(
        `  ${p.name.padEnd(14)} ${p.ms.toFixed(2).padStart(8)} ms  ${p.indexes.join(', ') || '(no index)'}${p.seqScans.length ? `; seq scan: ${p.seqScans.join(', ')}` : ''}`,
      );
    console.log(`  API resident memory after the run  ${rssMiB.toFixed(0)} MiB`);
    if (profile) {
      console.log('\nWhere /me spends the API process CPU (self time, --cpu-prof):');
      for (const line of profile) console.log(`  ${line.share.padStart(6)}  ${line.name}`);
    }

    const report = renderReport({ rows, csv, rssMiB, profile, plans, database, billing });
    if (!args['no-docs']) writeSection(report);
    console.log(
      `\n${args['no-docs'] ? report : 'Written to docs/benchmarks.md (bench:api section).'}`,
    );
  }
} finally {
  if (api && api.exitCode === null) api.kill('SIGTERM');
  if (floor && floor.exitCode === null) floor.kill('SIGTERM');
  await Promise.all([api, floor].filter(Boolean).map(exited));
  await database.stop();
}

function startApi(url, profileDir) {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return spawn(process.execPath, [...flags, path.join(ROOT, 'apps/api/dist/index.js')], {
    env: {
      ...productionApiEnv({ port: API_PORT, databaseUrl: url, schema: SCHEMA }),
      // Production logging (one line per request) stays on: it is part of what a request costs.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // An access token lives 5 minutes by default; the whole run is longer than that.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
    // The request log goes nowhere: a terminal printing 10,000 lines a second would be the bottleneck.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopForProfile(dir) {
  api.kill('SIGINT');
  await exited(api);
  // One profile per process: the primary's is idle, so the busiest worker's is the largest.
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
  return file ? summariseProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))) : null;
}

async function ensureReferenceSet(url) {
  const present = await withClient(url, undefined, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'units'`,
      [SCHEMA],
    );
    if (rows[0].n === 0) return false;
    const units = await client.query(`SELECT count(*)::int AS n FROM ${quoteIdent(SCHEMA)}.units`);
    return units.rows[0].n >= LARGE_DEFAULTS.units * 0.9;
  });
  if (present && !args.reseed) {
    console.log(`Reference set found in schema ${SCHEMA} (--reseed builds it again).`);
    // Migrations added since it was seeded (a kept table starts empty and fills on first read).
    const { applied } = await migrate(url, { schema: SCHEMA, log: (m) => console.log(`  ${m}`) });
    // A migration that rewrote rows (phones made canonical rewrote every profile and payment)
    // leaves dead rows and clears the visibility map: index-only scans fetch the heap again until
    // autovacuum passes, which in production it would have long before. Do its work now.
    if (applied.length > 0) await vacuumSchema(url);
    return;
  }
  console.log(`Seeding the reference set into schema ${SCHEMA} (pnpm db:seed:large; once)...`);
  await seedLarge(url, { schema: SCHEMA, reset: true, log: (m) => console.log(`  ${m}`) });
}

async function vacuumSchema(url) {
  console.log('  VACUUM ANALYZE (migrations ran on the reference set)');
  await withClient(url, undefined, async (client) => {
    const { rows } = await client.query(
      `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables
         FROM pg_tables WHERE schemaname = $1`,
      [SCHEMA],
    );
    if (rows[0].tables) await client.query(`VACUUM ANALYZE ${rows[0].tables}`);
  });
}

async function signIn(base, email, password, userType) {
  const res = await fetch(`${base}/api/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, user_type: userType }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const { access } = await res.json();
  const me = await fetch(`${base}/api/accounts/me/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return { access, id: (await me.json()).id };
}

function bearer(who) {
  return { authorization: `Bearer ${who.access}` };
}

async function load(url, connections, headers, duration) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    const sample = await fetch(url, { headers }).then(async (r) => `${r.status} ${await r.text()}`);
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors; now: ${sample.slice(0, 300)}`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

function fmt(r) {
  return `${Math.round(r.rps).toLocaleString('en-GB').padStart(6)} req/s  p50 ${r.p50} / p97.5 ${r.p975} / p99 ${r.p99} ms`;
}

// Streams the whole export, counting lines, while sampling the API's resident memory.
async function measureCsv(url, headers) {
  const beforeMiB = rssOf(api.pid);
  let peakMiB = beforeMiB;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, rssOf(api.pid));
  }, 100);
  const started = performance.now();
  let lines = 0;
  try {
    const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`CSV export answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, lines - 1); // the header line
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    beforeMiB,
    peakMiB,
    growthMiB: peakMiB - beforeMiB,
  };
}

// The API's whole process tree: the cluster primary and its workers (ADR 046). A declaration, so
// the measurements above it can call it before the module's end is evaluated.
function rssOf(pid) {
  return rssTreeMiB(pid);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

function renderReport({ rows, csv, rssMiB, profile, plans, database: db, billing }) {
  const hello = rows[0];
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `### ${date}: \`pnpm bench\`${db.embedded ? ' (embedded Postgres)' : ' (DATABASE_URL)'}`,
    '',
    `Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average before the run ${loadavg()[0].toFixed(1)}. Client, API, floor and Postgres share the cores. ${DURATION} s per figure after a 2 s warm-up.`,
    '',
    '| endpoint | connections | req/s | p50 / p97.5 / p99 ms | raw pg floor req/s | ratio to floor | goal |',
    '| --- | --: | --: | --- | --: | --: | --- |',
  ];
  const met = (ok) => (ok ? 'met' : 'not met');
  const pct = (x) => `${(100 * x).toFixed(0)} %`;
  for (const r of rows) {
    const toFloor = r.floor ? r.rps / r.floor.rps : null;
    const ratio = toFloor === null ? '' : pct(toFloor);
    const floorGoal = (goal) =>
      toFloor === null ? 'no floor' : `≥ ${pct(goal)} of floor: ${met(toFloor >= goal)}`;
    const goals = [];
    if (r.name.includes('/me/')) {
      const toHello = r.rps / hello.rps;
      goals.push(
        floorGoal(GOALS.meFloorRatio),
        `p99 ≤ ${GOALS.meP99} ms: ${met(r.p99 <= GOALS.meP99)}`,
        `≥ ${pct(GOALS.meHelloRatio)} of hello-world: ${met(toHello >= GOALS.meHelloRatio)} (${(100 * toHello).toFixed(1)} %)`,
      );
    } else if (r.name.includes('(agency')) {
      goals.push(floorGoal(GOALS.floorRatio));
      if (r.name.includes('/tenants/summary/'))
        goals.push(`p97.5 ≤ ${GOALS.summaryP975} ms: ${met(r.p975 <= GOALS.summaryP975)}`);
      else goals.push(`p97.5 ≤ ${GOALS.listP975} ms: ${met(r.p975 <= GOALS.listP975)}`);
      // Issue 24's own goal for its two reports.
      if (r.name.includes('/reports/mri/'))
        goals.push(`issue 24 p97.5 < ${GOALS.mriP975} ms: ${met(r.p975 < GOALS.mriP975)}`);
      if (r.name.includes('/reports/arrears/'))
        goals.push(`issue 24 p97.5 < ${GOALS.arrearsP975} ms: ${met(r.p975 < GOALS.arrearsP975)}`);
    }
    const goal = goals.join('; ');
    lines.push(
      `| ${r.name} | ${r.connections} | ${Math.round(r.rps).toLocaleString('en-GB')} | ${r.p50} / ${r.p975} / ${r.p99} | ${r.floor ? Math.round(r.floor.rps).toLocaleString('en-GB') : ''} | ${ratio} | ${goal} |`,
    );
  }
  // Issue 26 goal 3: every screen's first API call (each endpoint above is one) within 100 ms.
  const firstCalls = rows.filter((r) => r !== hello);
  const slow = firstCalls.filter((r) => r.p975 > GOALS.summaryP975);
  lines.push(
    '',
    `Any screen's first API call, p97.5 ≤ ${GOALS.summaryP975} ms (goal 3): ${firstCalls.length - slow.length} of ${firstCalls.length} met${slow.length ? `; not met: ${slow.map((r) => `${r.name} ${r.p975} ms`).join(', ')}` : ''}.`,
  );
  lines.push(
    '',
    `Express hello-world: ${Math.round(hello.rps).toLocaleString('en-GB')} req/s at 50 connections.`,
    '',
    `CSV export of the agency's payments: ${csv.rows.toLocaleString('en-GB')} rows in ${csv.seconds.toFixed(1)} s, ${Math.round(csv.rowsPerSecond).toLocaleString('en-GB')} rows/s (goal ${GOALS.csvRowsPerSecond.toLocaleString('en-GB')}: ${csv.rowsPerSecond >= GOALS.csvRowsPerSecond ? 'met' : 'not met'}); the API's resident memory grew by ${csv.growthMiB.toFixed(0)} MiB while streaming (goal < ${GOALS.csvGrowthMiB}: ${csv.growthMiB < GOALS.csvGrowthMiB ? 'met' : 'not met'}).`,
    '',
    `API resident memory after the run: ${rssMiB.toFixed(0)} MiB.`,
    '',
    formatBillingRun(billing),
  );
  lines.push(
    '',
    'EXPLAIN ANALYZE of each main query on the reference set (the SQL in scripts/bench/floor-queries.mjs):',
    '',
    '| query | time in Postgres | indexes used | sequential scans |',
    '| --- | --: | --- | --- |',
    ...plans.map(
      (p) =>
        `| ${p.name} | ${p.ms.toFixed(2)} ms | ${p.indexes.map((i) => `\`${i}\``).join(', ')} | ${p.seqScans.join(', ') || 'none'} |`,
    ),
  );
  if (profile) {
    lines.push(
      '',
      'Where the API process spends its CPU during the runs above (self time, `--cpu-prof`):',
      '',
    );
    for (const p of profile.slice(0, 12)) lines.push(`- ${p.share} ${p.name}`);
  }
  return `${lines.join('\n')}\n`;
}

function writeSection(
  report,
  marker = 'bench:api',
  heading = 'API on the reference data set (`pnpm bench`)',
) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const text = readFileSync(file, 'utf8');
  const block = `${start}\n\n${report}\n${end}`;
  const next =
    text.includes(start) && text.includes(end)
      ? text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(file, next);
}
