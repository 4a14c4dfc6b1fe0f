// `pnpm bench:web [--runs N]`: Lighthouse mobile scores (performance, accessibility) of /login signed
// out, /tenant as the demo tenant and /admin/dashboard as the demo landlord, on the production build
// served on loopback. Prints a table and the failing audits, keeps the JSON reports in
// .bench/lighthouse/ and rewrites the "Web (Lighthouse)" section of docs/benchmarks.md.
//
// Lighthouse's default mobile config: Moto G Power emulation, simulated Slow 4G and 4x CPU slowdown.
// A fresh Chrome profile per run; a signed-in run first stores the session the way the web app
// does (localStorage, see apps/web/src/lib/session.ts) on a JSON page of the same origin, so the
// app's own files are not cached before Lighthouse loads them (it clears the HTTP cache and keeps
// localStorage, which its default clearStorageTypes leave alone).
import { realpathSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { CHROMIUM_HELP, findChromium } from './lib/chromium.mjs';
import { DEMO_LANDLORD, DEMO_TENANT } from './lib/seed.mjs';
import { serveApp } from './lib/serve-app.mjs';
import { ROOT, buildApp } from './lib/run.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility'];
const GOALS = { performance: 95, accessibility: 100 }; // issue 12
const PAGES = [
  { name: 'login', path: '/login', account: null },
  {
    name: 'tenant',
    path: '/tenant',
    account: { email: DEMO_TENANT.email, password: DEMO_TENANT.password, user_type: 'tenant' },
  },
  {
    name: 'admin-dashboard',
    path: '/admin/dashboard',
    account: {
      email: DEMO_LANDLORD.email,
      password: DEMO_LANDLORD.password,
      user_type: 'landlord',
    },
  },
];
const REPORT_DIR = path.join(ROOT, '.bench/lighthouse');
const DOC = path.join(ROOT, 'docs/benchmarks.md');
const START_MARK = '<!-- bench:web:start -->';
const END_MARK = '<!-- bench:web:end -->';
// Lighthouse warns about any stored data; here the stored session is the point.
const STORAGE_WARNING = /stored data affecting loading performance/i;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, 'no-docs': { type: 'boolean' } },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes 1 to 9');

const chromePath = findChromium();
if (!chromePath) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const puppeteer = await importPuppeteer();
// Lantern's simulation starts from the CPU time Chrome really took: other work on the machine
// lowers the scores (TBT above all).
const load = os.loadavg()[0];
if (load > 0.5)
  console.warn(`Note: load average ${load.toFixed(1)} before the build; scores suffer.`);
const started = performance.now();

await buildApp();
const app = await serveApp();
let chrome;
process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping Chrome, the API and the database...');
  chrome?.kill();
  app.stop().finally(() => process.exit(130));
});

/** @type {Map<string, Array<{ run: number, lhr: any }>>} */
const results = new Map(PAGES.map((p) => [p.name, []]));
let chromiumVersion = '';
try {
  await mkdir(REPORT_DIR, { recursive: true });
  for (const file of await readdir(REPORT_DIR))
    if (file.endsWith('.json')) await rm(path.join(REPORT_DIR, file));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of PAGES) {
      const t = performance.now();
      const { lhr, report, version } = await auditPage(page);
      chromiumVersion = version;
      const file = path.join(REPORT_DIR, `${page.name}-run${run}.json`);
      await writeFile(file, report);
      results.get(page.name).push({ run, lhr });
      console.log(
        `  ${page.path} run ${run}/${runs}: performance ${score(lhr, 'performance')}, ` +
          `accessibility ${score(lhr, 'accessibility')} ` +
          `(${((performance.now() - t) / 1000).toFixed(0)} s, ${path.relative(ROOT, file)})`,
      );
    }
  }
} finally {
  await app.stop();
}

// One run per page is reported: the median by performance score.
const rows = PAGES.map((page) => {
  const all = results.get(page.name);
  const sorted = [...all].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  return { page, lhr: sorted[Math.floor((sorted.length - 1) / 2)].lhr, all };
});
const table = markdownTable(rows);
const seconds = (performance.now() - started) / 1000;
const machine =
  `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version.slice(1)}, ` +
  `Chromium ${chromiumVersion}, Lighthouse ${rows[0].lhr.lighthouseVersion} ` +
  `(BenchmarkIndex ${Math.round(rows[0].lhr.environment.benchmarkIndex)}), ` +
  `${app.database.embedded ? 'embedded Postgres' : 'PostgreSQL from DATABASE_URL'}`;
