import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANCY_RECORD_MESSAGES, TENANT_PORTAL_MESSAGES, TERMS_VERSION } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { endTenancy, housedWithLedger } from './ended-tenancy-fixtures.js';

// Issue 18 item 4: after move-out the tenant loses the unit's screens (paying rent, reporting an
// issue, the move-in date) but keeps read access to their history and their tenancy's record.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const as = (userId: number, role: 'tenant' | 'landlord' = 'tenant') => {
  const auth = bearer(ctx, userId, role);
  return {
    get: (path: string) => request(ctx.app).get(`/api${path}`).set('Authorization', auth),
    post: (path: string, body: object) =>
      request(ctx.app).post(`/api${path}`).set('Authorization', auth).send(body),
    patch: (path: string, body: object) =>
      request(ctx.app).patch(`/api${path}`).set('Authorization', auth).send(body),
  };
};

async function movedOut() {
  const home = await housedWithLedger(ctx.db);
  await endTenancy(ctx.db, home, {
    deductions: [
      { reason: 'Repaint bedroom', amount: 3500 },
      { reason: 'Replace door lock', amount: 1500 },
    ],
    depositHeld: 15000,
    unpaidRent: 5000,
  });
  return home;
}

describe('GET /api/accounts/tenancies/{id}/', () => {
  it('gives the tenant and their landlord the settlement, deductions and refund', async () => {
    const home = await movedOut();
    const tenantView = await as(home.tenant.id).get(`/accounts/tenancies/${home.tenancyId}/`);
    expect(tenantView.status).toBe(200);
    expect(tenantView.body).toMatchObject({
      id: home.tenancyId,
      status: 'ended',
      start_date: '2026-09-01',
      end_date: '2026-10-31',
      monthly_rent: 15000,
      deposit: 15000,
      unit: { id: home.unit.id, unit_number: 'A1', property_name: 'Kilimani Heights' },
      tenant: { id: home.tenant.id, full_name: 'Brian Otieno' },
      landlord: { id: home.landlordId, full_name: 'Amina Wairimu' },
      deposit_held: 15000,
      deposit_status: 'refund_due',
      // Two months charged, one paid: the ledger still says what was owed before the settlement.
      ledger_balance: 15000,
      settlement: {
        deposit_held: 15000,
        unpaid_rent: 5000,
        deductions_total: 5000,
        refund_due: 5000,
        balance_after: 0,
      },
      deductions: [
        { reason: 'Repaint bedroom', amount: 3500 },
        { reason: 'Replace door lock', amount: 1500 },
      ],
      refund: null,
    });
    const landlordView = await as(home.landlordId, 'landlord').get(
      `/accounts/tenancies/${home.tenancyId}/`,
    );
    expect(landlordView.status).toBe(200);
    expect(landlordView.body).toEqual(tenantView.body);
  });

  it('shows the refund once recorded, and a running tenancy without a settlement', async () => {
    const home = await housedWithLedger(ctx.db);
    const running = await as(home.tenant.id).get(`/accounts/tenancies/${home.tenancyId}/`);
    expect(running.body).toMatchObject({
      status: 'active',
      end_date: null,
      deposit_held: 15000,
      deposit_status: 'held',
      settlement: null,
      deductions: [],
      refund: null,
    });
    await endTenancy(ctx.db, home, {
      deductions: [],
      unpaidRent: 0,
      refund: { amount: 15000, method: 'mpesa', reference: 'QKREF9', paidOn: '2026-11-02' },
    });
    const refunded = await as(home.tenant.id).get(`/accounts/tenancies/${home.tenancyId}/`);
    expect(refunded.body).toMatchObject({
      deposit_status: 'refunded',
      refund: { amount: 15000, method: 'mpesa', reference: 'QKREF9', paid_on: '2026-11-02' },
    });
  });

  it('is a 404 for another landlord, another tenant, and a bad id is a 400', async () => {
    const home = await movedOut();
    const stranger = await paidLandlord(ctx.db);
    const neighbour = await createTenant(ctx.db, home.landlordId);
    const path = `/accounts/tenancies/${home.tenancyId}/`;
    expect((await as(stranger.id, 'landlord').get(path)).status).toBe(404);
    expect((await as(neighbour.id).get(path)).status).toBe(404);
    const bad = await as(home.tenant.id).get('/accounts/tenancies/abc/');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/accounts/tenant/tenancies/', () => {
  it('lists the tenant’s own tenancies newest first, the ended one with its final balance', async () => {
    const home = await movedOut();
    // The tenant moves to another unit of the same landlord: a new tenancy, the old one stays.
    const next = await ctx.db.unit.create({
      data: {
        landlordId: home.landlordId,
        propertyId: home.property.id,
        unitNumber: 'B2',
        roomType: 'studio',
        rent: 12000,
        deposit: 12000,
        isAvailable: false,
        currentTenantId: home.tenant.id,
      },
    });
    const res = await as(home.tenant.id).get('/accounts/tenant/tenancies/');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      status: 'active',
      unit_number: next.unitNumber,
      monthly_rent: 12000,
      end_date: null,
      final_balance: null,
      refund_due: null,
    });
    expect(res.body[1]).toMatchObject({
      id: home.tenancyId,
      status: 'ended',
      unit_number: 'A1',
      property_name: 'Kilimani Heights',
      start_date: '2026-09-01',
      end_date: '2026-10-31',
      monthly_rent: 15000,
      deposit: 15000,
      deposit_held: 15000,
      deposit_status: 'refund_due',
      final_balance: 0,
      refund_due: 5000,
    });
    // Another tenant's list is their own; landlords use GET /accounts/tenants/{id}/tenancies/.
    const neighbour = await createTenant(ctx.db, home.landlordId);
    expect((await as(neighbour.id).get('/accounts/tenant/tenancies/')).body).toEqual([]);
    const landlord = await as(home.landlordId, 'landlord').get('/accounts/tenant/tenancies/');
    expect(landlord.status).toBe(403);
  });
});

