import type { Env } from '../config/env.js';
import { Prisma } from '../generated/prisma/client.js';
import type { DbTx } from './db.js';

// Row locks for the writes where money or a tenancy changes hands (issue 11). Prisma has no
// SELECT ... FOR UPDATE, so this is raw SQL; Prisma qualifies its own queries with the configured
// schema (tests use one per file), and a raw query would otherwise resolve through search_path.

/** The tables (and their key column) a service may lock. */
const LOCKABLE = {
  units: 'id',
  properties: 'id',
  payments: 'id',
  tenant_profiles: 'user_id',
  tenancies: 'id',
} as const;
export type LockableTable = keyof typeof LOCKABLE;

type SchemaEnv = Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>;

function schemaOf(env: SchemaEnv): string {
  if (env.DATABASE_SCHEMA) return env.DATABASE_SCHEMA;
  try {
    return new URL(env.DATABASE_URL).searchParams.get('schema') ?? 'public';
  } catch {
    return 'public';
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Locks the rows with these keys until the transaction ends and returns the keys it found. Rows
 * are locked in key order: two transactions locking overlapping sets then wait for each other
 * instead of deadlocking. Call it before reading what the write depends on: once the lock is held,
 * a read in the same transaction (READ COMMITTED: each statement sees the latest commit) sees the
 * values no one else can change until we commit.
 */
export async function lockRows(
  tx: DbTx,
  env: SchemaEnv,
  table: LockableTable,
  keys: readonly number[],
): Promise<number[]> {
  if (keys.length === 0) return [];
  const target = Prisma.raw(`${quoted(schemaOf(env))}.${quoted(table)}`);
  const key = Prisma.raw(quoted(LOCKABLE[table]));
  const rows = await tx.$queryRaw<{ key: number }[]>`
    SELECT ${key} AS key FROM ${target}
    WHERE ${key} = ANY(${[...keys]}::int[])
    ORDER BY ${key}
    FOR UPDATE`;
  return rows.map((row) => row.key);
}
