import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { Logger } from './logger.js';

// Large exports as `COPY (SELECT …) TO STDOUT`: Postgres formats the rows and the bytes go from its
// socket to the client's with backpressure, never becoming objects in the API (issue 26: a million
// payments through Prisma and csv-stringify ran at 24,000 rows/s and grew the heap by 165 MiB).
// The connections come from a small pool of their own, apart from Prisma's: an export holds its
// connection for as long as the client reads, and must not take one the requests wait for.

/** Exports one API process streams at once; the next waits up to CONNECT_TIMEOUT_MS, then 503. */
export const COPY_POOL_MAX = 2;
const CONNECT_TIMEOUT_MS = 3_000;

export type CopyOut = {
  /** `name` qualified with the schema the app's Prisma queries use. */
  table(name: string): string;
  /**
   * Takes a connection (a full pool or an unreachable database throws here, before any byte is
   * sent, and is answered 503) and returns the function that runs `copySql` into `out`.
   */
  open(copySql: string): Promise<(out: Writable) => Promise<void>>;
  end(): Promise<void>;
};

export function createCopyOut(
  databaseUrl: string,
  schema: string,
  logger: Pick<Logger, 'warn'>,
): CopyOut {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: COPY_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server drops (restart, idle timeout) is reported here; without a
  // listener it would end the process.
  pool.on('error', (err) => logger.warn({ err }, 'idle COPY connection lost'));
  const qualifiedSchema = pg.escapeIdentifier(schema);
  return {
    table: (name) => `${qualifiedSchema}.${pg.escapeIdentifier(name)}`,
    async open(copySql) {
      const client = await pool.connect();
      let used = false;
      return async (out) => {
        if (used) throw new Error('a COPY stream runs once');
        used = true;
        try {
          await pipeline(client.query(copyStreams.to(copySql)), out);
        } catch (err) {
          // A client gone mid-stream leaves the connection inside the COPY: releasing it with an
          // error closes its socket (the server then stops the COPY) instead of pooling it.
          client.release(err instanceof Error ? err : true);
          throw err;
        }
        client.release();
      };
    },
    end: () => pool.end(),
  };
}
