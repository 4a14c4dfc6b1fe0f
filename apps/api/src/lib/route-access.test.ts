import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTeamMember,
  createTenant,
} from '../test/factories.js';
import { testAccessToken } from '../test/sessions.js';
import { isMoneyKey, isPrivateKey } from './route-access.js';

// Issue 23 items 2-3 (ADR 038): what each role is refused, what a caretaker is sent, and a change
// of a member's properties taking effect on their very next request. The access matrix covers
// every route's status; these follow a user through the screens they would use.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;
const get = (userId: number, path: string) =>
  request(ctx.app).get(`/api${path}`).set('Authorization', bearer(userId));
const send = (method: 'post' | 'put' | 'patch', userId: number, path: string, body: object = {}) =>
  request(ctx.app)[method](`/api${path}`).set('Authorization', bearer(userId)).send(body);

/** An owner on a paid plan with two properties, a tenant in the first and a pending applicant. */
async function estate() {
  const owner = await createLandlord(ctx.db, { fullName: 'Amina Wairimu' });
  await ctx.db.subscription.create({
    data: { landlordId: owner.id, plan: 'professional', isActive: true, expiresAt: null },
  });
  const tenant = await createTenant(ctx.db, owner.id);
  const first = await createPropertyWithUnit(ctx.db, owner.id, {
    rent: 18_000,
    tenantId: tenant.id,
  });
  const second = await createPropertyWithUnit(ctx.db, owner.id, { rent: 9_500 });
  await ctx.db.property.update({ where: { id: second.property.id }, data: { name: 'Riverside' } });
  const vacant = await ctx.db.unit.create({
    data: {
      landlordId: owner.id,
      propertyId: first.property.id,
      unitNumber: 'A2',
      roomType: 'studio',
      rent: 12_000,
      deposit: 12_000,
    },
  });
  const applicant = await createTenant(ctx.db, owner.id, { approvalStatus: 'pending' });
  const application = await ctx.db.tenantApplication.create({
    data: { tenantId: applicant.id, landlordId: owner.id, unitId: vacant.id, status: 'pending' },
  });
  return { owner, tenant, first, second, vacant, application };
}

