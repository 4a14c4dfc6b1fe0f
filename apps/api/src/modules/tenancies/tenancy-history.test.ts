import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, TENANCY_HISTORY_PAGE_SIZE_MAX } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createTenant } from '../../test/factories.js';
import { bearer, paidLandlord, payment, tenancy } from '../ledger/test-helpers.js';
import { vacantUnit } from '../tenants/test-fixtures.js';

// GET /api/accounts/tenants/{id}/tenancies/ and /units/{id}/tenancies/ (issue 18 items 1 and 6).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2034-05-20T09:00:00Z');
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, auth: string) =>
  request(ctx.app).get(`/api/accounts${path}`).set('Authorization', auth);
const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A rent charge, and a completed rent payment credited to the ledger, on the pair's tenancy. */
async function chargeAndPay(
  landlordId: number,
  tenantId: number,
  unitId: number,
  charged: number,
  paid: number,
) {
  await ctx.db.rentLedgerEntry.create({
    data: { tenantId, unitId, landlordId, type: 'charge', amount: charged, description: 'Rent' },
  });
  if (paid === 0) return;
  const p = await payment(ctx.db, { landlordId, tenantId, unitId, amount: paid });
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId,
      unitId,
      landlordId,
      type: 'payment',
      amount: -paid,
      paymentId: p.id,
      description: 'Rent payment',
    },
  });
}

/** The unit's tenant leaves: the trigger ends the open tenancy (ADR 021). */
async function vacate(unitId: number) {
  await ctx.db.unit.update({ where: { id: unitId }, data: { currentTenantId: null } });
}
async function house(unitId: number, tenantId: number) {
  await ctx.db.unit.update({ where: { id: unitId }, data: { currentTenantId: tenantId } });
}
async function dates(unitId: number, tenantId: number, start: string, end: string | null) {
  const t = await ctx.db.tenancy.findFirstOrThrow({
    where: { unitId, tenantId },
    orderBy: { id: 'desc' },
  });
  await ctx.db.tenancy.update({
    where: { id: t.id },
    data: { startDate: day(start), endDate: end ? day(end) : null },
  });
  return t.id;
}

/** Unit let to A (paid 6,000 of 10,000), A left, re-let to B (paid 12,000 of 12,000). */
async function reLetUnit() {
  const landlord = await paidLandlord(ctx.db);
  const first = await tenancy(ctx.db, landlord.id, { rent: 10000 });
  const { unit } = first;
  const a = first.tenant;
  await ctx.db.user.update({ where: { id: a.id }, data: { fullName: 'Amina Wanjiru' } });
  await chargeAndPay(landlord.id, a.id, unit.id, 10000, 6000);
  const aTenancy = await dates(unit.id, a.id, '2033-01-01', null);
  await vacate(unit.id);
  await dates(unit.id, a.id, '2033-01-01', '2033-12-31');

  const b = await createTenant(ctx.db, landlord.id);
  await ctx.db.user.update({ where: { id: b.id }, data: { fullName: 'Baraka Mwangi' } });
  await ctx.db.unit.update({ where: { id: unit.id }, data: { rent: 12000 } });
  await house(unit.id, b.id);
  const bTenancy = await dates(unit.id, b.id, '2034-01-01', null);
  await chargeAndPay(landlord.id, b.id, unit.id, 12000, 12000);
  // Neither a pending payment nor a deposit is rent paid.
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: b.id,
    unitId: unit.id,
    amount: 500,
    status: 'pending',
  });
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: b.id,
    unitId: unit.id,
    amount: 12000,
    kind: 'deposit',
  });
  return { landlord, unit, property: first.property, a, b, aTenancy, bTenancy };
}

