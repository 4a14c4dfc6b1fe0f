import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { postMonthlyCharges } from './monthly-charges.job.js';
import { getRentAccount, recordRentPayment } from './rent-account.service.js';
import { bearer, paidLandlord, payment, tenancy } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.clock.now = new Date(iso);
  return ctx.clock.now;
};
const chargesOf = (tenantId: number) =>
  ctx.db.rentLedgerEntry.findMany({
    where: { tenantId, type: 'charge' },
    orderBy: { periodStart: 'asc' },
    select: { chargeKey: true, amount: true, unitId: true },
  });

async function credit(t: Awaited<ReturnType<typeof tenancy>>, landlordId: number, amount: number) {
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
  return paid;
}

describe('postMonthlyCharges', () => {
  it('posts one charge per tenancy and month, however often and concurrently it runs', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-10' });
    const noAnchor = await tenancy(ctx.db, landlord.id);
    at('2030-03-06T09:00:00Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => postMonthlyCharges(ctx.deps)));
    await postMonthlyCharges(ctx.deps);
    const charges = await chargesOf(t.tenant.id);
    expect(charges.map((c) => c.chargeKey)).toEqual([
      `${t.tenant.id}:${t.unit.id}:2030-01`,
      `${t.tenant.id}:${t.unit.id}:2030-02`,
      `${t.tenant.id}:${t.unit.id}:2030-03`,
    ]);
    expect(runs.reduce((sum, r) => sum + r.posted, 0)).toBe(3);
    expect(await chargesOf(noAnchor.tenant.id)).toEqual([]);
    expect((await postMonthlyCharges(ctx.deps)).posted).toBe(0);
  });

  it('uses the billing anchor when the landlord set no due date, and the current rent', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { billingAnchorDate: '2030-05-31', rent: 12000 });
    at('2030-06-24T09:00:00Z'); // June's due date is the 30th: posted from the 25th
    await postMonthlyCharges(ctx.deps);
    expect((await chargesOf(t.tenant.id)).map((c) => c.chargeKey)).toEqual([
      `${t.tenant.id}:${t.unit.id}:2030-05`,
    ]);
    await ctx.db.unit.update({ where: { id: t.unit.id }, data: { rent: 15000 } });
    at('2030-06-25T09:00:00Z');
    await postMonthlyCharges(ctx.deps);
    // Rent changed mid-term: May keeps 12,000, June is charged at the new 15,000.
    expect((await chargesOf(t.tenant.id)).map((c) => c.amount)).toEqual([12000, 15000]);
    const account = await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now);
    expect(account).toMatchObject({ monthly_rent: 15000, rent_due: 27000, rent_status: 'overdue' });
    expect(account.next_due_date).toBe('2030-05-31');
  });
});

