import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { bearer, paidLandlord, parseCsv, payment, tenancy } from '../ledger/test-helpers.js';

// A unit re-let (issue 18 item 6, ADR 021): each payment keeps naming its own tenant, the new
// tenant's rent figures never include the earlier tenancy's ledger, and a tenant who comes back
// to a unit they once left starts a clean account (the earlier tenancy's debt stays on it).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2034-05-20T09:00:00Z');
});
afterAll(async () => {
  await ctx.close();
});

const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const get = (path: string, auth: string) =>
  request(ctx.app).get(`/api${path}`).set('Authorization', auth);

async function ledger(
  landlordId: number,
  tenantId: number,
  unitId: number,
  charged: number,
  paid: number,
  when: string,
) {
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId,
      unitId,
      landlordId,
      type: 'adjustment',
      amount: charged,
      description: 'Rent owed',
    },
  });
  const p = await payment(ctx.db, {
    landlordId,
    tenantId,
    unitId,
    amount: paid,
    createdAt: new Date(when),
    description: `Rent from tenant ${tenantId}`,
  });
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
  return p;
}

const setTenant = (unitId: number, tenantId: number | null) =>
  ctx.db.unit.update({
    where: { id: unitId },
    data: {
      currentTenantId: tenantId,
      rentDueDate: tenantId ? new Date('2034-05-01T00:00:00Z') : null,
    },
  });

async function reLet() {
  const landlord = await paidLandlord(ctx.db);
  const { tenant: a, unit } = await tenancy(ctx.db, landlord.id, {
    rent: 10000,
    rentDueDate: '2034-05-01',
  });
  await ctx.db.user.update({ where: { id: a.id }, data: { fullName: 'Amina Wanjiru' } });
  const aPaid = await ledger(landlord.id, a.id, unit.id, 10000, 6000, '2034-01-05T08:00:00Z');
  await setTenant(unit.id, null);
  const b = await createTenant(ctx.db, landlord.id);
  await ctx.db.user.update({ where: { id: b.id }, data: { fullName: 'Baraka Mwangi' } });
  await setTenant(unit.id, b.id);
  const bPaid = await ledger(landlord.id, b.id, unit.id, 10000, 10000, '2034-05-05T08:00:00Z');
  return { landlord, unit, a, b, aPaid, bPaid };
}

describe('a re-let unit', () => {
  it('names each payment’s own tenant in the payments list and CSV', async () => {
    const { landlord, aPaid, bPaid } = await reLet();
    const list = await get('/payments/rent-payments/', asLandlord(landlord.id));
    expect(list.status).toBe(200);
    const names = new Map(
      list.body.results.map((r: { id: number; tenant_name: string }) => [r.id, r.tenant_name]),
    );
    expect(names.get(aPaid.id)).toBe('Amina Wanjiru');
    expect(names.get(bPaid.id)).toBe('Baraka Mwangi');

    const csv = await get('/payments/rent-payments/csv/', asLandlord(landlord.id));
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text);
    expect(rows.find((r) => r['Payment ID'] === String(aPaid.id))?.Client).toBe('Amina Wanjiru');
    expect(rows.find((r) => r['Payment ID'] === String(bPaid.id))?.Client).toBe('Baraka Mwangi');
  });

  it('keeps the earlier tenant’s debt out of the new tenant’s rent figures', async () => {
    const { landlord, b } = await reLet();
    const row = await get(`/accounts/tenants/${b.id}/`, asLandlord(landlord.id));
    expect(row.body).toMatchObject({ rent_status: 'paid', rent_remaining: 0 });
    const summary = await get('/payments/rent-payments/summary/', asLandlord(landlord.id));
    expect(summary.body).toMatchObject({ outstanding_rent: 0, tenants_with_outstanding_rent: 0 });
  });

  it('shows both tenancies in the unit’s history with what each paid', async () => {
    const { landlord, unit, a, b } = await reLet();
    const res = await get(`/accounts/units/${unit.id}/tenancies/`, asLandlord(landlord.id));
    expect(
      res.body.results.map((r: { tenant: { id: number }; total_paid: number; balance: number }) => [
        r.tenant.id,
        r.total_paid,
        r.balance,
      ]),
    ).toEqual([
      [b.id, 10000, 0],
      [a.id, 6000, 4000],
    ]);
  });
});

describe("the dashboard's Rent Due across a tenancy's end", () => {
  it('counts what a current tenant owes, and stops when their tenancy ends', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id, {
      rent: 10000,
      rentDueDate: '2034-05-01',
    });
    await ledger(landlord.id, tenant.id, unit.id, 10000, 6000, '2034-05-05T08:00:00Z');
    const rentDue = async () =>
      (await get('/accounts/dashboard/', asLandlord(landlord.id))).body.rent_due;
    expect(await rentDue()).toBe(4000);
    const open = await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: tenant.id } });
    await setTenant(unit.id, null);
    expect(await rentDue()).toBe(0);
    // A first entry posted to the ended tenancy (a move-out charge) opens its balance closed.
    const later = await tenancy(ctx.db, landlord.id, { rent: 8000, rentDueDate: '2034-05-01' });
    await setTenant(later.unit.id, null);
    const ended = await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: later.tenant.id } });
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenancyId: ended.id,
        tenantId: later.tenant.id,
        unitId: later.unit.id,
        landlordId: landlord.id,
        type: 'adjustment',
        amount: 2500,
        description: 'Broken window',
      },
    });
    expect(await rentDue()).toBe(0);
    // The payments summary reads the same kept flag.
    const summary = await get('/payments/rent-payments/summary/', asLandlord(landlord.id));
    expect(summary.body).toMatchObject({ outstanding_rent: 0, tenants_with_outstanding_rent: 0 });
    expect(open.id).not.toBe(ended.id);
  });
});

describe('a tenant who comes back to a unit they left', () => {
  async function comeBack() {
    const { landlord, unit, a, b } = await reLet();
    await setTenant(unit.id, null);
    await setTenant(unit.id, a.id);
    await ledger(landlord.id, a.id, unit.id, 10000, 10000, '2034-05-10T08:00:00Z');
    return { landlord, unit, a, b };
  }

  it('starts a clean account: the earlier tenancy’s debt stays on that tenancy', async () => {
    const { landlord, a, unit } = await comeBack();
    const asA = bearer(ctx, a.id, 'tenant');
    const own = await get('/payments/rent-summary/', asA);
    expect(own.body).toMatchObject({ rent_status: 'paid', balance: 0 });
    const row = await get(`/accounts/tenants/${a.id}/`, asLandlord(landlord.id));
    expect(row.body).toMatchObject({ rent_status: 'paid', rent_remaining: 0 });
    const tenants = await get('/accounts/tenants/summary/', asLandlord(landlord.id));
    expect(tenants.body).toMatchObject({ rent_overdue: 0, rent_paid: 1 });
    const payments = await get('/payments/rent-payments/summary/', asLandlord(landlord.id));
    expect(payments.body).toMatchObject({ outstanding_rent: 0, tenants_with_outstanding_rent: 0 });
    const dashboard = await get('/accounts/dashboard/', asLandlord(landlord.id));
    expect(dashboard.body).toMatchObject({ rent_due: 0 });
    // Both of A's tenancies of the unit stay readable, each with its own balance.
    const history = await get(`/accounts/tenants/${a.id}/tenancies/`, asLandlord(landlord.id));
    expect(
      history.body.results.map((r: { unit: { id: number }; balance: number }) => [
        r.unit.id,
        r.balance,
      ]),
    ).toEqual([
      [unit.id, 0],
      [unit.id, 4000],
    ]);
  });
});
