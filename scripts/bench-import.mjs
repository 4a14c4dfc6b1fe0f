// `pnpm bench:import`: the portfolio import's 2,000-row preview and commit (scripts/bench/import.mjs).
// Builds first unless --no-build. Uses DATABASE_URL, else a temporary embedded Postgres.
import { parseArgs } from 'node:util';
import { IMPORT_GOAL_MS, benchImport } from './bench/import.mjs';
import { buildApp } from './lib/run.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rows: { type: 'string', default: '2000' },
  },
});
if (!args['no-build']) await buildApp();
const result = await benchImport({ rows: Number(args.rows) });
console.log(
  `Import of ${result.rows} rows (${JSON.stringify(result.creates)}): preview ${result.previewMs} ms, commit ${result.commitMs} ms, total ${result.totalMs} ms (goal < ${IMPORT_GOAL_MS} ms)`,
);
