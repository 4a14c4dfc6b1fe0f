import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createLandlord, createTeamMember, createTenant } from '../../test/factories.js';
import { bearer, payment } from '../ledger/test-helpers.js';

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  counting = createQueryCountingApp(ctx);
  // 15 March 2025 in Nairobi: the charts run from April 2024 to March 2025.
  ctx.clock.now = new Date('2025-03-15T09:00:00Z');
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
});

const charts = (userId: number, query = '') =>
  request(counting.app)
    .get(`/api/accounts/dashboard/charts/${query}`)
    .set('Authorization', bearer(ctx, userId, 'landlord'));

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** A property with `units` units created on 1 Jan 2024, the first of them let from `from`. */
async function portfolio(landlordId: number, name: string, units: number) {
  const property = await ctx.db.property.create({
    data: {
      landlordId,
      name,
      address: `${name} Rd`,
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: units,
    },
  });
  const created = [];
  for (let i = 1; i <= units; i += 1) {
    created.push(
      await ctx.db.unit.create({
        data: {
          landlordId,
          propertyId: property.id,
          unitNumber: `${name[0]}${i}`,
          roomType: '1-bedroom',
          rent: 10000,
          deposit: 10000,
          createdAt: new Date('2024-01-01T00:00:00Z'),
        },
      }),
    );
  }
  return { property, units: created };
}

async function tenancy(
  landlordId: number,
  unitId: number,
  start: string,
  end: string | null = null,
) {
  const tenant = await createTenant(ctx.db, landlordId);
  const row = await ctx.db.tenancy.create({
    data: {
      landlordId,
      tenantId: tenant.id,
      unitId,
      status: end ? 'ended' : 'active',
      startDate: day(start),
      endDate: end ? day(end) : null,
      monthlyRent: 10000,
      deposit: 10000,
      rentDueDay: 1,
      openUnitId: end ? null : unitId,
      openTenantId: end ? null : tenant.id,
    },
  });
  return { tenant, tenancy: row };
}

async function charge(
  landlordId: number,
  t: { tenant: { id: number }; tenancy: { id: number; unitId: number } },
  month: string,
  amount: number,
  kind: 'rent' | 'water' | 'opening_balance' = 'rent',
) {
  await ctx.db.rentLedgerEntry.create({
    data: {
      landlordId,
      tenantId: t.tenant.id,
      unitId: t.tenancy.unitId,
      tenancyId: t.tenancy.id,
      type: 'charge',
      kind,
      amount,
      periodStart: day(`${month}-01`),
      description: kind,
    },
  });
}

