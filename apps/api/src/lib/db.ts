// The one place a PrismaClient is built. Configuration comes in as arguments (no process.env here).
// Prisma 7: the generated `prisma-client` talks to Postgres through the `pg` driver adapter
// (query compiler in WebAssembly, no Rust engine; see docs/decisions/002).
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Creates a PrismaClient for `databaseUrl`.
 *
 * `schema` selects the Postgres schema the generated queries are qualified with (tests migrate into
 * a schema of their own). When omitted, a Prisma-style `?schema=` parameter in the URL is honoured;
 * otherwise Prisma's default (`public`) applies. `poolMax` caps the pg pool's connections (pg's
 * default, 10, when omitted); the processes' sum must fit Postgres (ADR 046, docs/scaling.md).
 */
export function createPrisma(
  databaseUrl: string,
  schema?: string,
  poolMax?: number,
  /** Tests only: told of every statement sent, through Prisma or hotQuery (test/query-counter). */
  onStatement?: (statement: string) => void,
) {
  const selected = schema ?? schemaFromUrl(databaseUrl);
  // The pool is built here and handed to the adapter so that lib/hot-query.ts can send the
  // hottest reads on the same connections without Prisma (ADR 049 addendum).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // With the database down a request fails within this, as a 503, rather than hanging; the
    // pool drops broken connections and opens new ones once the database is back.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No JIT compilation and no parallel workers: the API's statements run in milliseconds
    // beside many others. A report whose row estimate is high (the MRI month's sums with
    // per-row name lookups) was compiled for 45 ms to run in 60, and ran in 42-47 ms with two
    // parallel workers against 21-30 ms alone on the busy two cores (docs/benchmarks.md).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    ...(poolMax ? { max: poolMax } : {}),
  });
  const adapter = new PrismaPg(pool, {
    ...(selected ? { schema: selected } : {}),
    // $disconnect ends the pool, as it did when the adapter built it.
    disposeExternalPool: true,
  });
  const client = onStatement
    ? new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter });
  if (onStatement) {
    (client as PrismaClient<'query'>).$on('query', (event) => onStatement(event.query));
  }
  hotPools.set(client, { pool, onStatement });
  return client as PrismaClient;
}

/** The pg pool under each client createPrisma built (a transaction client has none). */
const hotPools = new WeakMap<object, { pool: pg.Pool; onStatement?: (text: string) => void }>();
export const poolOf = (db: object) => hotPools.get(db);

const CONNECT_TIMEOUT_MS = 3_000;

/** The application's database handle. */
export type Db = ReturnType<typeof createPrisma>;

/** A handle usable inside `db.$transaction(async (tx) => ...)`. */
export type DbTx = Prisma.TransactionClient;

/** The Postgres schema queries run in: the explicit one, the URL's `?schema=`, else `public`. */
export const schemaOf = (databaseUrl: string, schema?: string): string =>
  schema ?? schemaFromUrl(databaseUrl) ?? 'public';

// Prisma's "can't reach / lost the server / pool timed out" codes, the pg adapter's kinds for the
// same, Postgres' "shutting down / starting up" and connection-exception (08xxx) states, and the
// socket errors of a raw `pg` client.
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|08...|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
// "Unable to start a transaction in the given time" (P2028) is an interactive transaction that
// waited its maxWait for a connection of a full pool: the database is saturated, not the code
// wrong (found by the soak, docs/benchmarks.md). Other P2028s (a transaction past its timeout)
// stay 500s.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;

/** True when `err` means the database cannot be reached right now (answered as 503). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  const e = err as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    kind?: unknown;
    meta?: { driverAdapterError?: unknown };
    cause?: unknown;
  };
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.code === 'string') {
    if (UNAVAILABLE_PRISMA_CODES.has(e.code) || UNAVAILABLE_SOCKET_CODES.has(e.code)) return true;
    if (UNAVAILABLE_SQLSTATE.test(e.code)) return true;
  }
  if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  return (
    isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1) ||
    isDatabaseUnavailable(e.cause, depth + 1)
  );
}

function schemaFromUrl(databaseUrl: string): string | undefined {
  try {
    return new URL(databaseUrl).searchParams.get('schema') ?? undefined;
  } catch {
    return undefined;
  }
}
