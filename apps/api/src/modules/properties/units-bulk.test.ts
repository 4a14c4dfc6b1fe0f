import { ADMIN_MESSAGES, ERROR_CODES, PlanRoomSchema } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { as, landlordOn, propertyOf } from './test-fixtures.js';

// Issue 17 item 3: a bulk add is refused before anything is created when its units do not fit,
// and creates all of its units or none.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const unitsOf = (propertyId: number) => ctx.db.unit.count({ where: { propertyId } });
const range = (propertyId: number, extra: Record<string, unknown> = {}) => ({
  property_obj: propertyId,
  start_number: 1,
  end_number: 4,
  room_type: 'studio',
  rent: 7000,
  ...extra,
});

describe('POST /api/accounts/units/bulk-create/', () => {
  it('creates the range named by the shared rule (Unit N without a prefix), audited', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const plain = await me.post(
      '/units/bulk-create/',
      range(property.id, { start_number: 5, end_number: 6 }),
    );
    expect(plain.status).toBe(201);
    expect(plain.body.map((u: { unit_number: string }) => u.unit_number)).toEqual([
      'Unit 5',
      'Unit 6',
    ]);
    expect(plain.body[0]).toMatchObject({ rent: 7000, deposit: 7000, status: 'available' });
    const prefixed = await me.post(
      '/units/bulk-create/',
      range(property.id, { prefix: 'B', end_number: 2 }),
    );
    expect(prefixed.body.map((u: { unit_number: string }) => u.unit_number)).toEqual(['B1', 'B2']);
    const audits = await ctx.db.auditLog.count({
      where: { action: AUDIT_ACTIONS.unitCreated, landlordId: landlord.id },
    });
    expect(audits).toBe(4);
  });

  it('refuses up front with the plan-limit 403 when the units would not fit, creating none', async () => {
    const landlord = await landlordOn(ctx, 'starter');
    const property = await propertyOf(ctx.db, landlord.id, { units: 8, unitCount: 50 });
    const res = await as(ctx, landlord.id).post(
      '/units/bulk-create/',
      range(property.id, { prefix: 'N' }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.planLimit,
      upgrade_needed: true,
      limit: 10,
      current_count: 8,
      requested: 4,
      resource: 'units',
    });
    expect(await unitsOf(property.id)).toBe(8);
  });

  it('lets two concurrent bulk adds take the last room only once', async () => {
    const landlord = await landlordOn(ctx, 'starter');
    const property = await propertyOf(ctx.db, landlord.id, { units: 4, unitCount: 50 });
    const me = as(ctx, landlord.id);
    const results = await Promise.all(
      ['P', 'Q', 'R'].map((prefix) =>
        me.post('/units/bulk-create/', range(property.id, { prefix })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    expect(await unitsOf(property.id)).toBe(8);
  });

  it("refuses a range past the property's Number of Units with 409 saying the room left", async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 8, unitCount: 10 });
    const res = await as(ctx, landlord.id).post(
      '/units/bulk-create/',
      range(property.id, { prefix: 'X' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.upgrade_needed).toBeUndefined();
    expect(res.body.detail).toContain(ADMIN_MESSAGES.propertyRoom(2));
    expect(await unitsOf(property.id)).toBe(8);
  });

  it('creates none when one of the numbers is taken, and names it', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 2 });
    const res = await as(ctx, landlord.id).post(
      '/units/bulk-create/',
      range(property.id, { prefix: 'u00' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      unit_number: [ADMIN_MESSAGES.unitNumbersTaken(['U001', 'U002'])],
    });
    expect(await unitsOf(property.id)).toBe(2);
  });

  it("answers bad input with the spec's messages; another landlord's property is 404", async () => {
    const landlord = await landlordOn(ctx);
    const other = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const backwards = await me.post(
      '/units/bulk-create/',
      range(property.id, { start_number: 5, end_number: 2 }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ end_number: [ADMIN_MESSAGES.bulkStartAfterEnd] });
    const tooMany = await me.post('/units/bulk-create/', range(property.id, { end_number: 101 }));
    expect(tooMany.body.errors).toEqual({ end_number: [ADMIN_MESSAGES.bulkTooMany] });
    const foreign = await as(ctx, other.id).post('/units/bulk-create/', range(property.id));
    expect(foreign.status).toBe(404);
    expect(await unitsOf(property.id)).toBe(0);
  });

  it('is closed to an expired subscription and to tenants', async () => {
    const expired = await landlordOn(ctx, 'starter', -1);
    const property = await propertyOf(ctx.db, expired.id);
    const res = await as(ctx, expired.id).post('/units/bulk-create/', range(property.id));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.subscriptionRequired);
    const tenant = await as(ctx, expired.id, 'tenant').post(
      '/units/bulk-create/',
      range(property.id),
    );
    expect(tenant.status).toBe(403);
    expect(await unitsOf(property.id)).toBe(0);
  });
});

describe('GET /api/accounts/subscription/limits/', () => {
  it('says how many more units and properties the plan holds', async () => {
    const landlord = await landlordOn(ctx, 'starter');
    await propertyOf(ctx.db, landlord.id, { units: 7 });
    const res = await as(ctx, landlord.id).get('/subscription/limits/');
    expect(res.status).toBe(200);
    expect(PlanRoomSchema.parse(res.body)).toEqual({
      plan: 'starter',
      properties: { limit: 3, current_count: 1, remaining: 2 },
      units: { limit: 10, current_count: 7, remaining: 3 },
    });
    const unlimited = await as(ctx, (await landlordOn(ctx, 'onetime')).id).get(
      '/subscription/limits/',
    );
    expect(unlimited.body.units).toEqual({ limit: null, current_count: 0, remaining: null });
    const tenant = await as(ctx, landlord.id, 'tenant').get('/subscription/limits/');
    expect(tenant.status).toBe(403);
  });
});
