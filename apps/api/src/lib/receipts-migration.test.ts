// The receipts migration (issue 19 item 8, ADR 024) over payments credited before it: each
// landlord's credited rent payments are numbered 1, 2, ... by completed_at then id, nothing else
// is numbered, and each landlord's counter continues after their last number.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../../../../scripts/lib/migrate.mjs';
import { createEmptySchema, withClient, type TestSchema } from '../test/db-schema.js';

const MIGRATION = '20261124165559_receipts';

let target: TestSchema;
let previousDir: string;

async function migrationsBefore(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pango-migrations-'));
  for (const entry of await readdir(DEFAULT_MIGRATIONS_DIR)) {
    if (entry >= name && entry !== 'migration_lock.toml') continue;
    await cp(path.join(DEFAULT_MIGRATIONS_DIR, entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

const one = async (c: pg.Client, sql: string, params: unknown[] = []) =>
  (await c.query<{ id: number }>(`${sql} RETURNING "id"`, params)).rows[0]!.id;

/** A landlord with one housed tenant; `paid` are completed_at times of credited rent payments. */
async function landlordWithPayments(c: pg.Client, tag: string, paid: string[]) {
  const user = (email: string, role: string) =>
    one(
      c,
      `INSERT INTO "users" ("email", "password_hash", "full_name", "role", "updated_at") VALUES ($1, 'x', $1, $2, now())`,
      [email, role],
    );
  const landlord = await user(`landlord-${tag}@m.test`, 'landlord');
  const tenant = await user(`tenant-${tag}@m.test`, 'tenant');
  const property = await one(
    c,
    `INSERT INTO "properties" ("landlord_id", "name", "address", "unit_count", "updated_at") VALUES ($1, 'Court', 'Road', 1, now())`,
    [landlord],
  );
  const unit = await one(
    c,
    `INSERT INTO "units" ("landlord_id", "property_id", "unit_number", "room_type", "rent", "deposit", "is_available",
       "current_tenant_id", "updated_at")
     VALUES ($1, $2, 'A1', 'studio', 10000, 10000, false, $3, now())`,
    [landlord, property, tenant],
  );
  const payment = (kind: string, status: string, completedAt: string | null, ref: string) =>
    one(
      c,
      `INSERT INTO "payments" ("kind", "amount", "status", "provider", "tenant_id", "landlord_id", "unit_id",
         "merchant_reference", "completed_at", "updated_at")
       VALUES ($1, 10000, $2, 'mpesa', $3, $4, $5, $6, $7, now())`,
      [kind, status, tenant, landlord, unit, ref, completedAt],
    );
  const credited: number[] = [];
  for (const [i, at] of paid.entries()) {
    const id = await payment('rent', 'completed', at, `M-${tag}-${i}`);
    await c.query(
      `INSERT INTO "rent_ledger_entries" ("tenant_id", "unit_id", "landlord_id", "payment_id", "type", "amount", "description")
       VALUES ($1, $2, $3, $4, 'payment', -10000, 'Rent')`,
      [tenant, unit, landlord, id],
    );
    credited.push(id);
  }
  const pending = await payment('rent', 'pending', null, `M-${tag}-pending`);
  const deposit = await payment('deposit', 'completed', paid[0] ?? null, `M-${tag}-deposit`);
  return { landlord, credited, pending, deposit };
}

let a: Awaited<ReturnType<typeof landlordWithPayments>>;
let b: Awaited<ReturnType<typeof landlordWithPayments>>;
let numbers: Map<number, number | null>;
let counters: { landlord_id: number; last_number: number }[];

beforeAll(async () => {
  target = await createEmptySchema('receipts_migration');
  previousDir = await migrationsBefore(MIGRATION);
  await migrate(target.databaseUrl, { schema: target.schema, migrationsDir: previousDir });
  await withClient(
    target.databaseUrl,
    async (c) => {
      // Inserted out of time order: numbers follow completed_at, not ids.
      a = await landlordWithPayments(c, 'a', [
        '2026-03-05T09:00:00Z',
        '2026-01-05T09:00:00Z',
        '2026-02-05T09:00:00Z',
      ]);
      b = await landlordWithPayments(c, 'b', ['2026-01-06T09:00:00Z']);
    },
    target.schema,
  );
  await migrate(target.databaseUrl, { schema: target.schema });
  await withClient(
    target.databaseUrl,
    async (c) => {
      const rows = await c.query<{ id: number; receipt_number: number | null }>(
        'SELECT "id", "receipt_number" FROM "payments"',
      );
      numbers = new Map(rows.rows.map((r) => [r.id, r.receipt_number]));
      counters = (
        await c.query<{ landlord_id: number; last_number: number }>(
          'SELECT "landlord_id", "last_number" FROM "receipt_counters" ORDER BY "landlord_id"',
        )
      ).rows;
    },
    target.schema,
  );
}, 120_000);

afterAll(async () => {
  await target?.drop();
  if (previousDir) await rm(previousDir, { recursive: true, force: true });
});

describe('the receipts migration over credited payments', () => {
  it('numbers each landlord’s credited rent payments by completed_at, from 1', () => {
    expect(a.credited.map((id) => numbers.get(id))).toEqual([3, 1, 2]);
    expect(b.credited.map((id) => numbers.get(id))).toEqual([1]);
  });

  it('leaves pending payments and deposits without a number', () => {
    for (const id of [a.pending, a.deposit, b.pending, b.deposit])
      expect(numbers.get(id)).toBeNull();
  });

  it('starts each landlord’s counter after their last number', () => {
    expect(counters).toEqual([
      { landlord_id: a.landlord, last_number: 3 },
      { landlord_id: b.landlord, last_number: 1 },
    ]);
  });
});
