import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createLandlord, createTenant } from '../../test/factories.js';
import { bearer, payment } from '../ledger/test-helpers.js';

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  counting = createQueryCountingApp(ctx);
  ctx.clock.now = new Date('2025-03-15T09:00:00Z');
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
});

const dashboard = (userId: number, query = '', role: 'landlord' | 'tenant' = 'landlord') =>
  request(counting.app)
    .get(`/api/accounts/dashboard/${query}`)
    .set('Authorization', bearer(ctx, userId, role));

async function property(db: Db, landlordId: number, name = 'Kilimani Heights') {
  return db.property.create({
    data: {
      landlordId,
      name,
      address: `${name} Rd`,
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: 50,
    },
  });
}
async function unit(
  db: Db,
  propertyId: number,
  unitNumber: string,
  state: { tenantId?: number; isAvailable?: boolean } = {},
) {
  const { landlordId } = await db.property.findUniqueOrThrow({ where: { id: propertyId } });
  return db.unit.create({
    data: {
      landlordId,
      propertyId,
      unitNumber,
      roomType: '1-bedroom',
      rent: 10000,
      deposit: 10000,
      isAvailable: state.isAvailable ?? state.tenantId === undefined,
      currentTenantId: state.tenantId ?? null,
    },
  });
}
async function ledger(
  db: Db,
  landlordId: number,
  tenantId: number,
  unitId: number,
  amounts: number[],
) {
  await db.rentLedgerEntry.createMany({
    data: amounts.map((amount) => ({
      landlordId,
      tenantId,
      unitId,
      type: amount > 0 ? ('charge' as const) : ('adjustment' as const),
      amount,
      description: amount > 0 ? 'Rent' : 'Credit',
    })),
  });
}
async function report(
  db: Db,
  landlordId: number,
  tenantId: number,
  unitId: number,
  propertyId: number,
  status: string,
) {
  return db.report.create({
    data: {
      landlordId,
      tenantId,
      unitId,
      propertyId,
      title: 'Leaking tap',
      category: 'plumbing',
      priority: 'high',
      status,
      description: 'Drips all night',
    },
  });
}

/** A landlord with `units` units over three properties, a third of them let, with money and reports. */
async function portfolio(units: number) {
  const landlord = await createLandlord(ctx.db);
  const properties = await Promise.all(
    ['North', 'South', 'East']
      .slice(0, Math.min(3, units))
      .map((n) => property(ctx.db, landlord.id, n)),
  );
  for (let i = 0; i < units; i += 1) {
    const home = properties[i % properties.length]!;
    const tenant = i % 3 === 0 ? await createTenant(ctx.db, landlord.id) : null;
    const created = await unit(ctx.db, home.id, `U${i}`, tenant ? { tenantId: tenant.id } : {});
    if (!tenant) continue;
    await ledger(ctx.db, landlord.id, tenant.id, created.id, [10000, -4000]);
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: created.id,
      amount: 4000,
      createdAt: new Date('2025-03-05T10:00:00Z'),
    });
    await report(ctx.db, landlord.id, tenant.id, created.id, home.id, 'open');
  }
  return landlord;
}

