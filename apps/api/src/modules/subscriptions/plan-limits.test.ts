import { ERROR_CODES } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';
import {
  activateSubscriptionPayment,
  assertWithinPlanLimits,
  getSubscriptionStatus,
} from './subscriptions.service.js';

const DAY = 24 * 60 * 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Plan = 'free' | 'starter' | 'basic' | 'professional' | 'onetime';

async function landlordWith(plan: Plan, units: number, properties = 1, expiresInDays = 10) {
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
  for (let p = 0; p < properties; p += 1) {
    const property = await ctx.db.property.create({
      data: { landlordId: landlord.id, name: `Block ${p}`, address: 'Ngong Road' },
    });
    const share = Math.floor(units / properties) + (p < units % properties ? 1 : 0);
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
  return landlord;
}

const check = (id: number, add: { properties?: number; units?: number }) =>
  assertWithinPlanLimits(ctx.db, id, add, ctx.clock.now);

describe('assertWithinPlanLimits', () => {
  it('holds a starter landlord to 3 properties and 10 units', async () => {
    const landlord = await landlordWith('starter', 9, 3);
    await expect(check(landlord.id, { units: 1 })).resolves.toBeUndefined();
    await expect(check(landlord.id, { units: 2 })).rejects.toMatchObject({
      status: 403,
      code: ERROR_CODES.planLimit,
      detail: 'Your Starter plan allows up to 10 units; you have 9. Upgrade your plan to add more.',
      extra: {
        upgrade_needed: true,
        limit: 10,
        current_count: 9,
        resource: 'units',
        plan: 'starter',
      },
    });
    await expect(check(landlord.id, { properties: 1 })).rejects.toMatchObject({
      extra: { limit: 3, current_count: 3, resource: 'properties' },
    });
  });

  it('gives the free trial the limits of the tier its unit count is billed at', async () => {
    // 30 units in 5 properties (allowed at signup): the trial is one of Basic, 10 / 50.
    const trial = await landlordWith('free', 30, 5);
    await expect(check(trial.id, { properties: 5, units: 20 })).resolves.toBeUndefined();
    await expect(check(trial.id, { units: 21 })).rejects.toMatchObject({
      detail:
        'Your Free Trial plan allows up to 50 units; you have 30. Upgrade your plan to add more.',
      extra: { limit: 50, current_count: 30, plan: 'free' },
    });
    // A new landlord with 2 units trials Starter: 3 properties, never below the Free Trial row.
    const small = await landlordWith('free', 2, 2);
    await expect(check(small.id, { properties: 1, units: 8 })).resolves.toBeUndefined();
    await expect(check(small.id, { properties: 2 })).rejects.toMatchObject({
      extra: { limit: 3, current_count: 2, resource: 'properties' },
    });
  });

  it('puts no limit on the lifetime plan', async () => {
    const lifetime = await landlordWith('onetime', 3);
    await expect(check(lifetime.id, { properties: 40, units: 500 })).resolves.toBeUndefined();
  });
});

describe('activateSubscriptionPayment', () => {
  async function pay(landlordId: number, plan: string) {
    const payment = await ctx.db.payment.create({
      data: {
        kind: 'subscription',
        amount: 2500,
        status: 'completed',
        provider: 'pesapal',
        landlordId,
        merchantReference: `SUB-${landlordId}-${Math.random().toString(36).slice(2, 10)}`,
        subscriptionPlan: plan,
        completedAt: ctx.clock.now,
      },
    });
    const ref = { id: payment.id, landlordId, subscriptionPlan: plan, completedAt: ctx.clock.now };
    const activate = () =>
      ctx.db.$transaction((tx) => activateSubscriptionPayment(tx, ref, ctx.clock.now));
    return { payment, activate };
  }
  const row = (landlordId: number) =>
    ctx.db.subscription.findUniqueOrThrow({ where: { landlordId } });

  it('extends a running subscription by 30 days from its expiry, once per payment', async () => {
    const landlord = await landlordWith('free', 12, 1, 5);
    const before = await row(landlord.id);
    const { payment, activate } = await pay(landlord.id, 'basic');
    await activate();
    const after = await row(landlord.id);
    expect(after).toMatchObject({ plan: 'basic', isActive: true, lastPaymentId: payment.id });
    expect(after.expiresAt!.getTime()).toBe(before.expiresAt!.getTime() + 30 * DAY);

    await activate();
    expect((await row(landlord.id)).expiresAt).toEqual(after.expiresAt);
    const audits = await ctx.db.auditLog.count({
      where: { action: AUDIT_ACTIONS.subscriptionActivated, entityId: String(payment.id) },
    });
    expect(audits).toBe(1);
  });

  it('restarts an expired subscription from now', async () => {
    const landlord = await landlordWith('starter', 4, 1, -3);
    const { activate } = await pay(landlord.id, 'starter');
    await activate();
    const after = await row(landlord.id);
    expect(after.expiresAt!.getTime()).toBe(ctx.clock.now.getTime() + 30 * DAY);
    const status = await getSubscriptionStatus(ctx.db, landlord.id, ctx.clock.now);
    expect(status).toMatchObject({ plan: 'starter', is_active: true, days_remaining: 30 });
  });

  it('makes the lifetime plan never expire', async () => {
    const landlord = await landlordWith('free', 4, 1, -1);
    const { activate } = await pay(landlord.id, 'onetime');
    await activate();
    expect(await row(landlord.id)).toMatchObject({
      plan: 'onetime',
      isActive: true,
      expiresAt: null,
    });
  });

  it('creates the row for a landlord who had none', async () => {
    const landlord = await createLandlord(ctx.db);
    const { activate } = await pay(landlord.id, 'professional');
    await activate();
    expect(await row(landlord.id)).toMatchObject({ plan: 'professional', isActive: true });
  });
});
