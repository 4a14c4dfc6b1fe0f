import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createPropertyWithUnit, createTeamMember } from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';
import { paidLandlord, parseCsv, payment, tenancy } from '../ledger/test-helpers.js';

// Issue 23 (ADR 038): a member limited to some properties sees a tenant's money on those
// properties only, and cannot move a tenant housed elsewhere into one of their units.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-11-20T09:00:00Z');
});
afterAll(() => ctx.close());

const auth = (userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;

/** A tenant housed on one property (P2) who applied for a unit on another (P1). */
async function tenantAcrossTwoProperties() {
  const owner = await paidLandlord(ctx.db);
  const { tenant, unit: home } = await tenancy(ctx.db, owner.id);
  const { property: p1, unit: applied } = await createPropertyWithUnit(ctx.db, owner.id);
  await ctx.db.tenantApplication.create({
    data: { tenantId: tenant.id, landlordId: owner.id, unitId: applied.id, status: 'pending' },
  });
  await payment(ctx.db, {
    landlordId: owner.id,
    tenantId: tenant.id,
    unitId: home.id,
    amount: 9000,
    description: 'Rent at the other home',
  });
  await payment(ctx.db, {
    landlordId: owner.id,
    tenantId: tenant.id,
    unitId: applied.id,
    amount: 5000,
    kind: 'deposit',
    description: 'Deposit for the applied unit',
  });
  return { owner, tenant, p1, applied };
}

describe('a tenant seen by a member limited to one property', () => {
  it('shows the accountant only the payments on their property, on screen and in the CSV', async () => {
    const { owner, tenant, p1 } = await tenantAcrossTwoProperties();
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant', {
      propertyIds: [p1.id],
    });
    const path = `/api/accounts/tenants/${tenant.id}/transactions/`;

    const mine = await request(ctx.app).get(path).set('Authorization', auth(accountant.user.id));
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((t: { description: string }) => t.description)).toEqual([
      'Deposit for the applied unit',
    ]);
    expect(mine.body.summary).toMatchObject({ total_paid: 5000, count: 1 });
    // Their home on the other property is not named.
    expect(mine.body.tenant).toMatchObject({ unit_number: null, property_name: null });

    const all = await request(ctx.app).get(path).set('Authorization', auth(owner.id));
    expect(all.body.summary).toMatchObject({ total_paid: 14000, count: 2 });
    expect(all.body.tenant.unit_number).toBe('A1');

    const csv = await request(ctx.app)
      .get(`/api/accounts/tenants/${tenant.id}/statement.csv`)
      .set('Authorization', auth(accountant.user.id));
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.text).map((r) => r.Description)).toEqual(['Deposit for the applied unit']);
  });

  it('refuses a property manager moving a tenant housed elsewhere into their unit (404)', async () => {
    const { owner, p1, applied } = await tenantAcrossTwoProperties();
    const { tenant: elsewhere, unit: theirHome } = await tenancy(ctx.db, owner.id);
    const manager = await createTeamMember(ctx.db, owner.id, 'property_manager', {
      propertyIds: [p1.id],
    });
    const res = await request(ctx.app)
      .post(`/api/accounts/units/${applied.id}/assign/${elsewhere.id}/`)
      .set('Authorization', auth(manager.user.id))
      .send({});
    expect(res.status).toBe(404);
    const [unit, home] = await Promise.all([
      ctx.db.unit.findUniqueOrThrow({ where: { id: applied.id } }),
      ctx.db.unit.findUniqueOrThrow({ where: { id: theirHome.id } }),
    ]);
    expect(unit.currentTenantId).toBeNull();
    expect(home.currentTenantId).toBe(elsewhere.id);
  });
});
