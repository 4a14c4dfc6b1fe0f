import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const validate = (body: unknown) =>
  request(ctx.app)
    .post('/api/accounts/validate-landlord/')
    .send(body as object);

async function landlordCodeOf(userId: number): Promise<string> {
  const profile = await ctx.db.landlordProfile.findUniqueOrThrow({ where: { userId } });
  return profile.landlordCode;
}

describe('POST /api/accounts/validate-landlord/', () => {
  it("answers the landlord's properties in creation order with rooms sorted and occupied flags", async () => {
    const landlord = await createLandlord(ctx.db, { fullName: 'Amina Wairimu' });
    const tenant = await createTenant(ctx.db, landlord.id);
    const first = await ctx.db.property.create({
      data: { landlordId: landlord.id, name: 'Kilimani Heights', address: 'Argwings Kodhek Rd' },
    });
    const second = await ctx.db.property.create({
      data: { landlordId: landlord.id, name: 'Ngong View', address: 'Ngong Road' },
    });
    const unit = (propertyId: number, unitNumber: string, extra: object = {}) =>
      ctx.db.unit.create({
        data: {
          landlordId: landlord.id,
          propertyId,
          unitNumber,
          roomType: '1-bedroom',
          rent: 15000,
          deposit: 15000,
          ...extra,
        },
      });
    const b2 = await unit(first.id, 'B2', { roomType: 'studio', rent: 9000, deposit: 4500 });
    const a1 = await unit(first.id, 'A1', { isAvailable: false, currentTenantId: tenant.id });
    const a2 = await unit(first.id, 'A2', { isAvailable: false }); // reserved by a pending application
    const c1 = await unit(second.id, 'C1', { roomType: 'custom-Penthouse' });
    // Another landlord's property never shows.
    const other = await createLandlord(ctx.db);
    await ctx.db.property.create({
      data: { landlordId: other.id, name: 'Elsewhere', address: 'Thika Road' },
    });

    const res = await validate({
      landlord_code: (await landlordCodeOf(landlord.id)).toLowerCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      landlord_name: 'Amina Wairimu',
      landlord_email: landlord.email,
      properties: [
        {
          id: first.id,
          name: 'Kilimani Heights',
          address: 'Argwings Kodhek Rd',
          units: [
            {
              id: a1.id,
              unit_code: String(a1.id),
              unit_number: 'A1',
              room_type: '1-bedroom',
              rent: 15000,
              deposit: 15000,
              occupied: true,
            },
            expect.objectContaining({ id: a2.id, unit_number: 'A2', occupied: true }),
            {
              id: b2.id,
              unit_code: String(b2.id),
              unit_number: 'B2',
              room_type: 'studio',
              rent: 9000,
              deposit: 4500,
              occupied: false,
            },
          ],
        },
        {
          id: second.id,
          name: 'Ngong View',
          address: 'Ngong Road',
          units: [
            expect.objectContaining({ id: c1.id, room_type: 'custom-Penthouse', occupied: false }),
          ],
        },
      ],
    });
  });

  it('answers an empty list for a landlord without properties', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await validate({ landlord_code: await landlordCodeOf(landlord.id) });
    expect(res.status).toBe(200);
    expect(res.body.properties).toEqual([]);
  });

  it('answers 404 with the spec message for an unknown code', async () => {
    const res = await validate({ landlord_code: 'PNG-NOPE1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      detail: MESSAGES.landlordNotFound,
      code: 'NOT_FOUND',
      error: MESSAGES.landlordNotFound,
    });
  });

  it('answers 400 when the code is missing', async () => {
    const res = await validate({ landlord_code: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.errors.landlord_code).toEqual([MESSAGES.landlordIdRequired]);
  });

  it('rate-limits lookups per client address', async () => {
    const limited = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const res = await request(limited.app)
          .post('/api/accounts/validate-landlord/')
          .send({ landlord_code: 'PNG-GUESS' });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body).toEqual({ detail: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
        }
      }
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