const command = `pnpm bench:web${runs > 1 ? ` --runs ${runs}` : ''}`;

console.log(`\nLighthouse mobile (${command}; ${machine})\n`);
console.log(table);
for (const { page, lhr } of rows) {
  console.log(`\n${page.path}`);
  const perf = failingPerformanceAudits(lhr);
  console.log(
    `  performance ${score(lhr, 'performance')}${perf.length ? ', top failing audits:' : ''}`,
  );
  for (const audit of perf.slice(0, 3))
    console.log(`    - ${audit.id}: ${audit.displayValue || audit.title}`);
  const a11y = failingAccessibilityAudits(lhr);
  console.log(
    `  accessibility ${score(lhr, 'accessibility')}${a11y.length ? ', failing audits:' : ''}`,
  );
  for (const audit of a11y) {
    console.log(`    - ${audit.id} (${audit.title})`);
    for (const node of audit.nodes) console.log(`        ${node}`);
  }
  const warnings = lhr.runWarnings.filter((w) => !STORAGE_WARNING.test(w));
  for (const warning of warnings) console.log(`  warning: ${warning}`);
}
const missed = rows.filter(
  ({ lhr }) =>
    score(lhr, 'performance') < GOALS.performance ||
    score(lhr, 'accessibility') < GOALS.accessibility,
);
console.log(
  `\nGoals (performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}): ` +
    (missed.length
      ? `missed on ${missed.map((r) => r.page.path).join(', ')}`
      : 'met on every page'),
);
if (!args['no-docs']) {
  await writeDocSection({ table, machine, command, rows });
  console.log(`Wrote the Web (Lighthouse) section of ${path.relative(ROOT, DOC)}.`);
}
console.log(`Done in ${seconds.toFixed(0)} s.`);

// --- helpers ---

/** auditOnce, tried once more when Lighthouse itself fails (it asks for another run then). */
async function auditPage(page) {
  try {
    return await auditOnce(page);
  } catch (error) {
    if (!error.lighthouseRuntimeError) throw error;
    console.log(`  ${page.path}: ${error.message}; trying once more`);
    return auditOnce(page);
  }
}

/** One Lighthouse navigation in a fresh Chrome profile; signs in first when the page needs it. */
async function auditOnce(page) {
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const version = (await browser.version()).replace(/^[^/]*\//, '');
    if (page.account) {
      const session = await signIn(page.account);
      const tab = await browser.newPage();
      // Same origin as the app, but no app files: the first load Lighthouse measures stays cold.
      await tab.goto(`${app.origin}/api/health/`);
      await tab.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(session));
      await tab.close();
    }
    await browser.disconnect();

    const url = `${app.origin}${page.path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const error = new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      error.lighthouseRuntimeError = true;
      throw error;
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/$/, '') || '/';
    if (finalPath !== page.path) {
      throw new Error(
        `Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}` +
          (page.account ? ': the stored session was not picked up' : ''),
      );
    }
    for (const category of CATEGORIES) {
      if (lhr.categories[category]?.score == null)
        throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    }
    return { lhr, report: result.report, version };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/** Signs in through the API; answers the localStorage entries the web app would write. */
async function signIn(account) {
  const api = `${app.origin}/api/accounts`;
  const res = await fetch(`${api}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in as ${account.email} answered ${res.status}`);
  const tokens = await res.json();
  const meRes = await fetch(`${api}/me/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (!meRes.ok)
    throw new Error(`GET /api/accounts/me/ as ${account.email} answered ${meRes.status}`);
  const me = await meRes.json();
  return {
    'pango.accessToken': tokens.access,
    'pango.refreshToken': tokens.refresh,
    'pango.userType': me.user_type,
    'pango.user': JSON.stringify(me),
  };
}

function score(lhr, category) {
  return Math.round(lhr.categories[category].score * 100);
}

