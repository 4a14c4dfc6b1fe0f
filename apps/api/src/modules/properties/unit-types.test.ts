import { ADMIN_MESSAGES, ERROR_CODES } from '@pango/shared';
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

const penthouse = { name: 'Penthouse', rent: 60000, deposit: '', description: 'Top floor' };

describe('POST and GET /api/accounts/unit-types/', () => {
  it('adds room types and lists them by name with their unit counts', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const created = await me.post('/unit-types/', {
      ...penthouse,
      property_id: property.id,
      number_of_units: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Penthouse',
      rent: 60000,
      deposit: 0,
      description: 'Top floor',
      number_of_units: 0,
      property_id: property.id,
      is_custom: true,
    });
    const wide = await me.post('/unit-types/', { name: 'Bedsitter', rent: 7000, deposit: 7000 });
    expect(wide.body).toMatchObject({ property_id: null, is_custom: true });
    await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'PH1',
      unit_type: created.body.id,
    });
    const audit = await ctx.db.auditLog.count({
      where: { action: AUDIT_ACTIONS.unitTypeCreated, actorId: landlord.id },
    });
    expect(audit).toBe(2);

    const list = await me.get(`/unit-types/?property_id=${property.id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Bedsitter', 'Penthouse']);
    expect(list.body[1]).toMatchObject({ number_of_units: 1 });
    expect((await me.get('/unit-types/')).body).toHaveLength(2);
  });

  it('refuses a name already used in the same scope (any case), and bad input', async () => {
    const landlord = await landlordOn(ctx);
    const me = as(ctx, landlord.id);
    await me.post('/unit-types/', penthouse);
    const taken = await me.post('/unit-types/', { ...penthouse, name: 'PENTHOUSE' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ name: [ADMIN_MESSAGES.roomTypeNameTaken] });
    const bad = await me.post('/unit-types/', { name: '', rent: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: [ADMIN_MESSAGES.roomTypeNameAndRent],
      rent: [ADMIN_MESSAGES.roomTypeNameAndRent],
    });
    expect(await ctx.db.unitType.count({ where: { landlordId: landlord.id } })).toBe(1);
  });

  it("keeps other landlords' properties and types out, and tenants out", async () => {
    const landlord = await landlordOn(ctx);
    const other = await landlordOn(ctx);
    const theirs = await propertyOf(ctx.db, other.id);
    const theirType = await ctx.db.unitType.create({
      data: { landlordId: other.id, name: 'Loft', rent: 20000 },
    });
    const me = as(ctx, landlord.id);
    expect((await me.get(`/unit-types/?property_id=${theirs.id}`)).status).toBe(404);
    expect((await me.post('/unit-types/', { ...penthouse, property_id: theirs.id })).status).toBe(
      404,
    );
    expect((await me.put(`/unit-types/${theirType.id}/`, penthouse)).status).toBe(404);
    expect((await me.delete(`/unit-types/${theirType.id}/`)).status).toBe(404);
    expect((await me.get('/unit-types/')).body).toEqual([]);
    const tenant = await createTenant(ctx.db, other.id);
    expect((await as(ctx, tenant.id, 'tenant').get('/unit-types/')).status).toBe(403);
    expect(await ctx.db.unitType.findUnique({ where: { id: theirType.id } })).toMatchObject({
      name: 'Loft',
    });
  });
});

describe('PUT and DELETE /api/accounts/unit-types/{id}/', () => {
  it('edits a type (audited) and carries a new name to its units', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id);
    const me = as(ctx, landlord.id);
    const type = (await me.post('/unit-types/', penthouse)).body as { id: number };
    const unit = await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'PH1',
      unit_type: type.id,
    });
    const res = await me.put(`/unit-types/${type.id}/`, {
      name: 'Sky Suite',
      rent: 65000,
      deposit: 65000,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sky Suite', rent: 65000, number_of_units: 1 });
    const renamed = await ctx.db.unit.findUniqueOrThrow({ where: { id: unit.body.id } });
    expect(renamed).toMatchObject({ roomType: 'custom-Sky Suite', rent: 60000 });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: AUDIT_ACTIONS.unitTypeUpdated, entityId: String(type.id) },
    });
    expect(audit?.data).toMatchObject({ before: { rent: 60000 }, after: { rent: 65000 } });
  });

  it('refuses to delete a type in use, by link or by room type name', async () => {
    const landlord = await landlordOn(ctx);
    const property = await propertyOf(ctx.db, landlord.id, { units: 1 });
    const me = as(ctx, landlord.id);
    // The fixture's unit is a "studio" with no link: a landlord-wide "studio" type is in use.
    const studio = (await me.post('/unit-types/', { name: 'studio', rent: 8000 })).body;
    expect(studio.is_custom).toBe(false);
    const refused = await me.delete(`/unit-types/${studio.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: ERROR_CODES.conflict,
      detail: ADMIN_MESSAGES.roomTypeInUse,
    });
    const loft = (await me.post('/unit-types/', { name: 'Loft', rent: 20000 })).body;
    await me.post('/units/create/', {
      property_obj: property.id,
      unit_number: 'L1',
      unit_type: loft.id,
    });
    expect((await me.delete(`/unit-types/${loft.id}/`)).status).toBe(409);
    expect(await ctx.db.unitType.count({ where: { landlordId: landlord.id } })).toBe(2);

    const unused = (await me.post('/unit-types/', { name: 'Maisonette', rent: 40000 })).body;
    expect((await me.delete(`/unit-types/${unused.id}/`)).status).toBe(204);
    expect(await ctx.db.unitType.findUnique({ where: { id: unused.id } })).toBeNull();
  });
});
