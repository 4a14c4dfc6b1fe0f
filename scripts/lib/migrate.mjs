// Applies prisma/migrations/* with Prisma's own `_prisma_migrations` bookkeeping, without Prisma's
// schema-engine binary (which cannot be downloaded here). A machine that has the engine can run
// `prisma migrate deploy` / `migrate status` against a database migrated by this and agree with it.
// Why and how: docs/decisions/002-migrations-without-schema-engine.md
//
// Plain ESM JavaScript on purpose: it runs from plain `node` before anything is built, and it uses a
// single pg.Client (not a Pool) so it also works through PGlite's single-connection socket server.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(
  new URL('../../prisma/migrations', import.meta.url),
);

// The same key Prisma's schema engine uses (`SELECT pg_advisory_lock(72707369)`), so this command and
// `prisma migrate deploy` also exclude each other.
const ADVISORY_LOCK_KEY = 72707369;

// Byte for byte the table Prisma's schema engine creates on PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export class MigrationError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** sha256 hex of the file's bytes, as Prisma stores it in `_prisma_migrations.checksum`. */
export function checksum(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

export function quoteIdent(name) {
  return `"${String(name).replaceAll('"', '""')}"`;
}

/** Reads `<dir>/<name>/migration.sql` folders, sorted by name (Prisma's order). */
export async function readMigrations(migrationsDir = DEFAULT_MIGRATIONS_DIR) {
  if (!existsSync(migrationsDir))
    throw new MigrationError(`Migrations folder not found: ${migrationsDir}`);
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  if (existsSync(lockPath)) {
    const lock = await readFile(lockPath, 'utf8');
    const provider = /^\s*provider\s*=\s*"([^"]+)"/m.exec(lock)?.[1];
    if (provider && provider !== 'postgresql') {
      throw new MigrationError(
        `${lockPath} says provider = "${provider}", this command only applies postgresql migrations`,
      );
    }
  }
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory() && existsSync(path.join(migrationsDir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort();
  const migrations = [];
  for (const name of names) {
    const bytes = await readFile(path.join(migrationsDir, name, 'migration.sql'));
    migrations.push({ name, sql: bytes.toString('utf8'), checksum: checksum(bytes) });
  }
  return migrations;
}

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock.
 * Refuses when an applied migration's file changed, or when the database holds a failed migration.
 *
 * @param {string} databaseUrl
 * @param {{ schema?: string, log?: (message: string) => void, migrationsDir?: string }} [options]
 *   schema: Postgres schema to migrate (created if missing; search_path is set to it). Default: the
 *   connection's default (public).
 * @returns {Promise<{ applied: string[], alreadyApplied: string[] }>}
 */
// Runs in one process are chained: the advisory lock separates processes on a real server, but
// PGlite gives every connection one shared session, where a session lock excludes nothing.
let inProcessQueue = Promise.resolve();

export function migrate(databaseUrl, options = {}) {
  const run = inProcessQueue.then(() => migrateLocked(databaseUrl, options));
  inProcessQueue = run.catch(() => {});
  return run;
}

async function migrateLocked(
  databaseUrl,
  { schema, log = () => {}, migrationsDir = DEFAULT_MIGRATIONS_DIR } = {},
) {
  if (!databaseUrl) throw new MigrationError('migrate(): databaseUrl is required');
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let locked = false;
  try {
    if (schema) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    }
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    locked = true;

    // to_regclass resolves through search_path, so this finds the table in the target schema.
    const { rows: exists } = await client.query(
      `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "exists"`,
    );
    if (!exists[0].exists) await client.query(CREATE_MIGRATIONS_TABLE);

    const { rows } = await client.query(
      `SELECT "id", "checksum", "migration_name", "finished_at", "rolled_back_at", "logs"
         FROM "_prisma_migrations" ORDER BY "started_at" ASC`,
    );
    const live = rows.filter((r) => r.rolled_back_at === null);
    const failed = live.filter((r) => r.finished_at === null);
    if (failed.length > 0) {
      throw new MigrationError(
        `The database has failed migration(s): ${failed.map((r) => r.migration_name).join(', ')}. ` +
          `Fix the database by hand, then mark them rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() ...) ` +
          `or resolve them with \`prisma migrate resolve\`.`,
      );
    }
    const appliedByName = new Map(live.map((r) => [r.migration_name, r]));
    const local = new Set(migrations.map((m) => m.name));
    for (const r of live) {
      if (!local.has(r.migration_name)) {
        log(
          `warning: migration ${r.migration_name} is applied in the database but missing from ${migrationsDir}`,
        );
      }
    }
    const edited = migrations.filter(
      (m) => appliedByName.has(m.name) && appliedByName.get(m.name).checksum !== m.checksum,
    );
    if (edited.length > 0) {
      throw new MigrationError(
        `Migration(s) were modified after they were applied (checksum mismatch): ${edited.map((m) => m.name).join(', ')}. ` +
          `Never edit an applied migration; restore the file and add a new migration instead.`,
      );
    }

    const alreadyApplied = migrations.filter((m) => appliedByName.has(m.name)).map((m) => m.name);
    const pending = migrations.filter((m) => !appliedByName.has(m.name));
    const applied = [];
    for (const m of pending) {
      const id = randomUUID();
      log(`applying ${m.name}`);
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count")
           VALUES ($1, $2, $3, now(), 0)`,
          [id, m.checksum, m.name],
        );
        // Simple-query protocol (no parameters), so the whole multi-statement script runs at once.
        await client.query(m.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1`,
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        // Record the attempt like Prisma does, but already marked rolled back: the transaction undid
        // every statement, so the next run may simply try again.
        await client
          .query(
            `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "logs", "rolled_back_at", "applied_steps_count")
             VALUES ($1, $2, $3, now(), $4, now(), 0)`,
            [id, m.checksum, m.name, String(error?.stack ?? error)],
          )
          .catch(() => {});
        throw new MigrationError(
          `Migration ${m.name} failed and was rolled back: ${error?.message ?? error}`,
        );
      }
      applied.push(m.name);
    }
    if (applied.length === 0) log('no pending migrations');
    return { applied, alreadyApplied };
  } finally {
    if (locked)
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    // PGlite serves every connection from one backend session: leave its search_path as we found it.
    if (schema) await client.query('RESET search_path').catch(() => {});
    await client.end().catch(() => {});
  }
}
