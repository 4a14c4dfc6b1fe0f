import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTeamMember, createTenant } from '../../test/factories.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { as, bearer, landlordOn, propertyOf } from './test-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/accounts/units/', () => {
  it('lists by property then unit number, filtered by property, paginated', async () => {
    const landlord = await landlordOn(ctx);
    const first = await propertyOf(ctx.db, landlord.id, { units: 3 });
    const second = await propertyOf(ctx.db, landlord.id, { units: 2 });
    await propertyOf(ctx.db, (await landlordOn(ctx)).id, { units: 4 });
    const tenant = await createTenant(ctx.db, landlord.id);
    await ctx.db.unit.updateMany({
      where: { propertyId: second.id, unitNumber: 'U002' },
      data: { currentTenantId: tenant.id, isAvailable: false },
    });
    const me = as(ctx, landlord.id);
    const all = await me.get('/units/?page_size=4');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 5, next_page: 2 });
    expect(all.body.results.map((u: { property_obj: number }) => u.property_obj)).toEqual([
      first.id,
      first.id,
      first.id,
      second.id,
    ]);
    const filtered = await me.get(`/units/?property_id=${second.id}`);
    expect(filtered.body.count).toBe(2);
    expect(filtered.body.results[1]).toMatchObject({
      unit_number: 'U002',
      status: 'occupied',
      tenant: tenant.id,
      tenant_obj: { first_name: 'Brian', last_name: 'Otieno', email: tenant.email },
    });
    expect((await me.get('/units/?property_id=')).body.count).toBe(5);
  });

  it('pages one property past its first page, every field as listed', async () => {
    const landlord = await landlordOn(ctx);
    await propertyOf(ctx.db, landlord.id, { units: 4 });
    const property = await propertyOf(ctx.db, landlord.id, { units: 3, name: 'Lavington Court' });
    const tenant = await createTenant(ctx.db, landlord.id);
    const type = await ctx.db.unitType.create({
      data: { landlordId: landlord.id, name: 'Bedsitter', rent: 9000 },
    });
    await ctx.db.unit.updateMany({
      where: { propertyId: property.id, unitNumber: 'U003' },
      data: {
        currentTenantId: tenant.id,
        unitTypeId: type.id,
        rentDueDate: new Date('2034-04-05'),
        bedrooms: 1,
        size: 30,
      },
    });
    const me = as(ctx, landlord.id);
    const last = await me.get(`/units/?property_id=${property.id}&page_size=2&page=2`);
    expect(last.status).toBe(200);
    expect(last.body).toEqual({
      count: 3,
      next_page: null,
      results: [
        {
          id: expect.any(Number),
          unit_number: 'U003',
          room_type: 'studio',
          unit_type: { id: type.id, name: 'Bedsitter' },
          rent: 8000,
          deposit: 8000,
          size: 30,
          bedrooms: 1,
          bathrooms: null,
          is_available: true,
          status: 'occupied',
          tenant: tenant.id,
          tenant_obj: { first_name: 'Brian', last_name: 'Otieno', email: tenant.email },
          property_obj: property.id,
          property_name: 'Lavington Court',
          rent_due_date: '2034-04-05',
        },
      ],
    });
    const past = await me.get(`/units/?property_id=${property.id}&page_size=2&page=3`);
    expect(past.body).toEqual({ count: 3, next_page: null, results: [] });
  });

  it('pages a member’s own properties only', async () => {
    const owner = await landlordOn(ctx);
    const first = await propertyOf(ctx.db, owner.id, { units: 2 });
    await propertyOf(ctx.db, owner.id, { units: 3 });
    const third = await propertyOf(ctx.db, owner.id, { units: 2 });
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager', {
      propertyIds: [first.id, third.id],
    });
    const page = await as(ctx, member.user.id).get('/units/?page_size=3&page=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 4, next_page: null });
    expect(
      page.body.results.map((u: { property_obj: number; unit_number: string }) => [
        u.property_obj,
        u.unit_number,
      ]),
    ).toEqual([[third.id, 'U002']]);
  });

  it("answers 404 for another landlord's property_id", async () => {
    const landlord = await landlordOn(ctx);
    const theirs = await propertyOf(ctx.db, (await landlordOn(ctx)).id, { units: 1 });
    const res = await as(ctx, landlord.id).get(`/units/?property_id=${theirs.id}`);
    expect(res.status).toBe(404);
    expect(res.body.results).toBeUndefined();
  });

  it('issues the same number of queries for 1 unit and for 60', async () => {
    const counting = createQueryCountingApp(ctx);
    try {
      const few = await landlordOn(ctx);
      const many = await landlordOn(ctx);
      await propertyOf(ctx.db, few.id, { units: 1 });
      const property = await propertyOf(ctx.db, many.id, { units: 60, unitCount: 60 });
      const tenants = await Promise.all(
        Array.from({ length: 5 }, () => createTenant(ctx.db, many.id)),
      );
      const units = await ctx.db.unit.findMany({ where: { propertyId: property.id }, take: 5 });
      for (const [i, unit] of units.entries())
        await ctx.db.unit.update({
          where: { id: unit.id },
          data: { currentTenantId: tenants[i]!.id },
        });
      const list = (id: number) =>
        request(counting.app)
          .get('/api/accounts/units/?page_size=100')
          .set('Authorization', bearer(ctx, id))
          .expect(200);
      const forFew = await counting.count(() => list(few.id));
      const forMany = await counting.count(() => list(many.id));
      // The session check and one statement (ADR 049), the property's ownership check included.
      expect(forFew).toBe(2);
      expect(forMany).toBe(forFew);
      const oneProperty = await counting.count(() =>
        request(counting.app)
          .get(`/api/accounts/units/?property_id=${property.id}`)
          .set('Authorization', bearer(ctx, many.id))
          .expect(200),
      );
      expect(oneProperty).toBe(2);
    } finally {
      await counting.close();
    }
  });
});