describe('GET /api/accounts/dashboard/charts/', () => {
  let owner: { id: number };
  let westlands: Awaited<ReturnType<typeof portfolio>>;
  let kilimani: Awaited<ReturnType<typeof portfolio>>;

  beforeAll(async () => {
    owner = await createLandlord(ctx.db);
    westlands = await portfolio(owner.id, 'Westlands', 4);
    kilimani = await portfolio(owner.id, 'Kilimani', 2);
    // Westlands: one tenant since 2023, one from 10 Jan 2025, one who left on 15 Feb 2025.
    const long = await tenancy(owner.id, westlands.units[0]!.id, '2023-06-01');
    const recent = await tenancy(owner.id, westlands.units[1]!.id, '2025-01-10');
    const left = await tenancy(owner.id, westlands.units[2]!.id, '2024-09-01', '2025-02-15');
    // Kilimani: one tenant since 2024, in a unit added to Pango only this month (an import).
    await ctx.db.unit.update({
      where: { id: kilimani.units[0]!.id },
      data: { createdAt: new Date('2025-03-02T00:00:00Z') },
    });
    const k = await tenancy(owner.id, kilimani.units[0]!.id, '2024-01-01');

    await charge(owner.id, long, '2025-01', 10000);
    await charge(owner.id, long, '2025-01', 700, 'water');
    await charge(owner.id, recent, '2025-01', 10000);
    await charge(owner.id, long, '2025-02', 10000);
    await charge(owner.id, left, '2025-02', 10000);
    // An opening balance is not billing for the month; a charge before the window is not shown.
    await charge(owner.id, left, '2025-02', 25000, 'opening_balance');
    await charge(owner.id, long, '2024-03', 10000);
    await charge(owner.id, k, '2025-02', 8000);

    const pay = (
      t: { tenant: { id: number }; tenancy: { unitId: number } },
      amount: number,
      completedAt: string,
      kind: 'rent' | 'deposit' = 'rent',
      status: 'completed' | 'failed' = 'completed',
    ) =>
      payment(ctx.db, {
        landlordId: owner.id,
        tenantId: t.tenant.id,
        unitId: t.tenancy.unitId,
        amount,
        kind,
        status,
        createdAt: new Date(completedAt),
      });
    await pay(long, 10700, '2025-01-05T10:00:00Z');
    await pay(recent, 6000, '2025-01-31T22:30:00Z'); // 1 Feb 01:30 in Nairobi: February
    await pay(recent, 10000, '2025-02-11T08:00:00Z', 'deposit'); // deposits are not collected rent
    await pay(left, 9000, '2025-02-12T08:00:00Z', 'rent', 'failed');
    await pay(k, 8000, '2025-02-20T08:00:00Z');
  });

  it("answers the last 12 Nairobi months of the landlord's billing, collection and occupancy", async () => {
    const res = await charts(owner.id);
    expect(res.status).toBe(200);
    const months = res.body.months as Record<string, unknown>[];
    expect(months.map((m) => m.month)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    const byMonth = Object.fromEntries(months.map((m) => [m.month, m]));
    expect(byMonth['2024-08']).toEqual({
      month: '2024-08',
      billed: 0,
      collected: 0,
      occupied_units: 2,
      total_units: 6,
    });
    expect(byMonth['2024-09']).toMatchObject({ occupied_units: 3, total_units: 6 });
    expect(byMonth['2025-01']).toEqual({
      month: '2025-01',
      billed: 20700,
      collected: 10700,
      occupied_units: 4,
      total_units: 6,
    });
    // The tenant who left on 15 February no longer lives there at the month's end.
    expect(byMonth['2025-02']).toEqual({
      month: '2025-02',
      billed: 28000,
      collected: 14000,
      occupied_units: 3,
      total_units: 6,
    });
    expect(byMonth['2025-03']).toEqual({
      month: '2025-03',
      billed: 0,
      collected: 0,
      occupied_units: 3,
      total_units: 6,
    });
  });

  it('covers one property when asked, in a fixed number of queries', async () => {
    let res: request.Response | undefined;
    const queries = await counting.count(async () => {
      res = await charts(owner.id, `?property_id=${kilimani.property.id}`);
    });
    if (!res) throw new Error('no response');
    expect(res.status).toBe(200);
    const feb = res.body.months.find((m: { month: string }) => m.month === '2025-02');
    expect(feb).toEqual({
      month: '2025-02',
      billed: 8000,
      collected: 8000,
      occupied_units: 1,
      total_units: 2,
    });
    // The ownership check and the one statement (and the session lookups of every request).
    expect(queries).toBeLessThanOrEqual(4);
  });

  it('reads an empty property id as all properties', async () => {
    const res = await charts(owner.id, '?property_id=');
    expect(res.status).toBe(200);
    expect(res.body.months.at(-2)).toMatchObject({ billed: 28000, total_units: 6 });
  });

  it("answers 404 for another landlord's property and 400 for a malformed id", async () => {
    const other = await createLandlord(ctx.db);
    const theirs = await portfolio(other.id, 'Runda', 1);
    const res = await charts(owner.id, `?property_id=${theirs.property.id}`);
    expect(res.status).toBe(404);
    const bad = await charts(owner.id, '?property_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { property_id: expect.any(Array) } });
  });

  it("gives a team member their properties' figures and refuses a caretaker", async () => {
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant', {
      propertyIds: [kilimani.property.id],
    });
    const mine = await charts(accountant.user.id);
    expect(mine.status).toBe(200);
    expect(mine.body.months.at(-2)).toMatchObject({
      billed: 8000,
      collected: 8000,
      total_units: 2,
    });
    expect((await charts(accountant.user.id, `?property_id=${westlands.property.id}`)).status).toBe(
      404,
    );
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker');
    expect((await charts(caretaker.user.id)).status).toBe(403);
  });
});
