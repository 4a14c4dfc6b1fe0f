import { ERROR_CODES, PAYMENT_MESSAGES } from '@pango/shared';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../lib/auth.js';
import { errorHandler } from '../../lib/errors.js';
import { sessionGuard } from '../../lib/session-guard.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import {
  assertLandlordSubscriptionActive,
  requireActiveSubscription,
} from './subscriptions.service.js';

const DAY = 24 * 60 * 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function landlordWith(subscription: {
  plan: 'free' | 'starter' | 'basic' | 'onetime';
  isActive?: boolean;
  expiresAt: Date | null;
}) {
  const landlord = await createLandlord(ctx.db);
  await ctx.db.subscription.create({
    data: { landlordId: landlord.id, isActive: true, ...subscription },
  });
  return landlord;
}

async function addUnits(landlordId: number, count: number, properties = 1) {
  for (let p = 0; p < properties; p += 1) {
    const property = await ctx.db.property.create({
      data: { landlordId, name: `Block ${p}`, address: 'Ngong Road' },
    });
    const share = Math.floor(count / properties) + (p < count % properties ? 1 : 0);
    await ctx.db.unit.createMany({
      data: Array.from({ length: share }, (_, i) => ({
        landlordId: property.landlordId,
        propertyId: property.id,
        unitNumber: `U${i + 1}`,
        roomType: 'studio',
        rent: 8000,
        deposit: 8000,
      })),
    });
  }
}

async function accessFor(email: string, userType: 'landlord' | 'tenant'): Promise<string> {
  const res = await request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: userType });
  return res.body.access;
}
const status = async (email: string, userType: 'landlord' | 'tenant' = 'landlord') =>
  request(ctx.app)
    .get('/api/accounts/subscription/status/')
    .set('Authorization', `Bearer ${await accessFor(email, userType)}`);

describe('GET /api/accounts/subscription/status/', () => {
  it('reports a running free trial with the days left rounded up', async () => {
    const landlord = await landlordWith({
      plan: 'free',
      expiresAt: new Date(ctx.clock.now.getTime() + 6.5 * DAY),
    });
    await addUnits(landlord.id, 4);
    const res = await status(landlord.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: 'free',
      is_active: true,
      expiry_date: expect.any(String),
      days_remaining: 7,
      unit_count: 4,
      property_count: 1,
    });
  });

  it('after the trial reports the tier matching the unit count, inactive', async () => {
    const landlord = await landlordWith({
      plan: 'free',
      expiresAt: new Date(ctx.clock.now.getTime() - DAY),
    });
    await addUnits(landlord.id, 12, 2);
    const res = await status(landlord.email);
    expect(res.body).toMatchObject({ plan: 'basic', is_active: false, days_remaining: 0 });
  });

  it('reports the lifetime plan as active with no expiry', async () => {
    const landlord = await landlordWith({ plan: 'onetime', expiresAt: null });
    const res = await status(landlord.email);
    expect(res.body).toMatchObject({
      plan: 'onetime',
      is_active: true,
      expiry_date: null,
      days_remaining: 0,
    });
  });

  it('treats a landlord without a subscription row as on the trial since signup', async () => {
    const landlord = await createLandlord(ctx.db);
    const startedAt = ctx.clock.now;
    ctx.clock.now = new Date(landlord.createdAt.getTime() + 1000);
    const res = await status(landlord.email);
    ctx.clock.now = startedAt;
    expect(res.body).toMatchObject({ plan: 'free', is_active: true, days_remaining: 30 });
  });

  it('refuses tenants and anonymous callers', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const res = await status(tenant.email, 'tenant');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.forbidden);
    const anonymous = await request(ctx.app).get('/api/accounts/subscription/status/');
    expect(anonymous.status).toBe(401);
  });
});

describe('requireActiveSubscription', () => {
  function gatedApp() {
    const app = express();
    // requireAuth needs the session guard's verdict (lib/session-guard.ts), as under /api.
    app.use(sessionGuard(ctx.deps));
    app.get(
      '/gated',
      requireAuth(ctx.env.JWT_SECRET),
      requireActiveSubscription(ctx.deps),
      (_q, r) => {
        r.json({ ok: true });
      },
    );
    app.use(errorHandler(ctx.deps.logger));
    return app;
  }

  it('lets an active landlord through and stops an expired one with the spec message', async () => {
    const active = await landlordWith({
      plan: 'starter',
      expiresAt: new Date(ctx.clock.now.getTime() + DAY),
    });
    const expired = await landlordWith({
      plan: 'starter',
      expiresAt: new Date(ctx.clock.now.getTime() - 1000),
    });
    const call = async (email: string) =>
      request(gatedApp())
        .get('/gated')
        .set('Authorization', `Bearer ${await accessFor(email, 'landlord')}`);
    expect((await call(active.email)).status).toBe(200);
    const refused = await call(expired.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: PAYMENT_MESSAGES.subscriptionExpiredDetail,
      code: ERROR_CODES.subscriptionRequired,
    });
  });

  it('stops a landlord whose row is switched off even before the expiry date', async () => {
    const inactive = await landlordWith({
      plan: 'basic',
      isActive: false,
      expiresAt: new Date(ctx.clock.now.getTime() + 10 * DAY),
    });
    const res = await request(gatedApp())
      .get('/gated')
      .set('Authorization', `Bearer ${await accessFor(inactive.email, 'landlord')}`);
    expect(res.status).toBe(403);
  });

  it('refuses a tenant paying a landlord whose subscription expired', async () => {
    const expired = await landlordWith({
      plan: 'free',
      expiresAt: new Date(ctx.clock.now.getTime() - DAY),
    });
    await expect(
      assertLandlordSubscriptionActive(ctx.db, expired.id, ctx.clock.now),
    ).rejects.toMatchObject({
      status: 403,
      code: ERROR_CODES.subscriptionRequired,
      detail: PAYMENT_MESSAGES.landlordSubscriptionExpired,
    });
    const lifetime = await landlordWith({ plan: 'onetime', expiresAt: null });
    await expect(
      assertLandlordSubscriptionActive(ctx.db, lifetime.id, ctx.clock.now),
    ).resolves.toBeUndefined();
  });
});
