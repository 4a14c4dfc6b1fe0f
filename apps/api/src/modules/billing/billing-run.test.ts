import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { recordRentPayment } from '../ledger/rent-account.service.js';
import { paidLandlord, payment, tenancy } from '../ledger/test-helpers.js';
import { runBilling } from './billing-run.job.js';

// The billing run (issue 20, item 3; ADR 029) against real Postgres: lines per kind from the
// version in force, metered charges from readings, late fees, exactly once.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.clock.now = new Date(iso);
};
const day = (date: string) => new Date(`${date}T00:00:00Z`);

type Fee = {
  type: 'none' | 'fixed' | 'percent';
  amount?: number;
  percentBp?: number;
  cap?: number;
};

async function rules(
  propertyId: number,
  effectiveFrom: string,
  options: { fee?: Fee; garbage?: number; waterCents?: number; minimum?: number; grace?: number },
) {
  const charges = [];
  if (options.garbage)
    charges.push({ kind: 'fixed', name: 'Garbage', nameKey: 'garbage', amount: options.garbage });
  if (options.waterCents)
    charges.push({
      kind: 'metered',
      name: 'Water',
      nameKey: 'water',
      unit: 'm³',
      rateCents: options.waterCents,
      minimumCharge: options.minimum ?? null,
    });
  await ctx.db.propertyBillingVersion.create({
    data: {
      propertyId,
      effectiveFrom: day(effectiveFrom),
      rentDueDay: 5,
      graceDays: options.grace ?? 3,
      lateFeeType: options.fee?.type ?? 'none',
      lateFeeAmount: options.fee?.amount ?? null,
      lateFeePercentBp: options.fee?.percentBp ?? null,
      lateFeeCap: options.fee?.cap ?? null,
      charges: { create: charges.map((c, position) => ({ ...c, position })) },
    },
  });
}

async function reading(unitId: number, readOn: string, milli: number, replacedMeter = false) {
  await ctx.db.meterReading.create({
    data: {
      unitId,
      chargeKey: 'water',
      readingMilli: milli,
      readOn: day(readOn),
      period: day(`${readOn.slice(0, 7)}-01`),
      replacedMeter,
    },
  });
}

const linesOf = async (tenantId: number) =>
  (
    await ctx.db.rentLedgerEntry.findMany({
      where: { tenantId, type: 'charge' },
      orderBy: [{ periodStart: 'asc' }, { id: 'asc' }],
      select: { kind: true, amount: true, periodStart: true, description: true },
    })
  ).map((l) => [l.periodStart?.toISOString().slice(0, 7), l.kind, l.amount, l.description]);

async function pay(t: Awaited<ReturnType<typeof tenancy>>, landlordId: number, amount: number) {
  const paid = await payment(ctx.db, {
    landlordId,
    tenantId: t.tenant.id,
    unitId: t.unit.id,
    amount,
    createdAt: ctx.clock.now,
  });
  await ctx.db.$transaction((tx) =>
    recordRentPayment(tx, {
      id: paid.id,
      tenantId: t.tenant.id,
      unitId: t.unit.id,
      landlordId,
      amount,
      completedAt: ctx.clock.now,
      description: 'Rent payment',
    }),
  );
}

