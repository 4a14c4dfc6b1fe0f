import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer, paidLandlord, tenancy } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A landlord with one property: units A1 (1-bedroom 10,000), A2 (studio 7,000), A3 (1-bedroom 12,345). */
async function estate() {
  const landlord = await paidLandlord(ctx.db);
  const { property, unit } = await tenancy(ctx.db, landlord.id, { rent: 10000 });
  const rest = await Promise.all(
    [
      { unitNumber: 'A2', roomType: 'studio', rent: 7000 },
      { unitNumber: 'A3', roomType: '1-bedroom', rent: 12345 },
    ].map((u) =>
      ctx.db.unit.create({
        data: { ...u, landlordId: landlord.id, propertyId: property.id, deposit: u.rent },
      }),
    ),
  );
  return { landlord, property, units: [unit, ...rest], auth: bearer(ctx, landlord.id, 'landlord') };
}
const rents = async (propertyId: number) =>
  (
    await ctx.db.unit.findMany({
      where: { propertyId },
      orderBy: { unitNumber: 'asc' },
      select: { rent: true },
    })
  ).map((u) => u.rent);
const audits = (action: string) => ctx.db.auditLog.count({ where: { action } });

describe('PUT /api/payments/unit-rent-update/:id/', () => {
  it('sets the rent of an own unit, audited', async () => {
    const { units, auth, landlord } = await estate();
    const res = await request(ctx.app)
      .put(`/api/payments/unit-rent-update/${units[0]!.id}/`)
      .set('Authorization', auth)
      .send({ rent: 11500 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: units[0]!.id, unit_number: 'A1', rent: 11500, deposit: 10000 });
    const log = await ctx.db.auditLog.findFirst({
      where: { action: 'unit.rent_updated', actorId: landlord.id },
    });
    expect(log).toMatchObject({
      landlordId: landlord.id,
      data: { unit_number: 'A1', before: { rent: 10000 }, after: { rent: 11500 } },
    });
  });

  it('refuses bad rents with field errors and writes nothing', async () => {
    const { units, auth, property } = await estate();
    for (const rent of [0, -5, 12.5, 'abc', null]) {
      const res = await request(ctx.app)
        .put(`/api/payments/unit-rent-update/${units[0]!.id}/`)
        .set('Authorization', auth)
        .send({ rent });
      expect(res.status).toBe(400);
      expect(res.body.errors.rent).toEqual([LEDGER_MESSAGES.rentInvalid]);
    }
    expect(await rents(property.id)).toEqual([10000, 7000, 12345]);
  });

  it("answers 404 for another landlord's unit and 403 for a tenant", async () => {
    const mine = await estate();
    const theirs = await estate();
    const res = await request(ctx.app)
      .put(`/api/payments/unit-rent-update/${theirs.units[0]!.id}/`)
      .set('Authorization', mine.auth)
      .send({ rent: 1 });
    expect(res.status).toBe(404);
    expect(await rents(theirs.property.id)).toEqual([10000, 7000, 12345]);
    const tenantId = mine.units[0]!.currentTenantId!;
    const asTenant = await request(ctx.app)
      .put(`/api/payments/unit-rent-update/${mine.units[0]!.id}/`)
      .set('Authorization', bearer(ctx, tenantId, 'tenant'))
      .send({ rent: 1 });
    expect(asTenant.status).toBe(403);
  });
});

const bulk = (auth: string, body: Record<string, unknown>) =>
  request(ctx.app).post('/api/payments/bulk-rent-update/').set('Authorization', auth).send(body);