describe('a tenant whose tenancy ended', () => {
  it('sees the ended tenancy on the dashboard and keeps their payment history', async () => {
    const home = await movedOut();
    const dash = await as(home.tenant.id).get('/accounts/tenant/dashboard/');
    expect(dash.status).toBe(200);
    expect(dash.body).toMatchObject({
      unit: null,
      rent: { rent_status: 'no_unit' },
      ended_tenancy_id: home.tenancyId,
    });
    const summary = await as(home.tenant.id).get('/payments/rent-summary/');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ rent_status: 'no_unit', rent_due: 0 });
    const history = await as(home.tenant.id).get('/payments/rent-payments/');
    expect(history.status).toBe(200);
    expect(history.body.results.map((p: { amount: number }) => p.amount).sort()).toEqual([
      15000, 15000,
    ]);
    const me = await as(home.tenant.id).get('/accounts/me/');
    expect(me.status).toBe(200);
    expect(me.body.current_unit).toBeNull();
  });

  it('a current tenant’s dashboard names no ended tenancy', async () => {
    const home = await housedWithLedger(ctx.db);
    const dash = await as(home.tenant.id).get('/accounts/tenant/dashboard/');
    expect(dash.body.ended_tenancy_id).toBeNull();
  });

  it('can no longer pay rent for, or report an issue in, the unit they left', async () => {
    const home = await movedOut();
    const paymentsBefore = await ctx.db.payment.count({ where: { tenantId: home.tenant.id } });
    const pay = await as(home.tenant.id).post(`/payments/initiate-rent-payment/${home.unit.id}/`, {
      amount: 15000,
    });
    expect(pay.status).toBe(404);
    expect(await ctx.db.payment.count({ where: { tenantId: home.tenant.id } })).toBe(
      paymentsBefore,
    );

    const report = await as(home.tenant.id).post('/communication/reports/create/', {
      issue_category: 'plumbing',
      priority_level: 'high',
      issue_title: 'Burst pipe',
      description: 'Water on the floor.',
      unit: home.unit.id,
      terms_version: TERMS_VERSION,
      terms_accepted: true,
    });
    expect(report.status).toBe(400);
    expect(report.body.detail).toBe(TENANT_PORTAL_MESSAGES.unitRequired);
    expect(await ctx.db.report.count({ where: { tenantId: home.tenant.id } })).toBe(0);
  });

  it('cannot change a move-in date that belonged to the ended tenancy', async () => {
    const home = await movedOut();
    const res = await as(home.tenant.id).patch('/accounts/tenant/move-in-date/', {
      move_in_date: '2026-09-01',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      detail: TENANCY_RECORD_MESSAGES.noCurrentUnit,
    });
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({
      where: { userId: home.tenant.id },
    });
    expect(profile.moveInDate).toBeNull();
  });
});
