import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { paidLandlord, payment, tenancy } from '../../ledger/test-helpers.js';

// rent_received_months (ADR 048) is kept by triggers on payments and withholding certificates.
// Whatever happens to a payment (completed late, failed after all, its day or amount corrected,
// its tenant erased, a certificate recorded, changed or removed), the kept sums must equal the
// month's rent payments grouped afresh, which is what the MRI report computed per request before.

let ctx: TestContext;
let landlord: Awaited<ReturnType<typeof paidLandlord>>;
let first: Awaited<ReturnType<typeof tenancy>>;
let second: Awaited<ReturnType<typeof tenancy>>;

const at = (iso: string) => new Date(`${iso}+03:00`);

type Sum = {
  month: string;
  property_id: number;
  tenant_key: number;
  has_certificate: boolean;
  gross: number;
  withheld: number;
  payments: number;
};

async function kept(): Promise<Sum[]> {
  const rows = await ctx.db.$queryRaw<Sum[]>`
    SELECT to_char(m."month", 'YYYY-MM') AS month, m."property_id", m."tenant_key", m."has_certificate",
           m."gross"::int AS gross, m."withheld"::int AS withheld, m."payments"
      FROM ${qualifiedTable(ctx.env, 'rent_received_months')} m
     WHERE m."landlord_id" = ${landlord.id} AND m."payments" <> 0
     ORDER BY 1, 2, 3, 4`;
  return rows;
}

/** The month's completed rent payments grouped from scratch (the report's former query). */
async function grouped(): Promise<Sum[]> {
  const t = (name: string) => qualifiedTable(ctx.env, name);
  return ctx.db.$queryRaw<Sum[]>`
    SELECT to_char(date_trunc('month', d."received"), 'YYYY-MM') AS month, u."property_id",
           COALESCE(pay."tenant_id", 0) AS tenant_key, wc."id" IS NOT NULL AS has_certificate,
           sum(pay."amount")::int AS gross, coalesce(sum(wc."amount"), 0)::int AS withheld,
           count(*)::int AS payments
      FROM ${t('payments')} pay
      LEFT JOIN ${t('tenancies')} ten ON ten."id" = pay."tenancy_id"
      JOIN ${t('units')} u ON u."id" = COALESCE(pay."unit_id", ten."unit_id")
      LEFT JOIN ${t('withholding_certificates')} wc ON wc."payment_id" = pay."id"
     CROSS JOIN LATERAL (SELECT COALESCE(pay."paid_on",
             ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date) AS "received") d
     WHERE pay."landlord_id" = ${landlord.id} AND pay."status" = 'completed' AND pay."kind" = 'rent'
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4`;
}

async function expectKeptToEqualGrouped() {
  const expected = await grouped();
  expect(expected.length).toBeGreaterThan(0);
  expect(await kept()).toEqual(expected);
  // Total Collected per property (rent_collected_totals, ADR 050) is the same money since the start.
  const byProperty = new Map<number, { gross: number; payments: number }>();
  for (const row of expected) {
    const sum = byProperty.get(row.property_id) ?? { gross: 0, payments: 0 };
    byProperty.set(row.property_id, {
      gross: sum.gross + row.gross,
      payments: sum.payments + row.payments,
    });
  }
  const totals = await ctx.db.$queryRaw<{ property_id: number; gross: number; payments: number }[]>`
    SELECT "property_id", "gross"::int AS gross, "payments"
      FROM ${qualifiedTable(ctx.env, 'rent_collected_totals')}
     WHERE "landlord_id" = ${landlord.id} AND "payments" <> 0 ORDER BY 1`;
  expect(totals).toEqual(
    [...byProperty]
      .sort(([a], [b]) => a - b)
      .map(([property_id, sum]) => ({ property_id, ...sum })),
  );
}

const rentOf = (home: typeof first, amount: number, when: string, status?: 'pending') =>
  payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: home.tenant.id,
    unitId: home.unit.id,
    amount,
    status,
    createdAt: at(when),
    completedAt: status ? null : at(when),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await paidLandlord(ctx.db);
  first = await tenancy(ctx.db, landlord.id);
  second = await tenancy(ctx.db, landlord.id);
});
afterAll(() => ctx.close());

describe('rent received per month, kept by triggers', () => {
  it('counts completed rent on the Nairobi day it arrived, never deposits or pending ones', async () => {
    await rentOf(first, 10_000, '2026-10-05T10:00:00');
    // 23:30 on 31 October in Nairobi is still October; 00:30 on 1 November is November.
    await rentOf(first, 2_500, '2026-10-31T23:30:00');
    await rentOf(second, 7_000, '2026-11-01T00:30:00');
    await rentOf(second, 4_000, '2026-11-02T09:00:00', 'pending');
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: second.tenant.id,
      unitId: second.unit.id,
      amount: 20_000,
      kind: 'deposit',
      createdAt: at('2026-11-01T09:00:00'),
    });
    await expectKeptToEqualGrouped();
    expect((await kept()).map((row) => [row.month, row.gross])).toEqual([
      ['2026-10', 12_500],
      ['2026-11', 7_000],
    ]);
  });

  it('follows a payment completing late, failing after all, or being corrected', async () => {
    const late = await rentOf(first, 3_000, '2026-11-03T08:00:00', 'pending');
    await ctx.db.payment.update({
      where: { id: late.id },
      data: { status: 'completed', completedAt: at('2026-11-04T08:00:00') },
    });
    await expectKeptToEqualGrouped();
    const wrong = await rentOf(second, 1_000, '2026-11-05T08:00:00');
    await ctx.db.payment.update({ where: { id: wrong.id }, data: { status: 'failed' } });
    await expectKeptToEqualGrouped();
    // A hand-recorded payment dated back to September, then its amount corrected.
    const cash = await rentOf(second, 6_000, '2026-11-06T08:00:00');
    await ctx.db.payment.update({
      where: { id: cash.id },
      data: { paidOn: new Date('2026-09-28T00:00:00Z'), amount: 6_500 },
    });
    await expectKeptToEqualGrouped();
    expect((await kept()).find((row) => row.month === '2026-09')?.gross).toBe(6_500);
  });

  it('moves a payment apart while a withholding certificate covers it', async () => {
    const company = await rentOf(first, 9_000, '2026-11-07T08:00:00');
    const certificate = await ctx.db.withholdingCertificate.create({
      data: {
        paymentId: company.id,
        landlordId: landlord.id,
        certificateNumber: 'WHT-001',
        amount: 1_000,
      },
    });
    await expectKeptToEqualGrouped();
    await ctx.db.withholdingCertificate.update({
      where: { id: certificate.id },
      data: { amount: 900 },
    });
    await expectKeptToEqualGrouped();
    expect((await kept()).find((row) => row.has_certificate)).toMatchObject({
      gross: 9_000,
      withheld: 900,
      payments: 1,
    });
    await ctx.db.withholdingCertificate.delete({ where: { id: certificate.id } });
    await expectKeptToEqualGrouped();
    expect((await kept()).some((row) => row.has_certificate)).toBe(false);
  });

  it('keeps the money when the tenant is erased, under no tenant', async () => {
    await ctx.db.payment.updateMany({
      where: { tenantId: second.tenant.id, landlordId: landlord.id },
      data: { tenantId: null, payerId: null },
    });
    await expectKeptToEqualGrouped();
    expect((await kept()).some((row) => row.tenant_key === 0)).toBe(true);
  });
});
