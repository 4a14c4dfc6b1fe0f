// One closing line for the whole suite ("Summary: N passed, N failed"), added up from the JSON
// reports vitest (each package) and Playwright write, so CI logs end with a count, not a guess.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

const VITEST_REPORTS = ['apps/api', 'apps/web', 'packages/shared'].map((dir) =>
  path.join(ROOT, dir, 'test-results/vitest.json'),
);
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e/playwright-report/results.json');
/** Written by scripts/test-faults.mjs: one check (passed or failed) and its closing line. */
const FAULTS_REPORT = path.join(ROOT, 'test-results/faults.json');

export function clearTestResults() {
  for (const file of [...VITEST_REPORTS, PLAYWRIGHT_REPORT, FAULTS_REPORT]) {
    rmSync(file, { force: true });
  }
}

export function printSummary() {
  let passed = 0;
  let failed = 0;
  for (const file of VITEST_REPORTS) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (existsSync(PLAYWRIGHT_REPORT)) {
    const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
  }
  if (existsSync(FAULTS_REPORT)) {
    const faults = JSON.parse(readFileSync(FAULTS_REPORT, 'utf8'));
    if (faults.passed) passed += 1;
    else failed += 1;
    console.log(`\n${faults.line}`);
  }
  console.log(`\nSummary: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}
