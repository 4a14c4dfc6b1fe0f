// One short-lived pg connection for the scripts: connect, point search_path at a schema when one
// is given, run `fn`, always disconnect.
import pg from 'pg';
import { quoteIdent } from './migrate.mjs';

/**
 * @template T
 * @param {string} databaseUrl
 * @param {string | undefined} schema
 * @param {(client: pg.Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withClient(databaseUrl, schema, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
