// Test helper: an isolated, migrated Postgres schema per test file.
//
//   const db = await createTestSchema('payments');   // in beforeAll
//   const prisma = createPrisma(db.databaseUrl, db.schema);
//   ...
//   await db.drop();                                  // in afterAll
//
// The database is the one src/test/global-setup.ts provides (DATABASE_URL, else the embedded server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, quoteIdent } from '../../../../scripts/lib/migrate.mjs';

export type TestSchema = {
  databaseUrl: string;
  schema: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
};

/** The test database URL: provided by the global setup, else DATABASE_URL. */
export function requireDatabaseUrl(): string {
  const url = inject('databaseUrl') ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'No test database: set DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/postgres) or run through vitest.config.ts (global setup).',
    );
  }
  return url;
}

/** A unique, valid schema name: `t_<label>_<pid>_<random>`, at most 63 bytes. */
export function uniqueSchemaName(label = 'test'): string {
  const clean = label
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  return `t_${clean}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Creates an empty schema (no migrations applied). */
export async function createEmptySchema(
  label = 'test',
  databaseUrl = requireDatabaseUrl(),
): Promise<TestSchema> {
  const schema = uniqueSchemaName(label);
  await withClient(databaseUrl, (c) => c.query(`CREATE SCHEMA ${quoteIdent(schema)}`));
  return { databaseUrl, schema, drop: () => dropSchema(databaseUrl, schema) };
}

/** Creates a schema and applies every migration in prisma/migrations to it. */
export async function createTestSchema(
  label = 'test',
  databaseUrl = requireDatabaseUrl(),
): Promise<TestSchema> {
  const schema = uniqueSchemaName(label);
  await migrate(databaseUrl, { schema });
  return { databaseUrl, schema, drop: () => dropSchema(databaseUrl, schema) };
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  await withClient(databaseUrl, (c) =>
    c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
  );
}

/** Runs one query on a fresh connection and returns its rows. */
export async function queryRows<T extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withClient(databaseUrl, async (c) => (await c.query<T>(sql, params)).rows);
}

/** Runs `fn` with a connected pg.Client whose search_path is `schema` (when given). */
export async function withClient<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
  schema?: string,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    return await fn(client);
  } finally {
    await client.end();
  }
}