describe('runBilling', () => {
  it('bills rent, each fixed charge and water by meter once per period, however often it runs', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await rules(t.property.id, '2030-02-01', { garbage: 300, waterCents: 15000 });
    await reading(t.unit.id, '2029-12-28', 100_000);
    await reading(t.unit.id, '2030-01-29', 112_500);
    at('2030-02-01T09:00:00+03:00');
    const runs = await Promise.all([runBilling(ctx.deps), runBilling(ctx.deps)]);
    const again = await runBilling(ctx.deps);
    expect(await linesOf(t.tenant.id)).toEqual([
      ['2030-01', 'rent', 10000, 'Rent for January 2030'],
      ['2030-02', 'rent', 10000, 'Rent for February 2030'],
      ['2030-02', 'service', 300, 'Garbage'],
      ['2030-02', 'water', 1875, 'Water: 12.5 m³'],
    ]);
    // Each (tenancy, period) is reported by exactly one run: the invoices' trigger.
    const tenancyId = (await ctx.db.tenancy.findFirstOrThrow({ where: { unitId: t.unit.id } })).id;
    const reported = [...runs, again].flatMap((r) =>
      r.billed.filter((b) => b.tenancy_id === tenancyId),
    );
    expect(reported.map((b) => b.period).sort()).toEqual(['2030-01-01', '2030-02-01']);
    const balance = await ctx.db.rentBalance.findUniqueOrThrow({ where: { tenancyId } });
    expect(balance.balance).toBe(22175);
  });

  it('resumes a tenancy billed before the run existed at its latest rent month, not its anchor', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2029-01-05' });
    // The old rent job (or the tenancy's start) posted January 2030 with the historical key.
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: t.tenant.id,
        unitId: t.unit.id,
        landlordId: landlord.id,
        type: 'charge',
        amount: 10000,
        periodStart: day('2030-01-01'),
        description: 'Rent for January 2030',
        chargeKey: `${t.tenant.id}:${t.unit.id}:2030-01`,
      },
    });
    await rules(t.property.id, '2030-01-01', { garbage: 300 });
    at('2030-02-01T09:00:00+03:00');
    await runBilling(ctx.deps);
    expect(await linesOf(t.tenant.id)).toEqual([
      ['2030-01', 'rent', 10000, 'Rent for January 2030'],
      ['2030-01', 'service', 300, 'Garbage'],
      ['2030-02', 'rent', 10000, 'Rent for February 2030'],
      ['2030-02', 'service', 300, 'Garbage'],
    ]);
  });

  it('applies a rule change from its own period only', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await rules(t.property.id, '2030-02-01', { garbage: 300 });
    await rules(t.property.id, '2030-03-01', { garbage: 500 });
    at('2030-03-01T09:00:00+03:00');
    await runBilling(ctx.deps);
    const services = (await linesOf(t.tenant.id)).filter((l) => l[1] === 'service');
    expect(services).toEqual([
      ['2030-02', 'service', 300, 'Garbage'],
      ['2030-03', 'service', 500, 'Garbage'],
    ]);
  });

  it('charges a replacement meter from zero, at least the minimum, and nothing for a baseline', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await rules(t.property.id, '2030-01-01', { waterCents: 15000, minimum: 200 });
    await reading(t.unit.id, '2029-12-20', 500_000);
    await reading(t.unit.id, '2030-01-20', 3_000, true);
    await reading(t.unit.id, '2030-02-20', 3_500);
    at('2030-03-01T09:00:00+03:00');
    await runBilling(ctx.deps);
    const water = (await linesOf(t.tenant.id)).filter((l) => l[1] === 'water');
    expect(water).toEqual([
      // December's reading was the first one: nothing to charge for January.
      ['2030-02', 'water', 450, 'Water: 3 m³'],
      ['2030-03', 'water', 200, 'Water: 0.5 m³'],
    ]);
  });

  it('charges a reading entered after its period was billed, once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await rules(t.property.id, '2030-01-01', { waterCents: 10000 });
    await reading(t.unit.id, '2029-12-20', 1_000);
    at('2030-02-01T09:00:00+03:00');
    await runBilling(ctx.deps);
    await reading(t.unit.id, '2030-01-31', 11_000);
    at('2030-02-02T09:00:00+03:00');
    await runBilling(ctx.deps);
    await runBilling(ctx.deps);
    expect((await linesOf(t.tenant.id)).filter((l) => l[1] === 'water')).toEqual([
      ['2030-02', 'water', 1000, 'Water: 10 m³'],
    ]);
  });
});

describe('late fees', () => {
  async function lateFees(tenantId: number) {
    return (await linesOf(tenantId)).filter((l) => l[1] === 'late_fee');
  }

  it('charges a fixed fee once, the day after due day + grace days, under concurrent runs', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await rules(t.property.id, '2030-01-01', { fee: { type: 'fixed', amount: 500 }, grace: 3 });
    at('2030-01-08T20:00:00+03:00');
    await runBilling(ctx.deps);
    expect(await lateFees(t.tenant.id)).toEqual([]);
    at('2030-01-09T00:10:00+03:00');
    await Promise.all([runBilling(ctx.deps), runBilling(ctx.deps)]);
    // A restart later in the month, and the next month's first days: still one fee for January.
    at('2030-01-20T09:00:00+03:00');
    await runBilling(ctx.deps);
    at('2030-02-02T09:00:00+03:00');
    await runBilling(ctx.deps);
    expect(await lateFees(t.tenant.id)).toEqual([
      ['2030-01', 'late_fee', 500, 'Late fee for January 2030'],
    ]);
  });

  it('takes a percentage of the month’s unpaid rent, up to the cap', async () => {
    const landlord = await paidLandlord(ctx.db);
    const partly = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    const unpaid = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    for (const t of [partly, unpaid])
      await rules(t.property.id, '2030-01-01', {
        fee: { type: 'percent', percentBp: 1000, cap: 700 },
        grace: 0,
      });
    at('2030-01-02T09:00:00+03:00');
    await runBilling(ctx.deps);
    await pay(partly, landlord.id, 6000);
    at('2030-01-06T09:00:00+03:00');
    await runBilling(ctx.deps);
    expect(await lateFees(partly.tenant.id)).toEqual([
      ['2030-01', 'late_fee', 400, 'Late fee for January 2030'],
    ]);
    expect(await lateFees(unpaid.tenant.id)).toEqual([
      ['2030-01', 'late_fee', 700, 'Late fee for January 2030'],
    ]);
  });

  it('charges nothing when the rent is paid, nor to a tenancy on a payment plan', async () => {
    const landlord = await paidLandlord(ctx.db);
    const paid = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    const onPlan = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
    await ctx.db.tenancy.updateMany({
      where: { unitId: onPlan.unit.id },
      data: { onPaymentPlan: true },
    });
    for (const t of [paid, onPlan])
      await rules(t.property.id, '2030-01-01', { fee: { type: 'fixed', amount: 500 }, grace: 0 });
    at('2030-01-02T09:00:00+03:00');
    await runBilling(ctx.deps);
    await pay(paid, landlord.id, 10000);
    at('2030-01-07T09:00:00+03:00');
    await runBilling(ctx.deps);
    expect(await lateFees(paid.tenant.id)).toEqual([]);
    expect(await lateFees(onPlan.tenant.id)).toEqual([]);
  });
});
