import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createPropertyWithUnit } from '../../test/factories.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// The server decides what is owed: every initiation endpoint refuses a tampered amount with the
// spec's message, answers the same payment to a retried request, and hides others' payments.

let ctx: TestContext;
let h: Harness;
beforeAll(async () => {
  ctx = await createTestContext();
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
});

const pay = (redirectUrl: string) =>
  h.http.post(new URL(redirectUrl).pathname).type('form').send({ outcome: 'completed' });

function expectRefusal(res: { status: number; body: Record<string, unknown> }, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    detail: message,
    code: ERROR_CODES.validation,
    success: false,
    error: message,
    errors: { amount: [message] },
  });
}

describe('rent initiation', () => {
  it('refuses more than the outstanding, a wrong months total, and nothing owed', async () => {
    const { tenant, unit } = await tenantWithRent(ctx, 15_000);
    const auth = await signIn(h, tenant.email, 'tenant');
    const post = (body: object) =>
      h.http
        .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
        .set('Authorization', auth)
        .send(body);
    expectRefusal(await post({ amount: 15_001 }), PAYMENT_MESSAGES.amountExceedsOutstanding);
    expectRefusal(
      await post({ amount: 29_999, months: 2 }),
      PAYMENT_MESSAGES.amountMustEqualMonths(30_000),
    );
    const ok = await post({ amount: 30_000, months: 2 });
    expect(ok.status).toBe(200);
    const stored = await ctx.db.payment.findUniqueOrThrow({ where: { id: ok.body.payment_id } });
    expect(stored).toMatchObject({
      amount: 30_000,
      monthsCovered: 2,
      kind: 'rent',
      status: 'pending',
    });

    const settled = await tenantWithRent(ctx, 0);
    const auth2 = await signIn(h, settled.tenant.email, 'tenant');
    const none = await h.http
      .post(`/api/payments/initiate-rent-payment/${settled.unit.id}/`)
      .set('Authorization', auth2)
      .send({ amount: 100 });
    expectRefusal(none, PAYMENT_MESSAGES.nothingOutstanding);
  });

  it('returns the same payment for a retried Idempotency-Key', async () => {
    const { tenant, unit } = await tenantWithRent(ctx);
    const auth = await signIn(h, tenant.email, 'tenant');
    const key = randomUUID();
    const send = () =>
      h.http
        .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
        .set('Authorization', auth)
        .set('Idempotency-Key', key)
        .send({ amount: 15_000 });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.payment_id).toBe(a.body.payment_id);
    // The request that lost the race answers the winner's row, possibly before its redirect is set.
    expect(c.body).toEqual(a.body.redirect_url ? a.body : b.body);
    expect(c.body.payment_id).toBe(a.body.payment_id);
    expect(await ctx.db.payment.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it('hides another tenant’s unit and payment (404), and lets the landlord see it', async () => {
    const first = await tenantWithRent(ctx);
    const other = await tenantWithRent(ctx);
    const auth = await signIn(h, first.tenant.email, 'tenant');
    const otherAuth = await signIn(h, other.tenant.email, 'tenant');
    const notMine = await h.http
      .post(`/api/payments/initiate-rent-payment/${other.unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 100 });
    expect(notMine.status).toBe(404);
    expect(notMine.body.detail).toBe(PAYMENT_MESSAGES.unitNotFound);

    const mine = await h.http
      .post(`/api/payments/initiate-rent-payment/${first.unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 100 });
    const peek = await h.http
      .get(`/api/payments/rent-status/${mine.body.payment_id}/`)
      .set('Authorization', otherAuth);
    expect(peek.status).toBe(404);
    expect(peek.body.detail).toBe(PAYMENT_MESSAGES.paymentNotFound);
    const landlordAuth = await signIn(h, first.landlord.email, 'landlord');
    const asLandlord = await h.http
      .get(`/api/payments/rent-status/${mine.body.payment_id}/`)
      .set('Authorization', landlordAuth);
    expect(asLandlord.status).toBe(200);
    const otherLandlord = await signIn(h, other.landlord.email, 'landlord');
    expect(
      (
        await h.http
          .get(`/api/payments/rent-status/${mine.body.payment_id}/`)
          .set('Authorization', otherLandlord)
      ).status,
    ).toBe(404);
  });

  it('is blocked while the landlord’s subscription is expired', async () => {
    const { tenant, unit, landlord } = await tenantWithRent(ctx);
    await ctx.db.subscription.create({
      data: {
        landlordId: landlord.id,
        plan: 'starter',
        isActive: true,
        expiresAt: new Date(ctx.clock.now.getTime() - 60_000),
      },
    });
    const auth = await signIn(h, tenant.email, 'tenant');
    const res = await h.http
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.subscriptionRequired,
      detail: PAYMENT_MESSAGES.landlordSubscriptionExpired,
    });
    expect(await ctx.db.payment.count({ where: { tenantId: tenant.id } })).toBe(0);
  });
});

describe('subscription initiation', () => {
  it('charges the plan’s price for the landlord’s units and activates it once paid', async () => {
    const landlord = await createLandlord(ctx.db);
    await createPropertyWithUnit(ctx.db, landlord.id);
    const auth = await signIn(h, landlord.email, 'landlord');
    const post = (body: object) =>
      h.http
        .post('/api/payments/initiate-subscription-payment/')
        .set('Authorization', auth)
        .send(body);
    const tampered = await post({ subscription_type: 'starter', amount: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({
      error: PAYMENT_MESSAGES.subscriptionAmountMismatch(2000),
      errors: { amount: [PAYMENT_MESSAGES.subscriptionAmountMismatch(2000)] },
    });
    const ok = await post({ subscription_type: 'starter', amount: 2000 });
    expect(ok.status).toBe(200);
    await pay(ok.body.redirect_url);
    const done = await eventually(
      () =>
        h.http
          .get(`/api/payments/subscription-payments/${ok.body.payment_id}/`)
          .set('Authorization', auth),
      (r) => r.body.status === 'completed',
    );
    expect(done.body.status).toBe('completed');
    expect(
      await ctx.db.subscription.findUniqueOrThrow({ where: { landlordId: landlord.id } }),
    ).toMatchObject({
      plan: 'starter',
      isActive: true,
      lastPaymentId: ok.body.payment_id,
    });
    const stranger = await createLandlord(ctx.db);
    const strangerAuth = await signIn(h, stranger.email, 'landlord');
    expect(
      (
        await h.http
          .get(`/api/payments/subscription-payments/${ok.body.payment_id}/`)
          .set('Authorization', strangerAuth)
      ).status,
    ).toBe(404);
  });

  it('refuses a plan too small for the units', async () => {
    const landlord = await createLandlord(ctx.db);
    const { property } = await createPropertyWithUnit(ctx.db, landlord.id);
    await ctx.db.unit.createMany({
      data: Array.from({ length: 11 }, (_, i) => ({
        landlordId: property.landlordId,
        propertyId: property.id,
        unitNumber: `B${i}`,
        roomType: 'studio',
        rent: 5000,
        deposit: 5000,
      })),
    });
    const auth = await signIn(h, landlord.email, 'landlord');
    const res = await h.http
      .post('/api/payments/initiate-subscription-payment/')
      .set('Authorization', auth)
      .send({ subscription_type: 'starter', amount: 2000 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SUBSCRIPTION_MESSAGES.planTooSmall(12));
  });
});
