// EXPLAIN ANALYZE of each endpoint's main query (scripts/bench/floor-queries.mjs) on the reference
// set: which indexes the plan uses and how long the query takes inside Postgres.
import { withClient } from '../lib/pg-client.mjs';
import { FLOOR_QUERIES } from './floor-queries.mjs';

/** @returns {Promise<{ name: string, indexes: string[], seqScans: string[], ms: number }[]>} */
export async function explainQueries(url, schema, ids) {
  return withClient(url, schema, async (client) => {
    const out = [];
    for (const [name, sql] of Object.entries(FLOOR_QUERIES)) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [
        name === 'me' ? ids.tenant : ids.landlord,
      ]);
      const [plan] = rows[0]['QUERY PLAN'];
      const indexes = new Set();
      const seqScans = new Set();
      const walk = (node) => {
        if (node['Index Name']) indexes.add(node['Index Name']);
        if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name']);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
      out.push({
        name,
        indexes: [...indexes],
        seqScans: [...seqScans],
        ms: plan['Execution Time'],
      });
    }
    return out;
  });
}
