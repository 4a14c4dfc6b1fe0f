// Chooses the database for start/dev/test: DATABASE_URL when set, else the embedded Postgres.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embeddedUrl, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { ROOT } from './run.mjs';

/**
 * @param {{ persistent: boolean, reuseRunning?: boolean }} options persistent keeps embedded data
 *   in .data/postgres; reuseRunning connects to the embedded server a running `pnpm start` holds
 *   (its folder can have one server only) instead of starting one.
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function resolveDatabase({ persistent, reuseRunning = false }) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  // PANGO_DATA_DIR moves the embedded data elsewhere (a second local instance, the start-command test).
  const dataDir = persistent
    ? path.join(process.env.PANGO_DATA_DIR ?? path.join(ROOT, '.data'), 'postgres')
    : undefined;
  const running = reuseRunning && dataDir ? runningServerPort(dataDir) : null;
  if (running) return { url: embeddedUrl(running), embedded: true, stop: async () => {} };
  const pg = await startEmbeddedPostgres({ dataDir });
  return { url: pg.url, embedded: true, stop: pg.stop };
}

/** The port of the live server in `dataDir` (from its postmaster.pid), or null. */
function runningServerPort(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // Lines: pid, data directory, start time, port, ... (PostgreSQL's postmaster.pid layout).
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // EPERM: alive but another user's (as root the server runs as `postgres`); ESRCH: a stale file.
    if (error.code !== 'EPERM') return null;
  }
  return Number(port) || null;
}