describe('GET /api/accounts/dashboard/', () => {
  it('issues the same number of queries for 1 unit and for 30 units', async () => {
    const small = await portfolio(1);
    const large = await portfolio(30);

    let one!: request.Response;
    let thirty!: request.Response;
    const smallCount = await counting.count(async () => {
      one = await dashboard(small.id);
    });
    const largeCount = await counting.count(async () => {
      thirty = await dashboard(large.id);
    });

    expect(one.status).toBe(200);
    expect(thirty.status).toBe(200);
    expect(one.body.total_tenants).toBe(1);
    expect(thirty.body.total_tenants).toBe(10);
    expect(thirty.body.occupied_units + thirty.body.available_units).toBe(30);
    expect(thirty.body.rent_due).toBe(60000);
    expect(largeCount).toBe(smallCount);
    // The session guard, every card in one statement, and the kept balances (issue 26).
    expect(smallCount).toBeLessThanOrEqual(3);
  });

  it('computes every card from the database with the unit status rule and the Nairobi month', async () => {
    const landlord = await createLandlord(ctx.db);
    const home = await property(ctx.db, landlord.id, 'Kilimani Heights');
    const other = await property(ctx.db, landlord.id, 'Westlands Court');
    const t1 = await createTenant(ctx.db, landlord.id);
    const t2 = await createTenant(ctx.db, landlord.id);
    const former = await createTenant(ctx.db, landlord.id);
    const a1 = await unit(ctx.db, home.id, 'A1', { tenantId: t1.id });
    await unit(ctx.db, home.id, 'A2');
    await unit(ctx.db, home.id, 'A3', { isAvailable: false });
    const b1 = await unit(ctx.db, other.id, 'B1', { tenantId: t2.id });

    await ledger(ctx.db, landlord.id, t1.id, a1.id, [10000, -4000]); // owes 6000
    await ledger(ctx.db, landlord.id, t2.id, b1.id, [5000, -7000]); // in credit: counts 0
    await ledger(ctx.db, landlord.id, former.id, a1.id, [3000]); // no longer the tenant: ignored

    const base = { landlordId: landlord.id, tenantId: t1.id, unitId: a1.id };
    // 00:30 on 1 March in Nairobi: this month.
    await payment(ctx.db, { ...base, amount: 4000, createdAt: new Date('2025-02-28T21:30:00Z') });
    await payment(ctx.db, {
      ...base,
      amount: 10000,
      kind: 'deposit',
      createdAt: new Date('2025-03-02T08:00:00Z'),
    });
    // 23:30 on 28 February in Nairobi: last month.
    await payment(ctx.db, { ...base, amount: 111, createdAt: new Date('2025-02-28T20:30:00Z') });
    // 00:00 on 1 April in Nairobi: next month.
    await payment(ctx.db, { ...base, amount: 222, createdAt: new Date('2025-03-31T21:00:00Z') });
    await payment(ctx.db, {
      ...base,
      amount: 333,
      status: 'pending',
      createdAt: new Date('2025-03-10T08:00:00Z'),
      completedAt: null,
    });
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: null,
      unitId: null,
      amount: 2000,
      kind: 'subscription',
      createdAt: new Date('2025-03-11T08:00:00Z'),
    });
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: t2.id,
      unitId: b1.id,
      amount: 5000,
      createdAt: new Date('2025-03-12T08:00:00Z'),
    });

    await report(ctx.db, landlord.id, t1.id, a1.id, home.id, 'Open');
    await report(ctx.db, landlord.id, t1.id, a1.id, home.id, 'PENDING');
    await report(ctx.db, landlord.id, t2.id, b1.id, other.id, 'resolved');

    const res = await dashboard(landlord.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_tenants: 2,
      // Rent only: the completed 10,000 deposit is held for the tenant, never revenue (issue 17).
      monthly_revenue: 4000 + 5000,
      rent_due: 6000,
      open_reports: 2,
      total_properties: 2,
      occupied_units: 2,
      available_units: 1,
    });
    expect(res.body.properties).toEqual([
      {
        id: home.id,
        name: 'Kilimani Heights',
        address: 'Kilimani Heights Rd',
        total_units: 3,
        occupied_units: 1,
        available_units: 1,
      },
      {
        id: other.id,
        name: 'Westlands Court',
        address: 'Westlands Court Rd',
        total_units: 1,
        occupied_units: 1,
        available_units: 0,
      },
    ]);
    expect(res.body.recent_transactions).toHaveLength(5);
    expect(res.body.recent_transactions[0]).toMatchObject({
      amount: 222,
      status: 'completed',
      transaction_type: 'rent',
      tenant_name: 'Brian Otieno',
    });
    expect(
      res.body.recent_transactions.map((t: { transaction_type: string }) => t.transaction_type),
    ).not.toContain('subscription');

    const scoped = await dashboard(landlord.id, `?property_id=${other.id}`);
    expect(scoped.body).toMatchObject({
      total_tenants: 1,
      monthly_revenue: 5000,
      rent_due: 0,
      open_reports: 0,
      total_properties: 2,
      occupied_units: 1,
      available_units: 0,
    });
    expect(scoped.body.recent_transactions).toHaveLength(1);
  });

  it('keeps Monthly Revenue unchanged when a deposit payment completes (a deposit is held)', async () => {
    const landlord = await createLandlord(ctx.db);
    const home = await property(ctx.db, landlord.id);
    const tenant = await createTenant(ctx.db, landlord.id);
    const let1 = await unit(ctx.db, home.id, 'D1', { tenantId: tenant.id });
    const base = { landlordId: landlord.id, tenantId: tenant.id, unitId: let1.id };
    await payment(ctx.db, { ...base, amount: 7000, createdAt: new Date('2025-03-03T08:00:00Z') });
    const deposit = await payment(ctx.db, {
      ...base,
      amount: 10000,
      kind: 'deposit',
      status: 'pending',
      createdAt: new Date('2025-03-04T08:00:00Z'),
      completedAt: null,
    });
    const before = await dashboard(landlord.id);
    expect(before.body.monthly_revenue).toBe(7000);

    await ctx.db.payment.update({
      where: { id: deposit.id },
      data: { status: 'completed', completedAt: new Date('2025-03-04T08:05:00Z') },
    });
    const after = await dashboard(landlord.id);
    expect(after.body.monthly_revenue).toBe(7000);
    expect(after.body.recent_transactions[0]).toMatchObject({
      amount: 10000,
      status: 'completed',
      transaction_type: 'deposit',
    });
  });

  it('lists the first ten properties in the overview and counts every property and unit', async () => {
    const landlord = await createLandlord(ctx.db);
    const added: { id: number }[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const home = await property(ctx.db, landlord.id, `Block ${String(i).padStart(2, '0')}`);
      added.push(home);
      const tenant = await createTenant(ctx.db, landlord.id);
      await unit(ctx.db, home.id, `${i}A`, { tenantId: tenant.id });
      await unit(ctx.db, home.id, `${i}B`);
    }
    const res = await dashboard(landlord.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_properties: 12,
      total_tenants: 12,
      occupied_units: 12,
      available_units: 12,
    });
    expect(res.body.properties.map((p: { id: number }) => p.id)).toEqual(
      added.slice(0, 10).map((p) => p.id),
    );
    expect(res.body.properties[9]).toMatchObject({
      name: 'Block 10',
      total_units: 2,
      occupied_units: 1,
      available_units: 1,
    });
  });

  it('answers an empty portfolio with zeros', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await dashboard(landlord.id, '?property_id=');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_tenants: 0,
      monthly_revenue: 0,
      rent_due: 0,
      open_reports: 0,
      total_properties: 0,
      occupied_units: 0,
      available_units: 0,
      properties: [],
      recent_transactions: [],
    });
  });

  it('404s another landlord’s property, 400s a bad id, 403s a tenant, 401s no token', async () => {
    const landlord = await createLandlord(ctx.db);
    const stranger = await createLandlord(ctx.db);
    const theirs = await property(ctx.db, stranger.id);
    expect((await dashboard(landlord.id, `?property_id=${theirs.id}`)).status).toBe(404);
    expect((await dashboard(landlord.id, '?property_id=abc')).status).toBe(400);
    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await dashboard(tenant.id, '', 'tenant')).status).toBe(403);
    expect((await request(ctx.app).get('/api/accounts/dashboard/')).status).toBe(401);
  });
});
