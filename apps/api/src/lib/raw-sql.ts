import { Prisma } from '../generated/prisma/client.js';
import type { Env } from '../config/env.js';

/**
 * A table name qualified with the schema Prisma's generated queries use (lib/db.ts): raw SQL is
 * not qualified by the adapter and would otherwise resolve through search_path, which in tests
 * (a schema per file) is the wrong schema.
 */
export function qualifiedTable(env: Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>, table: string) {
  let schema = env.DATABASE_SCHEMA;
  if (!schema) {
    try {
      schema = new URL(env.DATABASE_URL).searchParams.get('schema') ?? undefined;
    } catch {
      schema = undefined;
    }
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return Prisma.raw(`${quote(schema ?? 'public')}.${quote(table)}`);
}
