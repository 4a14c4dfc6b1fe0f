// The tenancies migration (ADR 021) run over a database filled by the schema before it: every
// rent balance is unchanged, every ledger entry and money row lands on the right tenancy, and a
// unit re-let to a second tenant keeps the two histories apart.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../../../../scripts/lib/migrate.mjs';
import { createEmptySchema, withClient, type TestSchema } from '../test/db-schema.js';

const MIGRATION = '20261124161946_tenancies';

let target: TestSchema;
let previousDir: string;

/** prisma/migrations without the tenancies migration and everything after it. */
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

/**
 * Under the old schema: one landlord, two units. Amina lives in unit A (charged three months,
 * paid two, a deposit held, a report). Unit B was Brian's (charged two months, paid one, then he
 * left owing) and is now Carol's (charged one month, an overpayment credit).
 */
async function fillPreviousSchema(c: pg.Client) {
  const user = (email: string, role: string) =>
    one(
      c,
      `INSERT INTO "users" ("email", "password_hash", "full_name", "role", "updated_at") VALUES ($1, 'x', $1, $2, now())`,
      [email, role],
    );
  const landlord = await user('landlord@m.test', 'landlord');
  const [amina, brian, carol] = [
    await user('amina@m.test', 'tenant'),
    await user('brian@m.test', 'tenant'),
    await user('carol@m.test', 'tenant'),
  ];
  const property = await one(
    c,
    `INSERT INTO "properties" ("landlord_id", "name", "address", "unit_count", "updated_at") VALUES ($1, 'Court', 'Road', 2, now())`,
    [landlord],
  );
  const unit = (number: string, tenant: number, anchor: string) =>
    one(
      c,
      `INSERT INTO "units" ("landlord_id", "property_id", "unit_number", "room_type", "rent", "deposit", "is_available",
         "current_tenant_id", "billing_anchor_date", "updated_at")
       VALUES ($1, $2, $3, 'studio', 15000, 15000, false, $4, $5, now())`,
      [landlord, property, number, tenant, anchor],
    );
  const unitA = await unit('A1', amina, '2026-08-03');
  const unitB = await unit('B1', carol, '2026-10-10');
  const payment = (tenant: number, unitId: number, kind: string, amount: number, ref: string) =>
    one(
      c,
      `INSERT INTO "payments" ("kind", "amount", "status", "provider", "payer_id", "tenant_id", "landlord_id", "unit_id",
         "merchant_reference", "completed_at", "updated_at")
       VALUES ($1, $2, 'completed', 'mpesa', $3, $3, $4, $5, $6, now(), now())`,
      [kind, amount, tenant, landlord, unitId, ref],
    );
  const entry = (
    tenant: number,
    unitId: number,
    amount: number,
    month: string,
    paymentId?: number,
  ) =>
    c.query(
      `INSERT INTO "rent_ledger_entries" ("tenant_id", "unit_id", "landlord_id", "payment_id", "type", "amount",
         "period_start", "description", "charge_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'entry', $8)`,
      [
        tenant,
        unitId,
        landlord,
        paymentId ?? null,
        paymentId ? 'payment' : amount > 0 ? 'charge' : 'adjustment',
        amount,
        `${month}-01`,
        paymentId || amount < 0 ? null : `${tenant}:${unitId}:${month}`,
      ],
    );
  for (const month of ['2026-08', '2026-09', '2026-10']) await entry(amina, unitA, 15000, month);
  await entry(amina, unitA, -15000, '2026-08', await payment(amina, unitA, 'rent', 15000, 'R-A1'));
  await entry(amina, unitA, -15000, '2026-09', await payment(amina, unitA, 'rent', 15000, 'R-A2'));
  await payment(amina, unitA, 'deposit', 15000, 'D-A');
  for (const month of ['2026-06', '2026-07']) await entry(brian, unitB, 15000, month);
  await entry(brian, unitB, -15000, '2026-06', await payment(brian, unitB, 'rent', 15000, 'R-B1'));
  await entry(carol, unitB, 15000, '2026-10');
  await entry(carol, unitB, -2000, '2026-10');
  await c.query(
    `INSERT INTO "reports" ("tenant_id", "landlord_id", "unit_id", "property_id", "title", "category", "priority",
       "description", "updated_at")
     VALUES ($1, $2, $3, $4, 'Leak', 'plumbing', 'high', 'Kitchen tap', now())`,
    [amina, landlord, unitA, property],
  );
  return { amina, brian, carol, unitA, unitB };
}

type Balance = { tenant_id: number; unit_id: number; balance: number };
const balancesOf = async (c: pg.Client) =>
  (
    await c.query<Balance>(
      `SELECT "tenant_id", "unit_id", "balance" FROM "rent_balances" ORDER BY "tenant_id", "unit_id"`,
    )
  ).rows;

let people: Awaited<ReturnType<typeof fillPreviousSchema>>;
let before: Balance[];

beforeAll(async () => {
  target = await createEmptySchema('tenancies_migration');
  previousDir = await migrationsBefore(MIGRATION);
  await migrate(target.databaseUrl, { schema: target.schema, migrationsDir: previousDir });
  await withClient(
    target.databaseUrl,
    async (c) => {
      people = await fillPreviousSchema(c);
      before = await balancesOf(c);
    },
    target.schema,
  );
  await migrate(target.databaseUrl, { schema: target.schema });
}, 120_000);

