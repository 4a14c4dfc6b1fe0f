// `pnpm bench`: prints the figures docs/benchmarks.md records. Bounded and loopback-only.
//  - web: bytes (gzip) the browser downloads for the first screen (/login)
//  - api: latency of GET /api/accounts/me/ under 20 concurrent clients, and the API's memory
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveDatabase } from './lib/database.mjs';
import { migrate } from './lib/migrate.mjs';
import { seed } from './lib/seed.mjs';
import { ROOT, buildApp, waitForHttp } from './lib/run.mjs';

const REQUESTS = 2000;
const CONCURRENCY = 20;
const port = Number(process.env.BENCH_PORT ?? 4390);

await buildApp();

// 1. First-load weight of the web app: index.html plus the JS/CSS it references directly.
const dist = path.join(ROOT, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const initial = referenced.reduce((sum, f) => sum + gz(f), gzipSync(html).length);
const allJs = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const totalJs = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0);

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
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: 'inherit',
});
try {
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/health/`);
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
    `  database                         ${database.embedded ? 'embedded (PGlite)' : 'DATABASE_URL'}`,
  );
  console.log(
    `  web first load (/login), gzip    ${(initial / 1024).toFixed(1)} KiB (${referenced.length} files + index.html)`,
  );
  console.log(
    `  web all JS chunks, gzip          ${(totalJs / 1024).toFixed(1)} KiB (${allJs.length} files)`,
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
