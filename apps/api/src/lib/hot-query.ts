import pg from 'pg';
import type { Prisma } from '../generated/prisma/client.js';
import { poolOf, type Db, type DbTx } from './db.js';

// The reads served on every page load (the session guard, /me, the dashboard, the lists), sent
// on the client's own pg pool as named prepared statements instead of through Prisma's
// $queryRaw (ADR 049 addendum). Measured in one process on the reference set, /me's statement:
// $queryRaw 1.2 ms of API CPU and 3.4 ms wall per call, pg 0.55 and 2.0, pg with a named
// statement 0.33-0.45 and 1.0 (Postgres parses and plans it once per connection, not per call).

// Values come back as $queryRaw gave them, so callers read the same types either way: a date
// at UTC midnight, a timestamp (stored as UTC, without zone) as that instant, bigint as BigInt.
const PARSERS: Record<number, (text: string) => unknown> = {
  1082: (text) => new Date(`${text}T00:00:00Z`),
  1114: (text) => new Date(`${text.replace(' ', 'T')}Z`),
  20: (text) => BigInt(text),
};
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

// One name per statement text. The texts are few (a statement per read and filter combination,
// per schema in tests); past the cap a text runs unnamed rather than growing every connection's
// cache of prepared statements.
const names = new Map<string, string>();
const MAX_NAMED = 500;
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `hot_${names.size + 1}`;
  names.set(text, name);
  return name;
}

// A Date goes as its UTC instant without zone: the columns hold UTC (Prisma's convention), and
// pg would otherwise write the process's local time, which a timestamp column reads without its
// offset.
const valueOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace('Z', '') : value;

/** Runs `sql` on the pool under `db` as a named statement; inside a transaction, through it. */
export async function hotQuery<T>(db: Db | DbTx, sql: Prisma.Sql): Promise<T[]> {
  const hot = poolOf(db);
  if (!hot) return (db as Db).$queryRaw<T[]>(sql);
  hot.onStatement?.(sql.text);
  const result = await hot.pool.query({
    name: nameOf(sql.text),
    text: sql.text,
    values: sql.values.map(valueOf),
    types,
  });
  return result.rows as T[];
}
