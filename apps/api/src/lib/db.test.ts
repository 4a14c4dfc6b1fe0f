// Schema conformance: proves that the committed migrations build exactly the database that
// prisma/schema.prisma describes (we cannot run `prisma migrate` here, see docs/decisions/002),
// that the generated client works against it, and that our migrate/seed commands behave.
import { cp, mkdtemp, readFile, rm, writeFile, appendFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDMMF } from '@prisma/internals';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MIGRATIONS_DIR,
  checksum,
  migrate,
  readMigrations,
} from '../../../../scripts/lib/migrate.mjs';
import { DEMO_ACCOUNTS, seed } from '../../../../scripts/lib/seed.mjs';
import {
  createEmptySchema,
  createTestSchema,
  requireDatabaseUrl,
  withClient,
  type TestSchema,
} from '../test/db-schema.js';
import { createPrisma, type Db } from './db.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const schemaPath = path.join(root, 'prisma/schema.prisma');

type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
type DmmfModel = Dmmf['datamodel']['models'][number];
type DmmfField = DmmfModel['fields'][number];

let dmmf: Dmmf;
let testDb: TestSchema;
const cleanups: Array<() => Promise<void>> = [];

const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
const columnOf = (f: DmmfField) => f.dbName ?? f.name;
const scalarFields = (m: DmmfModel) =>
  m.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');
function columnsFor(model: DmmfModel, fieldNames: readonly string[]) {
  return fieldNames.map((name) => {
    const field = model.fields.find((f) => f.name === name);
    if (!field) throw new Error(`${model.name}.${name} not found`);
    return columnOf(field);
  });
}
const modelByName = (name: string) => {
  const model = dmmf.datamodel.models.find((m) => m.name === name);
  if (!model) throw new Error(`model ${name} not found`);
  return model;
};

async function query<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withClient(testDb.databaseUrl, async (c) => (await c.query<T>(sql, params)).rows);
}

beforeAll(async () => {
  requireDatabaseUrl();
  dmmf = await getDMMF({ datamodel: await readFile(schemaPath, 'utf8') });
  testDb = await createTestSchema('db_conformance');
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await testDb?.drop();
}, 60_000);