describe('POST /api/payments/bulk-rent-update/', () => {
  it('previews a percentage change, rounded, and writes nothing', async () => {
    const { auth, property, units } = await estate();
    const before = await audits('unit.rents_bulk_updated');
    const res = await bulk(auth, {
      update_type: 'percentage',
      amount: 10,
      unit_type_filter: 'all',
      property_id: property.id,
      preview_only: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.units_updated).toBe(0);
    expect(res.body.units).toEqual([
      { id: units[0]!.id, unit_number: 'A1', old_rent: 10000, new_rent: 11000 },
      { id: units[1]!.id, unit_number: 'A2', old_rent: 7000, new_rent: 7700 },
      { id: units[2]!.id, unit_number: 'A3', old_rent: 12345, new_rent: 13580 },
    ]);
    expect(await rents(property.id)).toEqual([10000, 7000, 12345]);
    expect(await audits('unit.rents_bulk_updated')).toBe(before);
  });

  it('applies a fixed change to one unit type in one transaction, audited', async () => {
    const { auth, property } = await estate();
    const res = await bulk(auth, {
      update_type: 'fixed',
      amount: 500,
      unit_type_filter: '1-bedroom',
      preview_only: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ units_updated: 2, message: LEDGER_MESSAGES.rentsUpdated(2) });
    expect(await rents(property.id)).toEqual([10500, 7000, 12845]);
  });

  it('only touches the landlord own units when no property is given', async () => {
    const mine = await estate();
    const theirs = await estate();
    await bulk(mine.auth, { update_type: 'fixed', amount: 1, unit_type_filter: 'all' });
    expect(await rents(mine.property.id)).toEqual([10001, 7001, 12346]);
    expect(await rents(theirs.property.id)).toEqual([10000, 7000, 12345]);
  });

  it('refuses a change that would make any rent 0 or less, and writes nothing', async () => {
    const { auth, property } = await estate();
    const res = await bulk(auth, { update_type: 'fixed', amount: -7000, unit_type_filter: 'all' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(LEDGER_MESSAGES.bulkResultNotPositive('A2', 0));
    expect(res.body.errors.amount).toEqual([LEDGER_MESSAGES.bulkResultNotPositive('A2', 0)]);
    expect(await rents(property.id)).toEqual([10000, 7000, 12345]);
  });

  it('refuses bad input with field errors', async () => {
    const { auth, property } = await estate();
    const res = await bulk(auth, { update_type: 'double', amount: 'x', unit_type_filter: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'amount',
      'unit_type_filter',
      'update_type',
    ]);
    const fraction = await bulk(auth, {
      update_type: 'fixed',
      amount: 10.5,
      unit_type_filter: 'all',
    });
    expect(fraction.body.errors.amount).toEqual([LEDGER_MESSAGES.fixedAmountWhole]);
    const range = await bulk(auth, {
      update_type: 'percentage',
      amount: -100,
      unit_type_filter: 'all',
    });
    expect(range.body.errors.amount).toEqual([LEDGER_MESSAGES.percentageRange]);
    expect(await rents(property.id)).toEqual([10000, 7000, 12345]);
  });

  it("answers 404 for another landlord's property and 403 for a tenant", async () => {
    const mine = await estate();
    const theirs = await estate();
    const res = await bulk(mine.auth, {
      update_type: 'fixed',
      amount: 1,
      unit_type_filter: 'all',
      property_id: theirs.property.id,
    });
    expect(res.status).toBe(404);
    expect(await rents(theirs.property.id)).toEqual([10000, 7000, 12345]);
    const tenantId = mine.units[0]!.currentTenantId!;
    const asTenant = await bulk(bearer(ctx, tenantId, 'tenant'), {
      update_type: 'fixed',
      amount: 1,
      unit_type_filter: 'all',
    });
    expect(asTenant.status).toBe(403);
  });
});

type AuditedRent = { id: number; unit_number: string; rent: number };
const byUnit = (units: AuditedRent[]) =>
  Object.fromEntries(units.map((u) => [u.unit_number, u.rent]));

/** The audit rows of an entity, oldest first, as { before, after } (what the Activity log shows). */
async function trail<T>(action: string, entityId: number) {
  const rows = await ctx.db.auditLog.findMany({
    where: { action, entityId: String(entityId) },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.data as { before: T; after: T });
}

// Two landlords' tabs (or a double tap on a slow connection) send changes at the same moment: each
// change must land whole or not at all, and the audit trail must add up to the rents in the table.
describe('rent changes at the same moment', () => {
  it('ten concurrent changes of one unit each record the rent they really replaced', async () => {
    const { units, auth } = await estate();
    const unitId = units[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(ctx.app)
          .put(`/api/payments/unit-rent-update/${unitId}/`)
          .set('Authorization', auth)
          .send({ rent: 11_000 + i }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const changes = await trail<{ rent: number }>('unit.rent_updated', unitId);
    expect(changes).toHaveLength(10);
    expect(changes[0]!.before.rent).toBe(10000);
    for (let i = 1; i < changes.length; i += 1)
      expect(changes[i]!.before.rent).toBe(changes[i - 1]!.after.rent);
    const { rent } = await ctx.db.unit.findUniqueOrThrow({ where: { id: unitId } });
    expect(rent).toBe(changes.at(-1)!.after.rent);
  });

  it('two concurrent bulk updates: each property ends with one whole update, as audited', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { auth, property } = await estate();
      const initial = { A1: 10000, A2: 7000, A3: 12345 };
      const answers = await Promise.all([
        bulk(auth, {
          update_type: 'fixed',
          amount: 500,
          unit_type_filter: 'all',
          property_id: property.id,
        }),
        bulk(auth, {
          update_type: 'percentage',
          amount: 10,
          unit_type_filter: 'all',
          property_id: property.id,
        }),
      ]);
      // Whichever came second either saw the first's rents before it planned (both apply, one
      // after the other) or is refused whole; never a 500, never half of one.
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409)
          expect(answer.body.detail).toBe(LEDGER_MESSAGES.rentsChangedMeanwhile);
      }
      const applied = answers.filter((a) => a.status === 200);
      expect(applied.length).toBeGreaterThanOrEqual(1);
      const changes = await trail<AuditedRent[]>('unit.rents_bulk_updated', property.id);
      expect(changes).toHaveLength(applied.length);
      expect(byUnit(changes[0]!.before)).toEqual(initial);
      for (let i = 1; i < changes.length; i += 1)
        expect(byUnit(changes[i]!.before)).toEqual(byUnit(changes[i - 1]!.after));
      const [a1, a2, a3] = await rents(property.id);
      expect({ A1: a1, A2: a2, A3: a3 }).toEqual(byUnit(changes.at(-1)!.after));
    }
  });
});
