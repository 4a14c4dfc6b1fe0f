import sharp from 'sharp';
import request from 'supertest';
import type { TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';

// Shared set-up for the vacancy module's API tests (not a test file itself).

export const bearer = (ctx: TestContext, userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;

/** A real image of the given format, as a phone would send it. */
export const imageOf = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

/** A landlord with one property of units A1..An (studio, KSh 8,000, deposit 10,000), all available. */
export async function landlordWithProperty(ctx: TestContext, units = 3) {
  const landlord = await createLandlord(ctx.db, { fullName: 'Wanjiru Kamau' });
  const property = await ctx.db.property.create({
    data: {
      landlordId: landlord.id,
      name: 'Umoja Court',
      address: 'Moi Avenue',
      city: 'Kitengela',
      state: 'Kajiado',
      unitCount: 10,
    },
  });
  await ctx.db.unit.createMany({
    data: Array.from({ length: units }, (_, i) => ({
      landlordId: landlord.id,
      propertyId: property.id,
      unitNumber: `A${i + 1}`,
      roomType: i === 0 ? 'studio' : '1-bedroom',
      rent: 8000 + i * 1000,
      deposit: 10000,
    })),
  });
  const profile = await ctx.db.landlordProfile.findUniqueOrThrow({
    where: { userId: landlord.id },
  });
  return { landlord, property, landlordCode: profile.landlordCode };
}

export const api = (ctx: TestContext, userId: number) => {
  const auth = bearer(ctx, userId);
  const url = (path: string) => `/api/accounts${path}`;
  return {
    get: (path: string) => request(ctx.app).get(url(path)).set('Authorization', auth),
    put: (path: string, body: object) =>
      request(ctx.app).put(url(path)).set('Authorization', auth).send(body),
    post: (path: string, body?: object) =>
      request(ctx.app).post(url(path)).set('Authorization', auth).send(body),
    delete: (path: string) => request(ctx.app).delete(url(path)).set('Authorization', auth),
    upload: (propertyId: number, bytes: Buffer, name: string) =>
      request(ctx.app)
        .post(url(`/properties/${propertyId}/photos/`))
        .set('Authorization', auth)
        .attach('photo', bytes, name),
  };
};

/** Switches the property's page on and answers its path (/v/<token>). */
export async function pageOn(ctx: TestContext, landlordId: number, propertyId: number) {
  const res = await api(ctx, landlordId).put(`/properties/${propertyId}/vacancy-page/`, {
    enabled: true,
  });
  if (res.status !== 200) throw new Error(`page on: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.url as string).pathname;
}
