// Chooses the database for start/dev/test: DATABASE_URL when set, else the embedded Postgres.
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { ROOT } from './run.mjs';

/**
 * @param {{ persistent: boolean }} options persistent keeps embedded data in .data/postgres
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function resolveDatabase({ persistent }) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  // PANGO_DATA_DIR moves the embedded data elsewhere (a second local instance, the start-command test).
  const dataDir = persistent
    ? path.join(process.env.PANGO_DATA_DIR ?? path.join(ROOT, '.data'), 'postgres')
    : undefined;
  const pg = await startEmbeddedPostgres({ dataDir });
  return { url: pg.url, embedded: true, stop: pg.stop };
}
