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