/** Failing audits of the performance category (not the metrics), largest estimated savings first. */
function failingPerformanceAudits(lhr) {
  const savings = (audit) => {
    const s = audit.metricSavings ?? {};
    return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 1000;
  };
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 0.9,
    )
    .sort((a, b) => savings(b) - savings(a) || a.score - b.score);
}

/** Failing accessibility audits with the elements they flag (selector and label). */
function failingAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      nodes: (audit.details?.items ?? [])
        .map((item) => item.node)
        .filter(Boolean)
        .map((node) => `${node.selector}${node.nodeLabel ? ` ("${node.nodeLabel}")` : ''}`),
    }));
}

function markdownTable(rows) {
  const multi = rows[0].all.length > 1;
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const seconds = (id, lhr) => `${(lhr.audits[id].numericValue / 1000).toFixed(2)} s`;
  const header = [
    'page',
    'performance',
    ...(multi ? ['performance, each run'] : []),
    'accessibility',
    'LCP',
    'TBT',
    'CLS',
    'FCP',
    'usable (TTI)',
    'transfer KiB',
    'JS KiB',
  ];
  const body = rows.map(({ page, lhr, all }) => {
    const resources = lhr.audits['resource-summary'].details.items;
    const scripts = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    return [
      page.path,
      String(score(lhr, 'performance')),
      ...(multi ? [all.map((r) => score(r.lhr, 'performance')).join(', ')] : []),
      String(score(lhr, 'accessibility')),
      seconds('largest-contentful-paint', lhr),
      `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      seconds('first-contentful-paint', lhr),
      // Time to interactive under the simulated Slow 4G: when the screen is usable (issue 26 item 9).
      lhr.audits.interactive?.numericValue === undefined ? 'n/a' : seconds('interactive', lhr),
      kib(lhr.audits['total-byte-weight'].numericValue),
      kib(scripts),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function writeDocSection({ table, machine, command, rows }) {
  const date = new Date().toISOString().slice(0, 10);
  const failing = rows.map(({ page, lhr }) => {
    const perf = failingPerformanceAudits(lhr)
      .slice(0, 3)
      .map((a) => `\`${a.id}\``);
    const a11y = failingAccessibilityAudits(lhr).map((a) => `\`${a.id}\``);
    return `- \`${page.path}\`: performance ${perf.length ? perf.join(', ') : 'none failing'}; accessibility ${a11y.length ? a11y.join(', ') : 'none failing'}`;
  });
  const section = [
    START_MARK,
    '',
    '## Web (Lighthouse)',
    '',
    'Written by `pnpm bench:web [--runs N]` (scripts/bench-web.mjs): the production build served on',
    'loopback with the demo data, Lighthouse with its default mobile settings (Moto G Power, simulated',
    'Slow 4G, 4x CPU slowdown) in a fresh headless Chromium profile per run; `/tenant` and',
    '`/admin/dashboard` signed in as the demo tenant and landlord. With several runs the table shows',
    "each page's median run by performance score. Goals (issue 12): performance at least",
    `${GOALS.performance} and accessibility ${GOALS.accessibility} on every page. "usable (TTI)" is Lighthouse's time to interactive under that`,
    'simulated Slow 4G: when the screen answers input reliably (issue 26 item 9). JSON reports:',
    '`.bench/lighthouse/` (not committed).',
    '',
    `Last run ${date}: \`${command}\`. Machine: ${machine}.`,
    '',
    table,
    '',
    'Failing audits of the reported runs (performance: the three with the largest estimated savings):',
    '',
    ...failing,
    '',
    END_MARK,
  ].join('\n');
  const current = await readFile(DOC, 'utf8');
  const start = current.indexOf(START_MARK);
  const end = current.indexOf(END_MARK);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + END_MARK.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  await writeFile(DOC, await prettier.format(next, { ...options, filepath: DOC }));
}

// puppeteer-core comes with Lighthouse (it drives Chrome through it); take that copy.
async function importPuppeteer() {
  const lighthouseDir = realpathSync(path.join(ROOT, 'node_modules/lighthouse/package.json'));
  const entry = createRequire(lighthouseDir).resolve('puppeteer-core');
  return (await import(pathToFileURL(entry).href)).default;
}
