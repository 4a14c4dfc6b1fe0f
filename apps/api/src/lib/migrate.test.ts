// migrate() from scripts/lib/migrate.mjs: Prisma-compatible bookkeeping, refusal of edited
// migrations, all-or-nothing application and one runner at a time (docs/decisions/002).
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MIGRATIONS_DIR,
  checksum,
  migrate,
  readMigrations,
} from '../../../../scripts/lib/migrate.mjs';
import {
  createEmptySchema,
  createTestSchema,
  queryRows,
  requireDatabaseUrl,
  withClient,
  type TestSchema,
} from '../test/db-schema.js';

let testDb: TestSchema;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  requireDatabaseUrl();
  testDb = await createTestSchema('db_migrate');
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await testDb?.drop();
}, 60_000);

describe('migrate()', () => {
  it('is idempotent and records Prisma-compatible bookkeeping', async () => {
    const again = await migrate(testDb.databaseUrl, { schema: testDb.schema });
    expect(again.applied).toEqual([]);
    const local = await readMigrations();
    expect(again.alreadyApplied).toEqual(local.map((m) => m.name));

    const rows = await withClient(
      testDb.databaseUrl,
      async (c) =>
        (
          await c.query<{
            migration_name: string;
            checksum: string;
            finished_at: Date | null;
            rolled_back_at: Date | null;
            applied_steps_count: number;
          }>(
            `SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM "_prisma_migrations" ORDER BY started_at`,
          )
        ).rows,
      testDb.schema,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(local.map((m) => m.name));
    for (const [i, r] of rows.entries()) {
      const bytes = await readFile(
        path.join(DEFAULT_MIGRATIONS_DIR, r.migration_name, 'migration.sql'),
      );
      expect(r.checksum).toBe(checksum(bytes));
      expect(r.checksum).toBe(local[i]?.checksum);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.rolled_back_at).toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }

    const columns = await queryRows<{
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: string;
      column_default: string | null;
    }>(
      testDb.databaseUrl,
      `SELECT column_name, data_type, character_maximum_length, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = $1 AND table_name = '_prisma_migrations' ORDER BY ordinal_position`,
      [testDb.schema],
    );
    expect(columns).toEqual([
      {
        column_name: 'id',
        data_type: 'character varying',
        character_maximum_length: 36,
        is_nullable: 'NO',
        column_default: null,
      },
      {
        column_name: 'checksum',
        data_type: 'character varying',
        character_maximum_length: 64,
        is_nullable: 'NO',
        column_default: null,
      },
      {
        column_name: 'finished_at',
        data_type: 'timestamp with time zone',
        character_maximum_length: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'migration_name',
        data_type: 'character varying',
        character_maximum_length: 255,
        is_nullable: 'NO',
        column_default: null,
      },
      {
        column_name: 'logs',
        data_type: 'text',
        character_maximum_length: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'rolled_back_at',
        data_type: 'timestamp with time zone',
        character_maximum_length: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'started_at',
        data_type: 'timestamp with time zone',
        character_maximum_length: null,
        is_nullable: 'NO',
        column_default: 'now()',
      },
      {
        column_name: 'applied_steps_count',
        data_type: 'integer',
        character_maximum_length: null,
        is_nullable: 'NO',
        column_default: '0',
      },
    ]);
  });

  it('refuses to run when an applied migration file was modified', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pango-migrations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    const [first] = await readMigrations(dir);
    await appendFile(
      path.join(dir, first!.name, 'migration.sql'),
      '\n-- edited after it was applied\n',
    );
    await expect(
      migrate(testDb.databaseUrl, { schema: testDb.schema, migrationsDir: dir }),
    ).rejects.toThrow(/modified after they were applied.*checksum/);
  });

  it('applies a new migration, and rolls back a failing one completely', async () => {
    const fresh = await createTestSchema('db_migrate_fail');
    cleanups.push(fresh.drop);
    const dir = await mkdtemp(path.join(tmpdir(), 'pango-migrations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });

    await mkdir(path.join(dir, '99990101000000_broken'));
    await writeFile(
      path.join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT 1 / 0;\n',
    );
    await expect(
      migrate(fresh.databaseUrl, { schema: fresh.schema, migrationsDir: dir }),
    ).rejects.toThrow(/99990101000000_broken failed and was rolled back/);
    const leftovers = await withClient(
      fresh.databaseUrl,
      async (c) => (await c.query(`SELECT to_regclass('"half_done"') AS t`)).rows[0],
      fresh.schema,
    );
    expect(leftovers.t).toBeNull();

    await writeFile(
      path.join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "half_done" ("id" INTEGER);\n',
    );
    const retry = await migrate(fresh.databaseUrl, { schema: fresh.schema, migrationsDir: dir });
    expect(retry.applied).toEqual(['99990101000000_broken']);
    const history = await withClient(
      fresh.databaseUrl,
      async (c) =>
        (
          await c.query(
            `SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back, logs IS NOT NULL AS has_logs FROM "_prisma_migrations" ORDER BY started_at`,
          )
        ).rows,
      fresh.schema,
    );
    expect(history.filter((h) => h.migration_name === '99990101000000_broken')).toEqual([
      {
        migration_name: '99990101000000_broken',
        finished: false,
        rolled_back: true,
        has_logs: true,
      },
      {
        migration_name: '99990101000000_broken',
        finished: true,
        rolled_back: false,
        has_logs: false,
      },
    ]);
  }, 30_000);

  it('lets only one of two concurrent runs apply the migrations', async () => {
    const empty = await createEmptySchema('db_migrate_lock');
    cleanups.push(empty.drop);
    const results = await Promise.all([
      migrate(empty.databaseUrl, { schema: empty.schema }),
      migrate(empty.databaseUrl, { schema: empty.schema }),
    ]);
    const local = (await readMigrations()).map((m) => m.name);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(local);
  }, 30_000);
});