describe('rent account', () => {
  it('credits a payment once, oldest charge first, the rest as prepaid months', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2031-01-05' });
    at('2031-01-02T09:00:00Z');
    await postMonthlyCharges(ctx.deps);
    const paid = await credit(t, landlord.id, 4000);
    expect(await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now)).toMatchObject({
      rent_due: 6000,
      rent_status: 'due',
      next_due_date: '2031-01-05',
      balance: 6000,
    });
    // Replaying the same payment changes nothing.
    await ctx.db.$transaction((tx) =>
      recordRentPayment(tx, {
        id: paid.id,
        tenantId: t.tenant.id,
        unitId: t.unit.id,
        landlordId: landlord.id,
        amount: 4000,
        completedAt: ctx.clock.now,
        description: 'Rent payment',
      }),
    );
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: paid.id } })).toBe(1);
    // Concurrent replays in separate transactions: still one entry, and no transaction fails.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.db.$transaction((tx) =>
          recordRentPayment(tx, {
            id: paid.id,
            tenantId: t.tenant.id,
            unitId: t.unit.id,
            landlordId: landlord.id,
            amount: 4000,
            completedAt: ctx.clock.now,
            description: 'Rent payment',
          }),
        ),
      ),
    );
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: paid.id } })).toBe(1);
    at('2031-01-06T09:00:00Z');
    expect((await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now)).rent_status).toBe('overdue');

    await credit(t, landlord.id, 6000 + 12 * 10000);
    const account = await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now);
    expect(account).toMatchObject({
      rent_due: 0,
      prepaid_months: 12,
      rent_status: 'paid',
      next_due_date: '2031-02-05',
      balance: -120000,
    });
  });

  it('follows the tenant to a new unit: the summary is for the current unit only', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2032-01-05' });
    at('2032-01-01T09:00:00Z');
    await postMonthlyCharges(ctx.deps);
    expect((await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now)).rent_due).toBe(10000);
    // Moved: the old unit's unpaid charge stays on the old unit's account.
    await ctx.db.unit.update({ where: { id: t.unit.id }, data: { currentTenantId: null } });
    const other = await ctx.db.unit.create({
      data: {
        landlordId: t.property.landlordId,
        propertyId: t.property.id,
        unitNumber: 'B7',
        roomType: 'studio',
        rent: 8000,
        deposit: 8000,
        currentTenantId: t.tenant.id,
        rentDueDate: new Date('2032-02-01T00:00:00Z'),
      },
    });
    const moved = await getRentAccount(ctx.db, t.tenant.id, ctx.clock.now);
    expect(moved).toMatchObject({
      unit: { id: other.id, unit_number: 'B7' },
      monthly_rent: 8000,
      rent_due: 0,
      rent_status: 'not_billed',
      next_due_date: '2032-02-01',
    });
    at('2032-01-28T09:00:00Z');
    await postMonthlyCharges(ctx.deps);
    const charges = await chargesOf(t.tenant.id);
    expect(charges.map((c) => [c.unitId, c.amount])).toEqual([
      [t.unit.id, 10000],
      [other.id, 8000],
    ]);
  });

  it("says 'no_unit' for a tenant without a unit", async () => {
    const landlord = await paidLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    expect(await getRentAccount(ctx.db, tenant.id, new Date())).toEqual({
      unit: null,
      monthly_rent: 0,
      rent_due: 0,
      prepaid_months: 0,
      rent_status: 'no_unit',
      next_due_date: null,
      balance: 0,
    });
  });
});

describe('GET /api/payments/rent-summary/ and /api/accounts/me/', () => {
  it('answers the signed-in tenant their rent account, and me shows the same figures', async () => {
    const landlord = await paidLandlord(ctx.db);
    const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2033-03-15', rent: 20000 });
    at('2033-03-12T09:00:00Z');
    await postMonthlyCharges(ctx.deps);
    const auth = bearer(ctx, t.tenant.id, 'tenant');
    const res = await request(ctx.app)
      .get('/api/payments/rent-summary/')
      .set('Authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      unit: {
        id: t.unit.id,
        unit_number: 'A1',
        property_id: t.property.id,
        property_name: t.property.name,
      },
      monthly_rent: 20000,
      rent_due: 20000,
      prepaid_months: 0,
      rent_status: 'due',
      next_due_date: '2033-03-15',
      balance: 20000,
    });
    const me = await request(ctx.app).get('/api/accounts/me/').set('Authorization', auth);
    expect(me.body.current_unit).toMatchObject({
      id: t.unit.id,
      rent: 20000,
      rent_remaining: 20000,
      rent_status: 'due',
      rent_due_date: '2033-03-15',
    });
  });

  it('refuses landlords and anonymous callers', async () => {
    const landlord = await paidLandlord(ctx.db);
    const asLandlord = await request(ctx.app)
      .get('/api/payments/rent-summary/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(asLandlord.status).toBe(403);
    expect((await request(ctx.app).get('/api/payments/rent-summary/')).status).toBe(401);
  });
});