afterAll(async () => {
  await target?.drop();
  if (previousDir) await rm(previousDir, { recursive: true, force: true });
});

describe('the tenancies migration over existing data', () => {
  it('leaves every balance unchanged, now one per tenancy', async () => {
    expect(before).toEqual([
      { tenant_id: people.amina, unit_id: people.unitA, balance: 15000 },
      { tenant_id: people.brian, unit_id: people.unitB, balance: 15000 },
      { tenant_id: people.carol, unit_id: people.unitB, balance: 13000 },
    ]);
    await withClient(
      target.databaseUrl,
      async (c) => {
        expect(await balancesOf(c)).toEqual(before);
        const { rows } = await c.query<{ tenancy_id: number; balance: number; sum: number }>(
          `SELECT b."tenancy_id", b."balance", (SELECT sum(e."amount") FROM "rent_ledger_entries" e
                                                WHERE e."tenancy_id" = b."tenancy_id")::int AS "sum"
             FROM "rent_balances" b`,
        );
        expect(rows).toHaveLength(3);
        for (const row of rows) expect(row.balance).toBe(row.sum);
      },
      target.schema,
    );
  });

  it('opens a tenancy per tenant and unit: current tenants active from their anchor, a past one ended', async () => {
    await withClient(
      target.databaseUrl,
      async (c) => {
        const { rows } = await c.query(
          `SELECT "tenant_id", "unit_id", "status", to_char("start_date", 'YYYY-MM-DD') AS "start",
                  "end_date" IS NOT NULL AS "ended_on", "monthly_rent", "deposit"
             FROM "tenancies" ORDER BY "tenant_id"`,
        );
        expect(rows).toEqual([
          {
            tenant_id: people.amina,
            unit_id: people.unitA,
            status: 'active',
            start: '2026-08-03',
            ended_on: false,
            monthly_rent: 15000,
            deposit: 15000,
          },
          {
            tenant_id: people.brian,
            unit_id: people.unitB,
            status: 'ended',
            start: '2026-06-01',
            ended_on: true,
            monthly_rent: 15000,
            deposit: 15000,
          },
          {
            tenant_id: people.carol,
            unit_id: people.unitB,
            status: 'active',
            start: '2026-10-10',
            ended_on: false,
            monthly_rent: 15000,
            deposit: 15000,
          },
        ]);
      },
      target.schema,
    );
  });

  it("puts every ledger entry, payment and report on its own tenant's tenancy", async () => {
    await withClient(
      target.databaseUrl,
      async (c) => {
        const mismatched = await c.query(
          `SELECT 'ledger' FROM "rent_ledger_entries" e JOIN "tenancies" t ON t."id" = e."tenancy_id"
            WHERE t."tenant_id" <> e."tenant_id" OR t."unit_id" <> e."unit_id"
           UNION ALL
           SELECT 'payment' FROM "payments" p LEFT JOIN "tenancies" t ON t."id" = p."tenancy_id"
            WHERE t."id" IS NULL OR t."tenant_id" <> p."tenant_id" OR t."unit_id" <> p."unit_id"
           UNION ALL
           SELECT 'report' FROM "reports" r LEFT JOIN "tenancies" t ON t."id" = r."tenancy_id"
            WHERE t."id" IS NULL OR t."tenant_id" <> r."tenant_id"`,
        );
        expect(mismatched.rows).toEqual([]);
        const deposit = await c.query(
          `SELECT t."tenant_id" FROM "payments" p JOIN "tenancies" t ON t."id" = p."tenancy_id" WHERE p."kind" = 'deposit'`,
        );
        expect(deposit.rows).toEqual([{ tenant_id: people.amina }]);
      },
      target.schema,
    );
  });

  it('keeps the tenancy and the unit together afterwards: re-letting ends one tenancy and opens the next', async () => {
    await withClient(
      target.databaseUrl,
      async (c) => {
        await c.query(`UPDATE "units" SET "current_tenant_id" = NULL WHERE "id" = $1`, [
          people.unitA,
        ]);
        await c.query(
          `UPDATE "units" SET "current_tenant_id" = $1, "billing_anchor_date" = '2026-11-20' WHERE "id" = $2`,
          [people.brian, people.unitA],
        );
        const { rows } = await c.query(
          `SELECT "tenant_id", "status" FROM "tenancies" WHERE "unit_id" = $1 ORDER BY "id"`,
          [people.unitA],
        );
        expect(rows).toEqual([
          { tenant_id: people.amina, status: 'ended' },
          { tenant_id: people.brian, status: 'active' },
        ]);
        // A second open tenancy of one unit is refused by the database itself.
        await expect(
          c.query(
            `INSERT INTO "tenancies" ("landlord_id", "tenant_id", "unit_id", "start_date", "monthly_rent", "deposit", "rent_due_day", "updated_at")
             SELECT "landlord_id", $1, "id", '2026-11-21', 1, 0, 1, now() FROM "units" WHERE "id" = $2`,
            [people.carol, people.unitA],
          ),
        ).rejects.toThrow(/tenancies_open_(unit|tenant)_id_key/);
      },
      target.schema,
    );
  });
});
