// The floor the API is compared with in `pnpm bench`: Express 5 with nothing but a route, and the
// same Express answering with one raw `pg` query that reads the rows an endpoint shows. Run as its
// own process (like the API) so both get the same share of the machine.
//   node scripts/bench/floor-server.mjs <port> <database url> <schema>
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/run.mjs';
import { FLOOR_QUERIES } from './floor-queries.mjs';

const express = createRequire(path.join(ROOT, 'apps/api/package.json'))('express');
const [port, url, schema] = process.argv.slice(2);
const pool = new pg.Pool({
  connectionString: url,
  max: 10,
  options: `-c search_path=${schema}`,
});

const app = express();
app.disable('x-powered-by');
app.get('/hello', (_req, res) => res.json({ hello: 'world' }));
for (const [name, sql] of Object.entries(FLOOR_QUERIES)) {
  app.get(`/pg/${name}`, async (req, res) => {
    const { rows } = await pool.query(sql, [Number(req.query.id)]);
    res.json(rows);
  });
}
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
