import { ADMIN_MESSAGES, ERROR_CODES, LIMITS } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { as, landlordOn, propertyOf } from './test-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const unitsOf = (propertyId: number) => ctx.db.unit.count({ where: { propertyId } });

describe('POST /api/accounts/units/create/', () => {
  it('creates a unit; an empty deposit falls back to the rent, a missing rent to 5000', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const res = await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'A1',
      room_type: '2-bedroom',
      rent: '18000',
      deposit: '',
      is_available: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      unit_number: 'A1',
      room_type: '2-bedroom',
      unit_type: null,
      rent: 18000,
      deposit: 18000,
      is_available: true,
      status: 'available',
      property_obj: property.id,
      property_name: 'Kilimani Heights',
      tenant: null,
      rent_due_date: null,
    });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: AUDIT_ACTIONS.unitCreated, entityId: String(res.body.id) },
    });
    expect(audit?.data).toMatchObject({ after: { rent: 18000, deposit: 18000 } });

    const noRent = await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'A2',
      room_type: 'studio',
      deposit: 0,
    });
    expect(noRent.body).toMatchObject({
      rent: LIMITS.defaultUnitRent,
      deposit: LIMITS.defaultUnitRent,
    });
  });

  it("takes a custom room type's name, rent and deposit from unit_type", async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const type = await ctx.db.unitType.create({
      data: { landlordId: landlord.id, name: 'Penthouse', rent: 60000, deposit: 90000 },
    });
    const res = await as(ctx, landlord.id).post('/units/create/', {
      property_obj: property.id,
      unit_number: 'PH1',
      unit_type: type.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      room_type: 'custom-Penthouse',
      unit_type: { id: type.id, name: 'Penthouse' },
      rent: 60000,
      deposit: 90000,
    });
  });

  it("refuses another landlord's property (404) and room type (400), writing nothing", async () => {
    const landlord = await landlordOn(ctx);
    const other = await landlordOn(ctx);
    const mine = await propertyOf(ctx.db, landlord.id);
    const theirs = await propertyOf(ctx.db, other.id);
    const theirType = await ctx.db.unitType.create({
      data: { landlordId: other.id, name: 'Loft', rent: 20000 },
    });
    const me = as(ctx, landlord.id);
    const foreign = await me.post('/units/create/', {
      property_obj: theirs.id,
      unit_number: 'X1',
      room_type: 'studio',
    });
    expect(foreign.status).toBe(404);
    const badType = await me.post('/units/create/', {
      property_obj: mine.id,
      unit_number: 'X1',
      unit_type: theirType.id,
    });
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toEqual({ unit_type: [ADMIN_MESSAGES.invalidRoomType] });
    expect(await unitsOf(theirs.id)).toBe(0);
    expect(await unitsOf(mine.id)).toBe(0);
  });

  it("answers bad input with the spec's messages, and tenants with 403", async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const empty = await me.post('/units/create/', { room_type: 'castle' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      property_obj: [ADMIN_MESSAGES.selectPropertyFirst],
      unit_number: [ADMIN_MESSAGES.fillRequiredFields],
      room_type: [ADMIN_MESSAGES.invalidRoomType],
    });
    const noType = await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'B1',
    });
    expect(noType.status).toBe(400);
    expect(noType.body.errors).toEqual({ room_type: [ADMIN_MESSAGES.fillRequiredFields] });
    const tenant = await createTenant(ctx.db, landlord.id);
    const asTenant = as(ctx, tenant.id, 'tenant');
    const body = { property_obj: property.id, unit_number: 'B1', room_type: 'studio' };
    expect((await asTenant.post('/units/create/', body)).status).toBe(403);
    expect((await asTenant.get('/units/')).status).toBe(403);
    expect(await unitsOf(property.id)).toBe(0);
  });

  it('refuses a unit number the property already has, whatever its case', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 1 });
    const res = await as(ctx, landlord.id).post('/units/create/', {
      property_obj: property.id,
      unit_number: 'u001',
      room_type: 'studio',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ unit_number: [ADMIN_MESSAGES.unitNumberTaken] });
  });

  it('takes "_" and "%" in a unit number literally: U_01 is not U001', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 1, unitCount: 3 });
    const create = (unit_number: string) =>
      as(ctx, landlord.id).post('/units/create/', {
        property_obj: property.id,
        unit_number,
        room_type: 'studio',
      });
    expect((await create('U_01')).status).toBe(201);
    expect((await create('U%')).status).toBe(201);
    expect((await create('u_01')).body.errors).toEqual({
      unit_number: [ADMIN_MESSAGES.unitNumberTaken],
    });
    expect(await unitsOf(property.id)).toBe(3);
  });

  it("refuses a unit past the property's Number of Units with 409, not a plan limit", async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 2, unitCount: 2 });
    const res = await as(ctx, landlord.id).post('/units/create/', {
      property_obj: property.id,
      unit_number: 'Z9',
      room_type: 'studio',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: ERROR_CODES.conflict,
      detail: ADMIN_MESSAGES.propertyFull(2),
    });
    expect(await unitsOf(property.id)).toBe(2);
  });

  it('stops at the plan limit, even for concurrent creates', async () => {
    const landlord = await landlordOn(ctx, 'starter');
    const property = await propertyOf(ctx.db, landlord.id, { units: 8, unitCount: 50 });
    const me = as(ctx, landlord.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        me.post('/units/create/', {
          property_obj: property.id,
          unit_number: `N${i}`,
          room_type: 'studio',
          rent: 7000,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    expect(results.find((r) => r.status === 403)?.body).toMatchObject({
      code: ERROR_CODES.planLimit,
      upgrade_needed: true,
      limit: 10,
      current_count: 10,
      resource: 'units',
    });
    expect(await unitsOf(property.id)).toBe(10);
  });

  it('holds the free trial to its limit and is closed to an expired subscription', async () => {
    const trial = await landlordOn(ctx, 'free');
    const trialProperty = await propertyOf(ctx.db, trial.id, { units: 10, unitCount: 20 });
    const body = { property_obj: trialProperty.id, unit_number: 'T11', room_type: 'studio' };
    const limited = await as(ctx, trial.id).post('/units/create/', body);
    expect(limited.status).toBe(403);
    expect(limited.body).toMatchObject({ upgrade_needed: true, limit: 10, current_count: 10 });

    const expired = await landlordOn(ctx, 'starter', -2);
    const property = await propertyOf(ctx.db, expired.id);
    const res = await as(ctx, expired.id).post('/units/create/', {
      ...body,
      property_obj: property.id,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.subscriptionRequired);
    expect(await unitsOf(property.id)).toBe(0);
  });
});
