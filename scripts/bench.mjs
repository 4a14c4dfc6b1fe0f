// `pnpm bench`: prints the figures docs/benchmarks.md records. Bounded and loopback-only.
//  - web: bytes Chromium downloads to show the first screen (/login), as the server sends them
//  - api: latency of GET /api/accounts/me/ under 20 concurrent clients, and the API's memory
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { resolveDatabase } from './lib/database.mjs';
import { migrate } from './lib/migrate.mjs';
import { seed } from './lib/seed.mjs';
import { ROOT, buildApp, waitForHttp } from './lib/run.mjs';

const REQUESTS = 2000;
const CONCURRENCY = 20;
const port = Number(process.env.BENCH_PORT ?? 4390);

await buildApp();

// 2. API latency and memory.
const database = await resolveDatabase({ persistent: false });
const schema = `bench_${process.pid}`;
await migrate(database.url, { schema });
await seed(database.url, { schema });
const api = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/index.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATABASE_SCHEMA: schema,
    WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // Production requires both; the benchmark sends no email (nothing listens there).
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: 'inherit',
});
try {
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/health/`);
  const firstLoad = await measureFirstLoad(`http://127.0.0.1:${port}/login`);
  const login = await fetch(`${base}/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'tenant@pango.test',
      password: 'Tenant123',
      user_type: 'tenant',
    }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.access}` };
  for (let i = 0; i < 100; i += 1)
    await fetch(`${base}/accounts/me/`, { headers }).then((r) => r.arrayBuffer());

  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t = performance.now();
        const res = await fetch(`${base}/accounts/me/`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`me answered ${res.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const rssKb = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? NaN,
  );

  console.log('\nPango benchmark');
  console.log(
    `  database                         ${database.embedded ? 'embedded Postgres' : 'DATABASE_URL'}`,
  );
  console.log(
    `  web first load (/login)          ${(firstLoad.bytes / 1024).toFixed(1)} KiB over ${firstLoad.requests} requests; form shown after ${firstLoad.ms} ms`,
  );
  console.log(`  GET /api/accounts/me/            ${REQUESTS} requests, ${CONCURRENCY} concurrent`);
  console.log(`    throughput                     ${(REQUESTS / seconds).toFixed(0)} req/s`);
  console.log(`    latency p50 / p95 / p99        ${pct(50)} / ${pct(95)} / ${pct(99)} ms`);
  console.log(`  API resident memory after load   ${(rssKb / 1024).toFixed(0)} MiB`);
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await database.stop();
}

// Loads /login in Chromium and adds up the encoded (on-the-wire) response bodies until the form shows.
async function measureFirstLoad(url) {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('pnpm bench needs Chromium (see pnpm test for how to get one)');
  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const responses = [];
    page.on('response', (r) => responses.push(r));
    const started = Date.now();
    await page.goto(url);
    await page.getByRole('button', { name: 'Sign In as Tenant' }).waitFor();
    const ms = Date.now() - started;
    const sizes = await Promise.all(responses.map((r) => r.request().sizes()));
    return {
      bytes: sizes.reduce((sum, s) => sum + s.responseBodySize + s.responseHeadersSize, 0),
      requests: responses.length,
      ms,
    };
  } finally {
    await browser.close();
  }
}
