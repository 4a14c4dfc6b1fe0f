// `pnpm test`: the whole suite. Lint, types, unit and API tests (real Postgres), then the browser
// journeys (Playwright in Chromium against the built app). Uses DATABASE_URL when set (CI),
// otherwise an embedded Postgres, so it needs nothing but Node on the machine.
import { ensureChromium, CHROMIUM_HELP } from './lib/chromium.mjs';
import { resolveDatabase } from './lib/database.mjs';
import { buildApp, run } from './lib/run.mjs';
import { clearTestResults, printSummary } from './lib/test-summary.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const chromium = ensureChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

const database = await resolveDatabase({ persistent: false });
const env = { ...process.env, DATABASE_URL: database.url, CHROME_PATH: chromium };
console.log(
  `Tests use ${database.embedded ? 'an embedded Postgres' : 'the Postgres at DATABASE_URL'}.`,
);
clearTestResults();
let failed = false;
try {
  if (!e2eOnly) {
    await run(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'lint',
        '//#lint:scripts',
        '//#format:check',
        'typecheck',
        'test',
        '--output-logs=new-only',
        '--concurrency=2',
      ],
      { env },
    );
  }
  await buildApp({ env });
  // Issue 12: each screen's first-load JavaScript within its gzip budget, or the suite fails.
  await run('node', ['scripts/check-web-size.mjs'], { env });
  // Issue 22: crash proofs. The built API and worker killed with SIGKILL under load, then the
  // exactly-once invariants checked (scripts/test-faults.mjs; more kills: pnpm test:faults --kills N).
  await run('node', ['scripts/test-faults.mjs'], { env });
  await run('pnpm', ['--filter', '@pango/e2e', 'exec', 'playwright', 'test'], { env });
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  failed = true;
} finally {
  await database.stop();
  // A failed test fails the command even if a runner's exit code said otherwise (the API's
  // vitest once exited 0 with a failed test: async-exit-hook, see apps/api/src/test/global-setup.ts).
  if (printSummary().failed > 0) failed = true;
}
process.exit(failed ? 1 : 0);
