// The billing run over the reference set (issue 20, item 3; ADR 029): the built worker's
// `--once billing` against the bench schema, timed, with the process's peak resident memory.
// `pnpm bench` calls it; alone: DATABASE_URL=... node scripts/bench/billing-run.mjs [schema].
//
// The run is timed as of the 28th of next month (`--at`), when every tenancy of the set has a
// period due (the set's due dates lie in the coming month), after forgetting the run's bookkeeping
// (tenancy_billing_periods): each open tenancy is billed from its latest rent month, the busiest
// hour a run has. The first measurement posts that month's rent into the set; later ones find it
// there (skipped by its keys, as in production) and do the same reads.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, quoteIdent } from '../lib/migrate.mjs';
import { withClient } from '../lib/pg-client.mjs';
import { ROOT } from '../lib/run.mjs';
import { productionApiEnv } from '../lib/serve-app.mjs';

/** The goal of issue 20: the run over 60,000 tenancies in under a minute. */
export const BILLING_GOAL_SECONDS = 60;

const peakOf = (pid) => {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** The 28th of next month, 09:00 Nairobi: a time when every tenancy of the set has a period due. */
export function busiestRunTime(now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 28));
  return `${next.toISOString().slice(0, 10)}T09:00:00+03:00`;
}

/** @returns {Promise<{ seconds: number, peakMiB: number, tenancies: number, at: string, result: unknown }>} */
export async function benchBillingRun(databaseUrl, schema, at = busiestRunTime()) {
  await migrate(databaseUrl, { schema });
  const tenancies = await withClient(databaseUrl, undefined, async (client) => {
    await client.query(`DELETE FROM ${quoteIdent(schema)}.tenancy_billing_periods`);
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM ${quoteIdent(schema)}.tenancies WHERE open_unit_id IS NOT NULL`,
    );
    return rows[0].n;
  });
  const started = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'apps/api/dist/worker.js'), '--once', 'billing', '--at', at],
    {
      env: {
        ...productionApiEnv({ port: 9, databaseUrl, schema }),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let peakMiB = 0;
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  // VmHWM is the peak resident set the kernel kept; read until the process is gone.
  const poll = setInterval(() => (peakMiB = Math.max(peakMiB, peakOf(child.pid))), 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(poll);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`the billing run exited with ${code}:\n${output}`);
  const line = output.split('\n').find((l) => l.startsWith('{"job":'));
  return { seconds, peakMiB, tenancies, at, result: line ? JSON.parse(line).result : null };
}

export function formatBillingRun(run) {
  const verdict = run.seconds < BILLING_GOAL_SECONDS ? 'met' : 'not met';
  return `Billing run (\`worker.js --once billing --at ${run.at}\`) over ${run.tenancies.toLocaleString('en-GB')} open tenancies: ${run.seconds.toFixed(1)} s (goal < ${BILLING_GOAL_SECONDS} s: ${verdict}), peak resident memory ${run.peakMiB.toFixed(0)} MiB; ${JSON.stringify(run.result)}.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (the database holding the reference set).');
  const run = await benchBillingRun(url, process.argv[2] ?? 'bench_large');
  console.log(formatBillingRun(run));
}
