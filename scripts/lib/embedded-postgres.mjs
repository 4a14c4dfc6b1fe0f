// Embedded Postgres for a zero-setup default (docs/decisions/006-embedded-postgres.md):
// PGlite (Postgres in WebAssembly, data in a folder) served on a loopback port, so the API, the
// migrations and the tests talk to it through `pg` exactly as they would to a real server.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * @param {{ dataDir?: string, port?: number }} [options] dataDir omitted = in memory;
 *   port 0 = any free port.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port = 0 } = {}) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 50 });
  await server.start();
  const [, actualPort] = server.getServerConn().split(':');
  // PGlite ignores credentials; sslmode=disable keeps clients from asking for TLS.
  const url = `postgresql://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}