describe('unit history: GET /api/accounts/units/{id}/tenancies/', () => {
  it('lists the unit’s tenancies newest first with tenant, dates, rent, paid and balance', async () => {
    const { landlord, unit, property, a, b, aTenancy, bTenancy } = await reLetUnit();
    const res = await get(`/units/${unit.id}/tenancies/`, asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 2,
      next_page: null,
      results: [
        {
          id: bTenancy,
          tenant: { id: b.id, full_name: 'Baraka Mwangi' },
          unit: {
            id: unit.id,
            unit_number: 'A1',
            property_id: property.id,
            property_name: 'Kilimani Heights',
          },
          start_date: '2034-01-01',
          end_date: null,
          status: 'active',
          monthly_rent: 12000,
          deposit: 10000,
          balance: 0,
          total_paid: 12000,
          refund_due: null,
          refund_recorded: false,
        },
        expect.objectContaining({
          id: aTenancy,
          tenant: { id: a.id, full_name: 'Amina Wanjiru' },
          start_date: '2033-01-01',
          end_date: '2033-12-31',
          status: 'ended',
          monthly_rent: 10000,
          balance: 4000,
          total_paid: 6000,
        }),
      ],
    });
  });

  it('pages with a bounded size and a stable order', async () => {
    const { landlord, unit, bTenancy, aTenancy } = await reLetUnit();
    const first = await get(`/units/${unit.id}/tenancies/?page_size=1`, asLandlord(landlord.id));
    expect(first.body).toMatchObject({ count: 2, next_page: 2, results: [{ id: bTenancy }] });
    const second = await get(
      `/units/${unit.id}/tenancies/?page_size=1&page=2`,
      asLandlord(landlord.id),
    );
    expect(second.body).toMatchObject({ count: 2, next_page: null, results: [{ id: aTenancy }] });
    const tooBig = await get(
      `/units/${unit.id}/tenancies/?page_size=${TENANCY_HISTORY_PAGE_SIZE_MAX + 1}`,
      asLandlord(landlord.id),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toHaveProperty('page_size');
  });

  it('shows a vacant unit that was never let as an empty history', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id);
    const res = await get(`/units/${unit.id}/tenancies/`, asLandlord(landlord.id));
    expect(res.body).toEqual({ count: 0, next_page: null, results: [] });
  });

  it('answers another landlord’s unit as missing, a bad id 400, and refuses tenants', async () => {
    const { unit, b } = await reLetUnit();
    const other = await paidLandlord(ctx.db);
    const foreign = await get(`/units/${unit.id}/tenancies/`, asLandlord(other.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ERROR_CODES.notFound);
    const bad = await get('/units/abc/tenancies/', asLandlord(other.id));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    const asTenant = await get(`/units/${unit.id}/tenancies/`, bearer(ctx, b.id, 'tenant'));
    expect(asTenant.status).toBe(403);
  });
});

describe('a tenant’s tenancies: GET /api/accounts/tenants/{id}/tenancies/', () => {
  it('keeps a tenant’s tenancy in each unit they lived in, newest first', async () => {
    const { landlord, unit, a, aTenancy } = await reLetUnit();
    const next = await vacantUnit(ctx.db, landlord.id, 'B2');
    await house(next.id, a.id);
    const nextTenancy = await dates(next.id, a.id, '2034-02-01', null);
    await chargeAndPay(landlord.id, a.id, next.id, 15000, 5000);

    const res = await get(`/tenants/${a.id}/tenancies/`, asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        id: nextTenancy,
        unit: expect.objectContaining({ id: next.id, unit_number: 'B2' }),
        status: 'active',
        end_date: null,
        monthly_rent: 15000,
        deposit: 15000,
        balance: 10000,
        total_paid: 5000,
      }),
      expect.objectContaining({
        id: aTenancy,
        unit: expect.objectContaining({ id: unit.id, unit_number: 'A1' }),
        status: 'ended',
        end_date: '2033-12-31',
        balance: 4000,
        total_paid: 6000,
      }),
    ]);
  });

  it('answers another landlord’s tenant as missing and a bad id 400', async () => {
    const { a } = await reLetUnit();
    const other = await paidLandlord(ctx.db);
    const foreign = await get(`/tenants/${a.id}/tenancies/`, asLandlord(other.id));
    expect(foreign.status).toBe(404);
    const bad = await get('/tenants/0/tenancies/', asLandlord(other.id));
    expect(bad.status).toBe(400);
    const badPage = await get(`/tenants/${a.id}/tenancies/?page=0`, asLandlord(other.id));
    expect(badPage.status).toBe(400);
  });
});

describe('statements per request', () => {
  it('costs the same for a unit let twice as for one let five times', async () => {
    const twice = await reLetUnit();
    const often = await reLetUnit();
    for (let i = 0; i < 3; i += 1) {
      await vacate(often.unit.id);
      const next = await createTenant(ctx.db, often.landlord.id);
      await house(often.unit.id, next.id);
      await chargeAndPay(often.landlord.id, next.id, often.unit.id, 12000, 3000);
    }
    const counting = createQueryCountingApp(ctx);
    try {
      const count = async (path: string, landlordId: number) =>
        counting.count(async () => {
          const res = await request(counting.app)
            .get(`/api/accounts${path}`)
            .set('Authorization', asLandlord(landlordId));
          expect(res.status).toBe(200);
        });
      const few = await count(`/units/${twice.unit.id}/tenancies/`, twice.landlord.id);
      const many = await count(`/units/${often.unit.id}/tenancies/`, often.landlord.id);
      expect(many).toBe(few);
    } finally {
      await counting.close();
    }
  });
});
