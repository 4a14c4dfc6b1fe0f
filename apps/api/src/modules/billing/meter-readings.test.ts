import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METER_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createPropertyWithUnit } from '../../test/factories.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';

let ctx: TestContext;
const NOVEMBER = new Date('2026-11-20T09:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = NOVEMBER;
});
afterAll(async () => {
  await ctx.close();
});

const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const readingsPath = (unitId: number) => `/api/accounts/units/${unitId}/meter-readings/`;

/** A landlord's unit in a property billing water at KSh 150/m³ (minimum 200) and garbage at 300. */
async function meteredUnit() {
  const landlord = await paidLandlord(ctx.db);
  const { property, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
  const res = await request(ctx.app)
    .put(`/api/accounts/properties/${property.id}/billing/`)
    .set('Authorization', asLandlord(landlord.id))
    .send({
      rent_due_day: 5,
      grace_days: 0,
      late_fee: { type: 'none' },
      fixed_charges: [{ name: 'Garbage', amount: 300 }],
      metered_charges: [{ name: 'Water', unit: 'm³', rate: 150, minimum_charge: 200 }],
    });
  expect(res.status).toBe(200);
  return { landlord, property, unit, auth: asLandlord(landlord.id) };
}

const post = (unitId: number, auth: string, body: object) =>
  request(ctx.app).post(readingsPath(unitId)).set('Authorization', auth).send(body);

describe('POST/GET /api/accounts/units/{id}/meter-readings/', () => {
  it('records readings month by month and lists consumption and amount, newest first', async () => {
    const { unit, auth } = await meteredUnit();
    const october = await post(unit.id, auth, {
      charge: 'water',
      reading: '1200.5',
      read_on: '2026-10-30',
    });
    expect(october.status).toBe(201);
    expect(october.body).toMatchObject({
      charge: 'Water',
      reading: 1200.5,
      consumption: null,
      amount: null,
    });
    const november = await post(unit.id, auth, {
      charge: 'Water',
      reading: 1210,
      read_on: '2026-11-20',
    });
    expect(november.status).toBe(201);
    // 9.5 m³ × KSh 150 = 1425.
    expect(november.body).toMatchObject({
      previous_reading: 1200.5,
      consumption: 9.5,
      amount: 1425,
      period: '2026-11-01',
    });

    const list = await request(ctx.app).get(readingsPath(unit.id)).set('Authorization', auth);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((r: { reading: number }) => r.reading)).toEqual([1210, 1200.5]);
    expect(list.body.results[0]).toMatchObject({ consumption: 9.5, amount: 1425 });

    const page = await request(ctx.app)
      .get(`${readingsPath(unit.id)}?page_size=1`)
      .set('Authorization', auth);
    expect(page.body).toMatchObject({ count: 2, next_page: 2 });
    expect(page.body.results[0]).toMatchObject({ reading: 1210, previous_reading: 1200.5 });
  });

  it('charges the minimum for a small consumption', async () => {
    const { unit, auth } = await meteredUnit();
    await post(unit.id, auth, { charge: 'Water', reading: 10, read_on: '2026-10-01' });
    const res = await post(unit.id, auth, {
      charge: 'Water',
      reading: 10.5,
      read_on: '2026-11-01',
    });
    expect(res.body).toMatchObject({ consumption: 0.5, amount: 200 });
  });

  it('asks to confirm a meter replacement for a reading below the previous one, then charges the new meter’s reading', async () => {
    const { unit, auth } = await meteredUnit();
    await post(unit.id, auth, { charge: 'Water', reading: 1200, read_on: '2026-10-30' });
    const refused = await post(unit.id, auth, {
      charge: 'Water',
      reading: 4,
      read_on: '2026-11-20',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: METER_MESSAGES.belowPrevious('1200'),
      needs_replacement_confirmation: true,
      previous_reading: 1200,
    });
    expect(await ctx.db.meterReading.count({ where: { unitId: unit.id } })).toBe(1);

    const confirmed = await post(unit.id, auth, {
      charge: 'Water',
      reading: 4,
      read_on: '2026-11-20',
      replaced_meter: true,
    });
    expect(confirmed.status).toBe(201);
    // A new meter starts at 0: 4 m³ × 150 = 600.
    expect(confirmed.body).toMatchObject({ replaced_meter: true, consumption: 4, amount: 600 });
  });

  it('replaces a second reading in the same month, audited with before and after', async () => {
    const { unit, auth } = await meteredUnit();
    await post(unit.id, auth, { charge: 'Water', reading: 100, read_on: '2026-11-02' });
    const again = await post(unit.id, auth, {
      charge: 'Water',
      reading: 101,
      read_on: '2026-11-03',
    });
    expect(again.status).toBe(201);
    const rows = await ctx.db.meterReading.findMany({ where: { unitId: unit.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.readingMilli).toBe(101_000);
    const audits = await ctx.db.auditLog.findMany({
      where: { action: 'meter_reading.recorded', entityId: String(unit.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((a) => a.data)).toEqual([
      {
        before: null,
        after: { charge: 'Water', reading: '100', read_on: '2026-11-02', replaced_meter: false },
      },
      {
        before: { charge: 'Water', reading: '100', read_on: '2026-11-02', replaced_meter: false },
        after: { charge: 'Water', reading: '101', read_on: '2026-11-03', replaced_meter: false },
      },
    ]);
  });

  it('refuses a unit without such a meter charge, a future date and bad input, writing nothing', async () => {
    const { unit, auth } = await meteredUnit();
    const garbage = await post(unit.id, auth, {
      charge: 'Garbage',
      reading: 1,
      read_on: '2026-11-20',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors.charge).toEqual([METER_MESSAGES.noSuchCharge('Garbage')]);

    const landlord = await paidLandlord(ctx.db);
    const { unit: bare } = await createPropertyWithUnit(ctx.db, landlord.id);
    const noRules = await post(bare.id, asLandlord(landlord.id), {
      charge: 'Water',
      reading: 1,
      read_on: '2026-11-20',
    });
    expect(noRules.status).toBe(400);
    expect(noRules.body.errors.charge).toEqual([METER_MESSAGES.noSuchCharge('Water')]);

    const future = await post(unit.id, auth, {
      charge: 'Water',
      reading: 1,
      read_on: '2026-11-21',
    });
    expect(future.status).toBe(400);
    expect(future.body.errors.read_on).toEqual([METER_MESSAGES.readOnFuture]);

    const negative = await post(unit.id, auth, {
      charge: 'Water',
      reading: -1,
      read_on: '2026-11-20',
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.reading).toEqual([METER_MESSAGES.readingInvalid]);

    expect(await ctx.db.meterReading.count({ where: { unitId: { in: [unit.id, bare.id] } } })).toBe(
      0,
    );
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'meter_reading.recorded', entityId: String(unit.id) },
      }),
    ).toBe(0);
  });

  it('answers 404 for another landlord’s unit, reading or listing', async () => {
    const { unit, auth } = await meteredUnit();
    await post(unit.id, auth, { charge: 'Water', reading: 5, read_on: '2026-11-01' });
    const other = await paidLandlord(ctx.db);
    const write = await post(unit.id, asLandlord(other.id), {
      charge: 'Water',
      reading: 6,
      read_on: '2026-11-02',
    });
    expect(write.status).toBe(404);
    const list = await request(ctx.app)
      .get(readingsPath(unit.id))
      .set('Authorization', asLandlord(other.id));
    expect(list.status).toBe(404);
    expect(
      (await ctx.db.meterReading.findFirstOrThrow({ where: { unitId: unit.id } })).readingMilli,
    ).toBe(5000);
  });
});
