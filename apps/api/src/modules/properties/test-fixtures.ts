import type { UserType } from '@pango/shared';
import request from 'supertest';
import type { Db } from '../../lib/db.js';
import type { TestContext } from '../../test/context.js';
import { testAccessToken } from '../../test/sessions.js';
import { createLandlord } from '../../test/factories.js';

// Shared set-up for the properties module's API tests (not a test file itself).

const DAY = 24 * 60 * 60_000;
type Plan = 'free' | 'starter' | 'basic' | 'professional' | 'onetime';

export const bearer = (ctx: TestContext, userId: number, role: UserType = 'landlord') =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, role)}`;

/** A landlord on `plan`; expiresInDays < 0 gives an expired subscription. */
export async function landlordOn(ctx: TestContext, plan: Plan = 'onetime', expiresInDays = 20) {
  const landlord = await createLandlord(ctx.db);
  await ctx.db.subscription.create({
    data: {
      landlordId: landlord.id,
      plan,
      isActive: true,
      expiresAt:
        plan === 'onetime' ? null : new Date(ctx.clock.now.getTime() + expiresInDays * DAY),
    },
  });
  return landlord;
}

export async function propertyOf(
  db: Db,
  landlordId: number,
  data: { unitCount?: number; units?: number; name?: string } = {},
) {
  const property = await db.property.create({
    data: {
      landlordId,
      name: data.name ?? 'Kilimani Heights',
      address: 'Argwings Kodhek Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: data.unitCount ?? 10,
    },
  });
  if (data.units)
    await db.unit.createMany({
      data: Array.from({ length: data.units }, (_, i) => ({
        landlordId: property.landlordId,
        propertyId: property.id,
        unitNumber: `U${String(i + 1).padStart(3, '0')}`,
        roomType: 'studio',
        rent: 8000,
        deposit: 8000,
      })),
    });
  return property;
}

/** A supertest agent bound to one user's token. */
export function as(ctx: TestContext, userId: number, role: UserType = 'landlord') {
  const auth = bearer(ctx, userId, role);
  const url = (path: string) => `/api/accounts${path}`;
  return {
    get: (path: string) => request(ctx.app).get(url(path)).set('Authorization', auth),
    post: (path: string, body: object) =>
      request(ctx.app).post(url(path)).set('Authorization', auth).send(body),
    put: (path: string, body: object) =>
      request(ctx.app).put(url(path)).set('Authorization', auth).send(body),
    patch: (path: string, body: object) =>
      request(ctx.app).patch(url(path)).set('Authorization', auth).send(body),
    delete: (path: string) => request(ctx.app).delete(url(path)).set('Authorization', auth),
  };
}

let reference = 0;
/** A completed rent payment referencing a unit, as the payments module would leave it. */
export async function paymentFor(db: Db, landlordId: number, unitId: number) {
  reference += 1;
  return db.payment.create({
    data: {
      kind: 'rent',
      amount: 8000,
      status: 'completed',
      provider: 'pesapal',
      landlordId,
      unitId,
      merchantReference: `PROP-${process.pid}-${Date.now()}-${reference}`,
    },
  });
}
