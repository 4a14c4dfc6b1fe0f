// Schema conformance: proves that the committed migrations build exactly the database that
// prisma/schema.prisma describes (we cannot run `prisma migrate` here, see docs/decisions/002).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../../../scripts/lib/migrate.mjs';
import { createTestSchema, requireDatabaseUrl, type TestSchema } from '../test/db-schema.js';
import { loadDmmf, modelByName, type Dmmf } from '../test/dmmf.js';
import {
  compareCheckConstraints,
  compareColumns,
  compareEnums,
  compareForeignKeys,
  compareIndexes,
  compareTables,
} from '../test/schema-conformance.js';

let dmmf: Dmmf;
let testDb: TestSchema;

beforeAll(async () => {
  requireDatabaseUrl();
  dmmf = await loadDmmf();
  testDb = await createTestSchema('db_conformance');
}, 60_000);

afterAll(async () => {
  await testDb?.drop();
}, 60_000);

describe('migrations match schema.prisma', () => {
  it('has one table per model and no other tables', async () => {
    const { actual, expected } = await compareTables(dmmf, testDb);
    expect(actual).toEqual(expected);
  });

  it('has every enum type with the same values, and no other types', async () => {
    const { actual, expected } = await compareEnums(dmmf, testDb);
    expect(actual).toEqual(expected);
    // Lower-case enum values everywhere (the API speaks them verbatim).
    for (const values of Object.values(expected))
      for (const v of values) expect(v).toBe(v.toLowerCase());
  });

  it('has exactly the columns of every model, with matching type, nullability and default', async () => {
    const { actual, expected } = await compareColumns(dmmf, testDb);
    expect(actual).toEqual(expected);
  });

  it('has exactly the indexes schema.prisma declares (@id, @unique, @@unique, @@index)', async () => {
    const { actual, expected } = await compareIndexes(dmmf, testDb);
    expect(actual).toEqual(expected);
  });

  it('has exactly the foreign keys of every relation, with the declared onDelete', async () => {
    const { actual, expected } = await compareForeignKeys(dmmf, testDb);
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields) {
        if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
        // Project rule: onDelete is always explicit.
        expect(
          field.relationOnDelete,
          `${model.name}.${field.name} must declare onDelete`,
        ).toBeTruthy();
      }
    }
    expect(actual).toEqual(expected);
  });

  it('covers every foreign key with an index that starts with its columns', () => {
    for (const model of dmmf.datamodel.models) {
      const indexes = dmmf.datamodel.indexes
        .filter((ix) => ix.model === model.name)
        .map((ix) => ix.fields.map((f) => f.name));
      for (const field of model.fields) {
        const from = field.relationFromFields;
        if (field.kind !== 'object' || !from?.length) continue;
        const covered = indexes.some((cols) => from.every((name, i) => cols[i] === name));
        expect(covered, `${model.name}.${from.join(',')} needs an index`).toBe(true);
      }
    }
  });

  it('never cascades money rows away and stores money as Int', () => {
    for (const name of ['Payment', 'RentLedgerEntry']) {
      for (const field of modelByName(dmmf, name).fields) {
        if (field.kind === 'object' && field.relationFromFields?.length) {
          expect(['Restrict', 'SetNull', 'NoAction']).toContain(field.relationOnDelete);
        }
      }
    }
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields) {
        expect(['Float', 'Decimal'], `${model.name}.${field.name}`).not.toContain(field.type);
      }
    }
  });

  it('has the CHECK constraints schema.prisma cannot express', async () => {
    const { actual, expected } = await compareCheckConstraints(testDb);
    expect(actual).toEqual(expected);
  });

  it('has no hard-coded "public" schema in the migration SQL', async () => {
    for (const m of await readMigrations()) expect(m.sql).not.toMatch(/"?public"?\./i);
  });
});
