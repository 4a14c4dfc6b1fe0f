// The C2B matcher on its corpus of typed references (issue 19): the share of payments for a known
// tenant credited automatically (goal ≥ 90 %) and the credits to the wrong tenant (goal 0). The
// matcher's TS source is bundled with the API's own esbuild (the API's dist is one bundle), no
// database needed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/run.mjs';

const C2B_DIR = path.join(ROOT, 'apps/api/src/modules/payments/c2b');

export async function benchC2bMatching() {
  const { build } = createRequire(path.join(ROOT, 'apps/api/package.json'))('esbuild');
  const outDir = mkdtempSync(path.join(tmpdir(), 'pango-c2b-bench-'));
  try {
    const outfile = path.join(outDir, 'match-score.mjs');
    await build({
      entryPoints: [path.join(C2B_DIR, 'match-score.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    });
    const { scoreCorpus } = await import(pathToFileURL(outfile).href);
    const corpus = JSON.parse(readFileSync(path.join(C2B_DIR, 'corpus/match-corpus.json'), 'utf8'));
    const score = scoreCorpus(corpus);
    return {
      payments: score.payments,
      autoShare: score.autoShare,
      wrongCredits: score.wrongCredits.length,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The line `pnpm bench` prints (also printed by `node scripts/bench/c2b-matching.mjs` alone). */
export const c2bMatchingLine = (c2b) =>
  `C2B matching (corpus of ${c2b.payments} typed references): ${(c2b.autoShare * 100).toFixed(1)} % credited automatically (goal >= 90 %), ${c2b.wrongCredits} credited to the wrong tenant (goal 0)`;

// Run alone: the matcher's figures in a second, without the reference data set.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(c2bMatchingLine(await benchC2bMatching()));
