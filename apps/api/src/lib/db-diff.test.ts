// diffSchemas() from scripts/lib/diff.mjs, behind `pnpm db:diff`: Prisma's own differ, run offline,
// writes a migration that the committed ones plus it build exactly the edited schema.prisma
// (the conformance check of db-schema-conformance.test.ts). See docs/decisions/002.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffSchemas } from '../../../../scripts/lib/diff.mjs';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../../../../scripts/lib/migrate.mjs';
import { createEmptySchema, requireDatabaseUrl } from '../test/db-schema.js';
import { SCHEMA_PATH, loadDmmf } from '../test/dmmf.js';
import { compareColumns, compareSchema } from '../test/schema-conformance.js';

let committed: string;
let edited: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  requireDatabaseUrl();
  committed = await readFile(SCHEMA_PATH, 'utf8');
  // The change a developer would make: a new optional field on an existing model.
  edited = committed.replace(
    /^model Property \{\n/m,
    (line) => `${line}  floorCount Int? @map("floor_count")\n`,
  );
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

describe('diffSchemas()', () => {
  it('gives an empty script for the committed schema against itself', async () => {
    expect(await diffSchemas(committed, committed)).toBe('');
  });

  it('adds a column for a new field, with no schema name', async () => {
    expect(edited).not.toBe(committed);
    const sql = await diffSchemas(committed, edited);
    expect(sql).toMatch(/^ALTER TABLE "properties" ADD COLUMN\s+"floor_count" INTEGER;$/m);
    expect(sql).not.toMatch(/CREATE SCHEMA/);
    expect(sql).not.toMatch(/"?public"?\./i);
  });

  it('drops the BEGIN/COMMIT around an enum rewrite (the runner owns the transaction)', async () => {
    // Removing an enum value: Prisma rewrites the type inside its own BEGIN ... COMMIT.
    const withoutDeclined = committed.replace(/^\s*declined\n/m, '');
    expect(withoutDeclined).not.toBe(committed);
    const sql = await diffSchemas(committed, withoutDeclined);
    expect(sql).toMatch(
      /CREATE TYPE "ApprovalStatus_new" AS ENUM \('pending', 'approved', 'unverified', 'expired'\);/,
    );
    expect(sql).not.toMatch(/^\s*(BEGIN|COMMIT)\b/im);
  });

  it('builds exactly the edited schema when applied after the committed migrations', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pango-migrations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    await mkdir(path.join(dir, '99990101000000_add_property_floor_count'));
    await writeFile(
      path.join(dir, '99990101000000_add_property_floor_count', 'migration.sql'),
      await diffSchemas(committed, edited),
    );
    const target = await createEmptySchema('db_diff');
    cleanups.push(target.drop);
    await migrate(target.databaseUrl, { schema: target.schema, migrationsDir: dir });

    const comparisons = await compareSchema(await loadDmmf(edited), target);
    for (const [aspect, { actual, expected }] of Object.entries(comparisons)) {
      expect(actual, aspect).toEqual(expected);
    }
    // The check does see the new column: the committed datamodel no longer matches.
    const before = await compareColumns(await loadDmmf(committed), target);
    expect(Object.keys(before.actual)).toContain('properties.floor_count');
    expect(Object.keys(before.expected)).not.toContain('properties.floor_count');
  }, 60_000);
});
