import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
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
      expect(forFew).toBeGreaterThan(0);
      expect(forMany).toBe(forFew);
    } finally {
      await counting.close();
    }
  });
});
