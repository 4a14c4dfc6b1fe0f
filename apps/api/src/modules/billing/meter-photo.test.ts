import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createPropertyWithUnit } from '../../test/factories.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';

// Issue 20 item 2: "enter this month's reading (with an optional photo of the meter)". The photo is
// kept beside the reading as WebP, listed with it, shown only to its landlord.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-11-20T09:00:00Z');
});
afterAll(() => ctx.close());

async function readingWithLandlord() {
  const landlord = await paidLandlord(ctx.db);
  const auth = bearer(ctx, landlord.id, 'landlord');
  const { property, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
  await request(ctx.app)
    .put(`/api/accounts/properties/${property.id}/billing/`)
    .set('Authorization', auth)
    .send({
      rent_due_day: 5,
      grace_days: 0,
      late_fee: { type: 'none' },
      fixed_charges: [],
      metered_charges: [{ name: 'Water', unit: 'm³', rate: 150 }],
    })
    .expect(200);
  const reading = await request(ctx.app)
    .post(`/api/accounts/units/${unit.id}/meter-readings/`)
    .set('Authorization', auth)
    .send({ charge: 'Water', reading: 1210, read_on: '2026-11-20' })
    .expect(201);
  return { landlord, auth, unit, readingId: reading.body.id as number };
}

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

describe('PUT/GET /api/accounts/meter-readings/{id}/photo/', () => {
  it('keeps the photo beside the reading as WebP and lists it with the reading', async () => {
    const { auth, unit, readingId } = await readingWithLandlord();
    const path = `/api/accounts/meter-readings/${readingId}/photo/`;
    const saved = await request(ctx.app)
      .put(path)
      .set('Authorization', auth)
      .attach('photo', await jpeg(), 'meter.jpg');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: readingId, photo_url: path });

    const photo = await request(ctx.app).get(path).set('Authorization', auth);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toContain('image/webp');
    expect((await sharp(photo.body as Buffer).metadata()).format).toBe('webp');

    const list = await request(ctx.app)
      .get(`/api/accounts/units/${unit.id}/meter-readings/`)
      .set('Authorization', auth);
    expect(list.body.results[0]).toMatchObject({ id: readingId, photo_url: path });
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'meter_reading.photo_added', entityId: String(unit.id) },
      }),
    ).toBe(1);
  });

  it("refuses what is not a photo, and another landlord's reading is not there", async () => {
    const { auth, readingId } = await readingWithLandlord();
    const path = `/api/accounts/meter-readings/${readingId}/photo/`;
    const text = await request(ctx.app)
      .put(path)
      .set('Authorization', auth)
      .attach('photo', Buffer.from('not an image'), 'meter.jpg');
    expect(text.status).toBe(400);
    expect(text.body.errors.photo).toEqual([VACANCY_MESSAGES.photoType]);
    const none = await request(ctx.app).put(path).set('Authorization', auth);
    expect(none.status).toBe(400);
    expect(
      (await ctx.db.meterReading.findUniqueOrThrow({ where: { id: readingId } })).photoUrl,
    ).toBeNull();
    expect((await request(ctx.app).get(path).set('Authorization', auth)).status).toBe(404);

    const stranger = await paidLandlord(ctx.db);
    const strangerAuth = bearer(ctx, stranger.id, 'landlord');
    const put = await request(ctx.app)
      .put(path)
      .set('Authorization', strangerAuth)
      .attach('photo', await jpeg(), 'meter.jpg');
    expect(put.status).toBe(404);
    expect((await request(ctx.app).get(path).set('Authorization', strangerAuth)).status).toBe(404);
  });
});