describe('migrations match schema.prisma', () => {
  it('has one table per model and no other tables', async () => {
    const rows = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [testDb.schema],
    );
    const actual = rows.map((r) => r.table_name).sort();
    const expected = [...dmmf.datamodel.models.map(tableOf), '_prisma_migrations'].sort();
    expect(actual).toEqual(expected);
  });

  it('has every enum type with the same values, and no other types', async () => {
    const rows = await query<{ name: string; values: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = $1 GROUP BY t.typname`,
      [testDb.schema],
    );
    const actual = Object.fromEntries(rows.map((r) => [r.name, r.values]));
    const expected = Object.fromEntries(
      dmmf.datamodel.enums.map((e) => [
        e.dbName ?? e.name,
        e.values.map((v) => v.dbName ?? v.name),
      ]),
    );
    expect(actual).toEqual(expected);
    // Lower-case enum values everywhere (the API speaks them verbatim).
    for (const values of Object.values(expected))
      for (const v of values) expect(v).toBe(v.toLowerCase());
  });

  it('has exactly the columns of every model, with matching type, nullability and default', async () => {
    const rows = await query<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      data_type: string;
      udt_name: string;
      character_maximum_length: number | null;
      datetime_precision: number | null;
      column_default: string | null;
    }>(
      `SELECT table_name, column_name, is_nullable, data_type, udt_name, character_maximum_length,
              datetime_precision, column_default
         FROM information_schema.columns WHERE table_schema = $1 AND table_name <> '_prisma_migrations'`,
      [testDb.schema],
    );
    const describeColumn = (r: (typeof rows)[number]) => ({
      type: r.udt_name,
      length: r.character_maximum_length,
      precision: r.data_type.startsWith('timestamp') ? r.datetime_precision : null,
      nullable: r.is_nullable === 'YES',
      default: normaliseDefault(r.column_default),
    });
    const actual = Object.fromEntries(
      rows.map((r) => [`${r.table_name}.${r.column_name}`, describeColumn(r)]),
    );

    const expected: Record<string, ReturnType<typeof describeColumn>> = {};
    for (const model of dmmf.datamodel.models) {
      for (const field of scalarFields(model)) {
        expected[`${tableOf(model)}.${columnOf(field)}`] = expectedColumn(field);
      }
    }
    expect(actual).toEqual(expected);
  });

  it('has exactly the indexes schema.prisma declares (@id, @unique, @@unique, @@index)', async () => {
    const rows = await query<{
      table: string;
      columns: string[];
      unique: boolean;
      primary: boolean;
    }>(
      `SELECT t.relname AS "table", ix.indisunique AS "unique", ix.indisprimary AS "primary",
              array(SELECT a.attname FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns
         FROM pg_index ix
         JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = $1 AND t.relname <> '_prisma_migrations'`,
      [testDb.schema],
    );
    const key = (table: string, kind: string, columns: readonly string[]) =>
      `${table}(${columns.join(',')}) ${kind}`;
    const actual = rows
      .map((r) => key(r.table, r.primary ? 'primary' : r.unique ? 'unique' : 'index', r.columns))
      .sort();
    const expected = dmmf.datamodel.indexes
      .map((ix) => {
        const model = modelByName(ix.model);
        const kind = ix.type === 'id' ? 'primary' : ix.type === 'unique' ? 'unique' : 'index';
        return key(
          tableOf(model),
          kind,
          columnsFor(
            model,
            ix.fields.map((f) => f.name),
          ),
        );
      })
      .sort();
    expect(actual).toEqual(expected);
  });

  it('has exactly the foreign keys of every relation, with the declared onDelete', async () => {
    const rows = await query<{
      table: string;
      columns: string[];
      ref_table: string;
      ref_columns: string[];
      on_delete: string;
      on_update: string;
    }>(
      `SELECT t.relname AS "table", rt.relname AS ref_table, c.confdeltype AS on_delete, c.confupdtype AS on_update,
              array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns,
              array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS ref_columns
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class rt ON rt.oid = c.confrelid
         JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = $1`,
      [testDb.schema],
    );
    const actions: Record<string, string> = {
      a: 'NoAction',
      r: 'Restrict',
      c: 'Cascade',
      n: 'SetNull',
      d: 'SetDefault',
    };
    const actual = rows
      .map(
        (r) =>
          `${r.table}(${r.columns}) -> ${r.ref_table}(${r.ref_columns}) onDelete:${actions[r.on_delete]} onUpdate:${actions[r.on_update]}`,
      )
      .sort();

    const expected: string[] = [];
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields) {
        if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
        // Project rule: onDelete is always explicit.
        expect(
          field.relationOnDelete,
          `${model.name}.${field.name} must declare onDelete`,
        ).toBeTruthy();
        const target = modelByName(field.type);
        expected.push(
          `${tableOf(model)}(${columnsFor(model, field.relationFromFields)}) -> ${tableOf(target)}(${columnsFor(target, field.relationToFields ?? [])}) ` +
            `onDelete:${field.relationOnDelete} onUpdate:Cascade`,
        );
      }
    }
    expect(actual).toEqual(expected.sort());
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
      for (const field of modelByName(name).fields) {
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
    const rows = await query<{ name: string }>(
      `SELECT c.conname AS name FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'c' AND n.nspname = $1`,
      [testDb.schema],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(
      [
        'email_outbox_attempts_check',
        'payments_amount_check',
        'payments_months_covered_check',
        'properties_unit_count_check',
        'reminder_settings_days_of_month_check',
        'rent_ledger_entries_amount_sign_check',
        'rent_ledger_entries_payment_id_check',
        'tenant_profiles_id_document_size_check',
        'unit_types_amounts_check',
        'units_amounts_check',
        'users_email_lowercase_check',
      ].sort(),
    );
  });

  it('has no hard-coded "public" schema in the migration SQL', async () => {
    for (const m of await readMigrations()) expect(m.sql).not.toMatch(/"?public"?\./i);
  });
});

describe('generated client round trip', () => {
  let db: Db;
  beforeAll(() => {
    db = createPrisma(testDb.databaseUrl, testDb.schema);
  });
  afterAll(async () => {
    await db?.$disconnect();
  });

  it('creates and reads one row in every model', async () => {
    const created = new Set<string>();
    const mark = <T>(model: string, row: T) => {
      created.add(model);
      return row;
    };
    const landlord = mark(
      'User',
      await db.user.create({
        data: {
          email: 'rt-landlord@example.test',
          passwordHash: 'x',
          fullName: 'Round Trip',
          role: 'landlord',
        },
      }),
    );
    const tenant = mark(
      'User',
      await db.user.create({
        data: {
          email: 'rt-tenant@example.test',
          passwordHash: 'x',
          fullName: 'Rt Tenant',
          role: 'tenant',
          approvalStatus: 'pending',
          isActive: false,
        },
      }),
    );
    mark(
      'LandlordProfile',
      await db.landlordProfile.create({
        data: {
          userId: landlord.id,
          landlordCode: 'PNG-RT001',
          nationalId: '12345678',
          address: 'Nairobi',
          mpesaTillNumber: '123456',
        },
      }),
    );
    const property = mark(
      'Property',
      await db.property.create({
        data: {
          landlordId: landlord.id,
          name: 'RT Court',
          address: 'Ngong Road',
          city: 'Nairobi',
          unitCount: 1,
        },
      }),
    );
    mark(
      'PropertyImage',
      await db.propertyImage.create({ data: { propertyId: property.id, url: '/uploads/rt.jpg' } }),
    );
    const unitType = mark(
      'UnitType',
      await db.unitType.create({
        data: {
          landlordId: landlord.id,
          propertyId: property.id,
          name: 'Penthouse',
          rent: 80000,
          isCustom: true,
        },
      }),
    );
    const unit = mark(
      'Unit',
      await db.unit.create({
        data: {
          propertyId: property.id,
          unitTypeId: unitType.id,
          unitNumber: 'RT1',
          roomType: 'custom-Penthouse',
          rent: 80000,
          deposit: 80000,
          rentDueDate: new Date('2026-12-05'),
          currentTenantId: tenant.id,
        },
      }),
    );
    mark(
      'TenantProfile',
      await db.tenantProfile.create({
        data: {
          userId: tenant.id,
          landlordId: landlord.id,
          nationalId: 'AB1234567',
          phoneNumber: '0712345678',
          emergencyContact: '0733456789',
          moveInDate: new Date('2026-10-01'),
          bookingId: 'BK-RT-1',
          idDocumentSize: 1024,
        },
      }),
    );
    mark(
      'TenantApplication',
      await db.tenantApplication.create({
        data: {
          tenantId: tenant.id,
          landlordId: landlord.id,
          unitId: unit.id,
          alreadyLivingInProperty: true,
          requiresDeposit: false,
        },
      }),
    );
    const payment = mark(
      'Payment',
      await db.payment.create({
        data: {
          kind: 'rent',
          amount: 80000,
          provider: 'mpesa',
          status: 'completed',
          payerId: tenant.id,
          tenantId: tenant.id,
          landlordId: landlord.id,
          unitId: unit.id,
          monthsCovered: 1,
          merchantReference: 'RT-REF-1',
          checkoutRequestId: 'ws_CO_RT_1',
          mpesaReceipt: 'RTRECEIPT1',
          idempotencyKey: 'rt-key-1',
          rawLastStatus: { ResultCode: 0, items: [1, 'two'] },
          completedAt: new Date(),
        },
      }),
    );
    mark(
      'RentLedgerEntry',
      await db.rentLedgerEntry.create({
        data: {
          tenantId: tenant.id,
          unitId: unit.id,
          landlordId: landlord.id,
          type: 'charge',
          amount: 80000,
          periodStart: new Date('2026-11-01'),
          description: 'Rent 2026-11',
        },
      }),
    );
    mark(
      'RentLedgerEntry',
      await db.rentLedgerEntry.create({
        data: {
          tenantId: tenant.id,
          unitId: unit.id,
          landlordId: landlord.id,
          paymentId: payment.id,
          type: 'payment',
          amount: -80000,
          description: 'M-Pesa RTRECEIPT1',
        },
      }),
    );
    mark(
      'Report',
      await db.report.create({
        data: {
          tenantId: tenant.id,
          landlordId: landlord.id,
          unitId: unit.id,
          propertyId: property.id,
          title: 'Tap',
          category: 'plumbing',
          priority: 'high',
          description: 'Leaks',
        },
      }),
    );
    mark(
      'ReminderSetting',
      await db.reminderSetting.create({
        data: { landlordId: landlord.id, daysOfMonth: [1, 5, 25], message: 'Rent is due' },
      }),
    );
    mark(
      'Subscription',
      await db.subscription.create({
        data: { landlordId: landlord.id, plan: 'onetime', lastPaymentId: payment.id },
      }),
    );
    mark(
      'RefreshToken',
      await db.refreshToken.create({
        data: {
          userId: landlord.id,
          familyId: '6f1c2a53-2a55-4d8e-9d1b-0f6d1f7a9b10',
          tokenHash: 'rt-hash',
          expiresAt: new Date(Date.now() + 60_000),
          familyExpiresAt: new Date(Date.now() + 600_000),
        },
      }),
    );
    mark(
      'PasswordResetToken',
      await db.passwordResetToken.create({
        data: {
          userId: landlord.id,
          tokenHash: 'reset-hash',
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      }),
    );
    mark(
      'EmailOutbox',
      await db.emailOutbox.create({
        data: { to: 'rt-tenant@example.test', subject: 'Hello', text: 'Hi' },
      }),
    );
    mark(
      'AuditLog',
      await db.auditLog.create({
        data: {
          actorId: landlord.id,
          action: 'payment.completed',
          entityType: 'payment',
          entityId: String(payment.id),
          data: { amount: 80000 },
        },
      }),
    );

    expect([...created].sort()).toEqual(dmmf.datamodel.models.map((m) => m.name).sort());

    const readBack = await db.user.findUniqueOrThrow({
      where: { id: landlord.id },
      include: {
        landlordProfile: true,
        properties: {
          include: { units: { include: { currentTenant: true, unitType: true } }, images: true },
        },
        reminderSetting: true,
        subscription: { include: { lastPayment: true } },
      },
    });
    expect(readBack.landlordProfile?.landlordCode).toBe('PNG-RT001');
    expect(readBack.properties[0]?.units[0]?.currentTenant?.email).toBe('rt-tenant@example.test');
    expect(readBack.properties[0]?.units[0]?.rentDueDate?.toISOString()).toBe(
      '2026-12-05T00:00:00.000Z',
    );
    expect(readBack.reminderSetting?.daysOfMonth).toEqual([1, 5, 25]);
    expect(readBack.reminderSetting?.subject).toBe('Rent Reminder');
    expect(readBack.subscription?.expiresAt).toBeNull();
    expect(readBack.subscription?.lastPayment?.rawLastStatus).toEqual({
      ResultCode: 0,
      items: [1, 'two'],
    });
    expect(readBack.approvalStatus).toBe('approved');

    const ledger = await db.rentLedgerEntry.aggregate({
      where: { tenantId: tenant.id },
      _sum: { amount: true },
    });
    expect(ledger._sum.amount).toBe(0);
    const paymentRow = await db.payment.findUniqueOrThrow({
      where: { merchantReference: 'RT-REF-1' },
      include: { ledgerEntry: true },
    });
    expect(paymentRow).toMatchObject({ currency: 'KES', paymentMethod: 'mpesa', amount: 80000 });
    expect(paymentRow.ledgerEntry?.amount).toBe(-80000);
    const token = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: 'rt-hash' } });
    expect(token.id).toMatch(/^[0-9a-f-]{36}$/);
    const outbox = await db.emailOutbox.findFirstOrThrow({ where: { status: 'pending' } });
    expect(outbox.attempts).toBe(0);
  });

  it('enforces the database rules the application relies on', async () => {
    await expect(
      db.user.create({
        data: { email: 'Upper@Example.test', passwordHash: 'x', fullName: 'U', role: 'tenant' },
      }),
    ).rejects.toThrow();
    const landlord = await db.user.create({
      data: {
        email: 'rules-landlord@example.test',
        passwordHash: 'x',
        fullName: 'L',
        role: 'landlord',
      },
    });
    const tenant = await db.user.create({
      data: {
        email: 'rules-tenant@example.test',
        passwordHash: 'x',
        fullName: 'T',
        role: 'tenant',
      },
    });
    const property = await db.property.create({
      data: { landlordId: landlord.id, name: 'Rules', address: 'Thika Road' },
    });
    const unit = await db.unit.create({
      data: {
        propertyId: property.id,
        unitNumber: '1',
        roomType: 'studio',
        rent: 10000,
        deposit: 10000,
      },
    });
    // unit numbers are unique per property
    await expect(
      db.unit.create({
        data: {
          propertyId: property.id,
          unitNumber: '1',
          roomType: 'studio',
          rent: 10000,
          deposit: 0,
        },
      }),
    ).rejects.toMatchObject({ code: 'P2002' });
    // amounts
    const base = {
      kind: 'rent',
      provider: 'mpesa',
      tenantId: tenant.id,
      landlordId: landlord.id,
      unitId: unit.id,
    } as const;
    await expect(
      db.payment.create({ data: { ...base, amount: 0, merchantReference: 'RULES-0' } }),
    ).rejects.toThrow();
    const payment = await db.payment.create({
      data: { ...base, amount: 10000, status: 'completed', merchantReference: 'RULES-1' },
    });
    // a payment is credited at most once
    const credit = {
      tenantId: tenant.id,
      unitId: unit.id,
      landlordId: landlord.id,
      paymentId: payment.id,
      type: 'payment',
      amount: -10000,
      description: 'credit',
    } as const;
    await db.rentLedgerEntry.create({ data: credit });
    await expect(db.rentLedgerEntry.create({ data: credit })).rejects.toMatchObject({
      code: 'P2002',
    });
    // sign convention
    await expect(
      db.rentLedgerEntry.create({
        data: { ...credit, paymentId: null, type: 'charge', amount: -5 },
      }),
    ).rejects.toThrow();
    await expect(
      db.rentLedgerEntry.create({ data: { ...credit, paymentId: null } }),
    ).rejects.toThrow();
    // money rows are never cascaded away: a tenant or landlord with payments cannot be deleted
    await expect(db.user.delete({ where: { id: tenant.id } })).rejects.toThrow();
    await expect(db.user.delete({ where: { id: landlord.id } })).rejects.toThrow();
    expect(await db.payment.count({ where: { id: payment.id } })).toBe(1);
    // tokens and profiles go with their user
    const other = await db.user.create({
      data: {
        email: 'rules-other@example.test',
        passwordHash: 'x',
        fullName: 'O',
        role: 'landlord',
        landlordProfile: {
          create: { landlordCode: 'PNG-RULES', nationalId: '1234567', address: 'x' },
        },
        refreshTokens: {
          create: {
            familyId: '0d6c5a53-2a55-4d8e-9d1b-0f6d1f7a9b10',
            tokenHash: 'rules-hash',
            expiresAt: new Date(),
            familyExpiresAt: new Date(),
          },
        },
      },
    });
    await db.user.delete({ where: { id: other.id } });
    expect(await db.landlordProfile.count({ where: { userId: other.id } })).toBe(0);
    expect(await db.refreshToken.count({ where: { userId: other.id } })).toBe(0);
    // reminder days are days of a month
    await expect(
      db.reminderSetting.create({
        data: { landlordId: landlord.id, daysOfMonth: [0, 32], message: 'x' },
      }),
    ).rejects.toThrow();
  });
});

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

    const columns = await query<{
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: string;
      column_default: string | null;
    }>(
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
    expect(history.slice(1)).toEqual([
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

describe('seed()', () => {
  it('creates the demo data once and is a no-op the second time', async () => {
    const target = await createTestSchema('db_seed');
    cleanups.push(target.drop);
    const counts = () =>
      withClient(
        target.databaseUrl,
        async (c) =>
          (
            await c.query(`SELECT (SELECT count(*) FROM "users")::int AS users, (SELECT count(*) FROM "payments")::int AS payments,
                                  (SELECT count(*) FROM "rent_ledger_entries")::int AS ledger, (SELECT count(*) FROM "units")::int AS units,
                                  (SELECT count(*) FROM "reports")::int AS reports`)
          ).rows[0],
        target.schema,
      );

    expect(await seed(target.databaseUrl, { schema: target.schema })).toEqual({ seeded: true });
    const first = await counts();
    expect(await seed(target.databaseUrl, { schema: target.schema })).toEqual({ seeded: false });
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ users: 3, payments: 4, units: 8, reports: 2 });

    // The seeded data reads back through the generated client.
    const db = createPrisma(target.databaseUrl, target.schema);
    try {
      const landlord = await db.user.findUniqueOrThrow({
        where: { email: 'landlord@pango.test' },
        include: { landlordProfile: true, subscription: true, properties: true },
      });
      expect(landlord.fullName).toBe('Wanjiku Kamau');
      expect(landlord.landlordProfile?.landlordCode).toBe('PNG-DEMO1');
      expect(landlord.subscription).toMatchObject({ plan: 'free', isActive: true });
      expect(landlord.properties.map((p) => p.name).sort()).toEqual([
        'Kilimani Heights',
        'Riverside Court',
      ]);
      const tenant = await db.user.findUniqueOrThrow({
        where: { email: 'tenant@pango.test' },
        include: { currentUnit: true, tenantPayments: true },
      });
      expect(tenant.currentUnit?.isAvailable).toBe(false);
      expect(
        tenant.tenantPayments
          .filter((p) => p.status === 'completed')
          .map((p) => p.kind)
          .sort(),
      ).toEqual(['deposit', 'rent', 'rent']);
      expect(tenant.tenantPayments.filter((p) => p.status === 'pending')).toHaveLength(1);
      const balance = await db.rentLedgerEntry.aggregate({
        where: { tenantId: tenant.id },
        _sum: { amount: true },
      });
      expect(balance._sum.amount).toBe(tenant.currentUnit?.rent); // current month charged, not yet paid
      const pending = await db.user.findUniqueOrThrow({
        where: { email: 'pending@pango.test' },
        include: { applications: { include: { unit: true } } },
      });
      expect(pending).toMatchObject({ isActive: false, approvalStatus: 'pending' });
      expect(pending.applications[0]).toMatchObject({ status: 'pending' });
      expect(pending.applications[0]?.unit.isAvailable).toBe(true);
      expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
        'landlord@pango.test',
        'tenant@pango.test',
        'pending@pango.test',
      ]);
    } finally {
      await db.$disconnect();
    }
  }, 60_000);
});

describe('PGlite through pglite-socket (single connection)', () => {
  it('migrates, seeds and serves the generated client', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pglite = await PGlite.create();
    const server = new PGLiteSocketServer({
      db: pglite,
      port: 0,
      host: '127.0.0.1',
      maxConnections: 1,
    });
    await server.start();
    try {
      const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
      expect((await migrate(url)).applied).toHaveLength((await readMigrations()).length);
      expect((await migrate(url)).applied).toEqual([]);
      expect(await seed(url)).toEqual({ seeded: true });
      expect(await seed(url)).toEqual({ seeded: false });
      const db = createPrisma(url);
      try {
        expect(await db.user.count()).toBe(3);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await server.stop();
      await pglite.close();
    }
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------

function expectedColumn(field: DmmfField) {
  const native = field.nativeType?.[0];
  let type: string;
  let length: number | null = null;
  let precision: number | null = null;
  if (field.kind === 'enum') {
    const e = dmmf.datamodel.enums.find((x) => x.name === field.type);
    type = e?.dbName ?? field.type;
  } else if (native) {
    const nativeTypes: Record<string, string> = {
      VarChar: 'varchar',
      Char: 'bpchar',
      Uuid: 'uuid',
      Date: 'date',
      Text: 'text',
      Timestamptz: 'timestamptz',
      Timestamp: 'timestamp',
    };
    type = nativeTypes[native] ?? native.toLowerCase();
    if (native === 'VarChar' || native === 'Char') length = Number(field.nativeType?.[1][0]);
    if (native === 'Timestamp' || native === 'Timestamptz')
      precision = Number(field.nativeType?.[1][0] ?? 3);
  } else {
    const types: Record<string, string> = {
      Int: 'int4',
      BigInt: 'int8',
      String: 'text',
      Boolean: 'bool',
      DateTime: 'timestamp',
      Json: 'jsonb',
      Float: 'float8',
      Decimal: 'numeric',
      Bytes: 'bytea',
    };
    type = types[field.type] ?? `unknown:${field.type}`;
    if (field.type === 'DateTime') precision = 3;
  }
  if (field.isList) type = `_${type}`;
  return {
    type,
    length,
    precision,
    // Prisma creates scalar-list columns without NOT NULL (the client always writes an array).
    nullable: field.isList ? true : !field.isRequired,
    default: expectedDefault(field),
  };
}

function expectedDefault(field: DmmfField): string | null {
  const d = field.default as unknown;
  if (d === undefined || d === null) return null;
  if (typeof d === 'object' && 'name' in d) {
    const name = (d as { name: string }).name;
    if (name === 'autoincrement') return 'nextval';
    if (name === 'now') return 'CURRENT_TIMESTAMP';
    if (name === 'uuid' || name === 'cuid' || name === 'nanoid' || name === 'ulid') return null; // generated by the client
    if (name === 'dbgenerated') return `dbgenerated`;
    return `fn:${name}`;
  }
  if (Array.isArray(d)) return `{${d.join(',')}}`;
  return String(d);
}

function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  if (value.startsWith('nextval(')) return 'nextval';
  // 'KES'::character varying, 'pending'::"PaymentStatus", 'open'::text → KES, pending, open
  return value.replace(/::[\w" .]+(\[\])?$/g, '').replace(/^'(.*)'$/s, '$1');
}