/** Every key anywhere in a JSON body. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      keysOf(v, into);
    }
  return into;
}

describe('a change of a member’s properties', () => {
  it('applies on the member’s next request, to lists and to rows by id', async () => {
    const { owner, first, second } = await estate();
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager', {
      propertyIds: [first.property.id],
    });
    const unitIds = async () =>
      (
        (await get(member.user.id, '/accounts/units/')).body as { results: { id: number }[] }
      ).results
        .map((u) => u.id)
        .sort();

    expect(await unitIds()).not.toContain(second.unit.id);
    expect((await get(member.user.id, `/accounts/properties/${second.property.id}/`)).status).toBe(
      404,
    );
    // Asking for the other property's units by filter is answered as another landlord's would be.
    expect(
      (await get(member.user.id, `/accounts/units/?property_id=${second.property.id}`)).status,
    ).toBe(404);

    const moved = await send('patch', owner.id, `/accounts/team/${member.id}/`, {
      property_ids: [second.property.id],
    });
    expect(moved.status).toBe(200);
    expect(await unitIds()).toEqual([second.unit.id]);
    expect((await get(member.user.id, `/accounts/properties/${second.property.id}/`)).status).toBe(
      200,
    );
    expect((await get(member.user.id, `/accounts/properties/${first.property.id}/`)).status).toBe(
      404,
    );

    // Empty = all the owner's properties.
    await send('patch', owner.id, `/accounts/team/${member.id}/`, { property_ids: [] });
    expect(await unitIds()).toContain(first.unit.id);
    expect(await unitIds()).toContain(second.unit.id);
  });

  it('cuts the dashboard and the payments summary to the member’s properties', async () => {
    const { owner, first } = await estate();
    const member = await createTeamMember(ctx.db, owner.id, 'accountant', {
      propertyIds: [first.property.id],
    });
    const dashboard = await get(member.user.id, '/accounts/dashboard/');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({ total_properties: 1 });
    expect(dashboard.body.properties.map((p: { id: number }) => p.id)).toEqual([first.property.id]);
    expect((await get(member.user.id, '/payments/rent-payments/summary/')).status).toBe(200);
    // The whole account's activity and settings are not cut to a property: refused.
    expect((await get(member.user.id, '/accounts/audit-log/')).status).toBe(403);
  });
});

describe('a caretaker', () => {
  it('sees units and tenants’ names and phone numbers, and no money, ID numbers or documents', async () => {
    const { owner, tenant, first } = await estate();
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      propertyIds: [first.property.id],
    });
    const screens = [
      '/accounts/units/',
      '/accounts/unit-types/',
      '/accounts/tenants/',
      `/accounts/tenants/${tenant.id}/`,
      '/accounts/dashboard/',
      `/accounts/units/${first.unit.id}/meter-readings/`,
      '/accounts/subscription/status/',
    ];
    for (const path of screens) {
      const res = await get(caretaker.user.id, path);
      expect(res.status, path).toBe(200);
      const keys = [...keysOf(res.body)];
      expect(keys.filter(isMoneyKey), path).toEqual([]);
      expect(keys.filter(isPrivateKey), path).toEqual([]);
      expect(JSON.stringify(res.body), path).not.toContain('18000');
    }
    const units = await get(caretaker.user.id, '/accounts/units/');
    expect(units.body.results[0]).not.toHaveProperty('rent');
    expect(units.body.results[0]).toHaveProperty('unit_number');
    const tenants = await get(caretaker.user.id, '/accounts/tenants/');
    expect(tenants.body.results[0]).toMatchObject({
      full_name: tenant.fullName,
      phone_number: expect.any(String),
    });
    expect(tenants.body.results[0]).not.toHaveProperty('rent_remaining');
    expect(tenants.body.results[0]).not.toHaveProperty('national_id');
  });

  it('is refused payments, statements, documents and rent', async () => {
    const { owner, tenant, first } = await estate();
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker');
    for (const path of [
      '/payments/rent-payments/',
      '/payments/rent-payments/summary/',
      `/accounts/tenants/${tenant.id}/transactions/`,
      `/accounts/tenants/${tenant.id}/statement.csv`,
      `/accounts/tenants/${tenant.id}/documents/id/`,
      `/accounts/properties/${first.property.id}/billing/`,
      '/accounts/deposits/',
    ])
      expect((await get(caretaker.user.id, path)).status, path).toBe(403);
  });
});

describe('announcements from a member of one property', () => {
  it('reach that property’s tenants only; another property’s tenant is refused, nothing queued', async () => {
    const { owner, tenant, first, second } = await estate();
    const elsewhere = await createTenant(ctx.db, owner.id);
    await ctx.db.unit.update({
      where: { id: second.unit.id },
      data: { currentTenantId: elsewhere.id, isAvailable: false },
    });
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      propertyIds: [first.property.id],
    });
    const message = { subject: 'Water off', message: 'Water is off on Saturday 9-12.' };
    const queued = (email: string) => ctx.db.emailOutbox.count({ where: { to: email } });

    const all = await send('post', caretaker.user.id, '/communication/reports/send-email/', {
      ...message,
      send_to_all: true,
    });
    expect(all.status).toBe(200);
    expect(await queued(tenant.email)).toBe(1);
    expect(await queued(elsewhere.email)).toBe(0);

    const chosen = await send('post', caretaker.user.id, '/communication/reports/send-email/', {
      ...message,
      tenants: [elsewhere.id],
    });
    expect(chosen.status).toBe(404);
    expect(await queued(elsewhere.email)).toBe(0);
  });
});

describe('an accountant', () => {
  it('is refused tenant approvals and rent or unit edits, and nothing changes', async () => {
    const { owner, first, application } = await estate();
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant');
    const id = accountant.user.id;

    const approve = await send(
      'post',
      id,
      `/accounts/tenant-applications/${application.id}/approve/`,
    );
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ code: 'FORBIDDEN', detail: expect.any(String) });
    const decline = await send(
      'post',
      id,
      `/accounts/tenant-applications/${application.id}/decline/`,
      { reason: 'No' },
    );
    expect(decline.status).toBe(403);
    const still = await ctx.db.tenantApplication.findUniqueOrThrow({
      where: { id: application.id },
    });
    expect(still.status).toBe('pending');

    const unitPath = `/accounts/units/${first.unit.id}/`;
    expect(
      (await send('put', id, `/payments/unit-rent-update/${first.unit.id}/`, { rent: 1 })).status,
    ).toBe(403);
    expect((await send('put', id, unitPath, { rent: 1 })).status).toBe(403);
    expect((await send('post', id, '/payments/bulk-rent-update/', {})).status).toBe(403);
    const billing = { rent_due_day: 5, grace_days: 0, late_fee: { type: 'none' } };
    expect(
      (await send('put', id, `/accounts/properties/${first.property.id}/billing/`, billing)).status,
    ).toBe(403);
    const unit = await ctx.db.unit.findUniqueOrThrow({ where: { id: first.unit.id } });
    expect(unit.rent).toBe(18_000);
  });

  it('reads the money of their properties and records a payment by hand, not for another property', async () => {
    const { owner, tenant, first, second } = await estate();
    const elsewhereTenant = await createTenant(ctx.db, owner.id);
    await ctx.db.unit.update({
      where: { id: second.unit.id },
      data: { currentTenantId: elsewhereTenant.id, isAvailable: false },
    });
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant', {
      propertyIds: [first.property.id],
    });
    const id = accountant.user.id;
    expect((await get(id, '/payments/rent-payments/')).status).toBe(200);
    expect((await get(id, `/accounts/tenants/${tenant.id}/transactions/`)).status).toBe(200);
    const units = await get(id, '/accounts/units/');
    expect(units.body.results[0]).toHaveProperty('rent', 18_000);

    const payment = {
      kind: 'rent',
      amount: 1000,
      method: 'cash',
      reference: 'CASH-1',
      paid_on: '2026-11-01',
    };
    expect(
      (await send('post', id, '/payments/manual/', { ...payment, tenant_id: tenant.id })).status,
    ).toBe(201);
    const refused = await send('post', id, '/payments/manual/', {
      ...payment,
      reference: 'CASH-2',
      tenant_id: elsewhereTenant.id,
    });
    expect(refused.status).toBe(404);
    expect(await ctx.db.payment.count({ where: { tenantId: elsewhereTenant.id } })).toBe(0);
  });
});
