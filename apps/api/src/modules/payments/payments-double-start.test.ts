import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createPropertyWithUnit } from '../../test/factories.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  trackingIdOf,
  type Harness,
} from './test/payments-fixtures.js';
import { signupAtDepositStep } from './test/signup-draft.js';

// Issue 17: a payer who taps Pay again (Try Again, a second tab, a double click) while a payment
// for the same purpose is still open gets that payment back, never a second charge. Each kind is
// started twice in turn and five times at once; the provider (the sandbox) must hold one order.

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

type Start = () => Promise<{ status: number; body: Record<string, unknown> }>;

/** Starts `times` at once (or one after another); all answer one payment and one provider order. */
async function expectOnePayment(start: Start, times: number, isConcurrent: boolean) {
  const answers = [];
  if (isConcurrent) answers.push(...(await Promise.all(Array.from({ length: times }, start))));
  else for (let i = 0; i < times; i += 1) answers.push(await start());
  for (const answer of answers) expect(answer.status).toBe(200);
  const ids = new Set(answers.map((a) => a.body.payment_id));
  const urls = new Set(answers.map((a) => a.body.redirect_url));
  expect(ids.size).toBe(1);
  expect(urls.size).toBe(1);
  const redirectUrl = [...urls][0] as string;
  const payment = await ctx.db.payment.findUniqueOrThrow({
    where: { id: [...ids][0] as number },
  });
  const orders = await ctx.db.sandboxOrder.count({
    where: { merchantReference: payment.merchantReference },
  });
  expect(orders).toBe(1);
  expect(payment.orderTrackingId).toBe(trackingIdOf(redirectUrl));
  return { payment, redirectUrl };
}

const settle = (redirectUrl: string, outcome: 'completed' | 'failed') =>
  h.http.post(new URL(redirectUrl).pathname).type('form').send({ outcome });

async function rentStarter() {
  const { tenant, unit } = await tenantWithRent(ctx, 15_000);
  const auth = await signIn(h, tenant.email, 'tenant');
  const start: Start = () =>
    h.http
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000 });
  return { tenant, start };
}

async function subscriptionStarter() {
  const landlord = await createLandlord(ctx.db);
  await createPropertyWithUnit(ctx.db, landlord.id);
  const auth = await signIn(h, landlord.email, 'landlord');
  const start: Start = () =>
    h.http
      .post('/api/payments/initiate-subscription-payment/')
      .set('Authorization', auth)
      .send({ subscription_type: 'starter', amount: 2000 });
  return { landlord, start };
}

async function depositStarter() {
  const landlord = await createLandlord(ctx.db);
  const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, { rent: 15_000 });
  await ctx.db.unit.update({ where: { id: unit.id }, data: { deposit: 20_000 } });
  // A signup at the deposit step (issue 17 item 9: no deposit without one).
  const body = await signupAtDepositStep(ctx.db, unit.id, 20_000);
  const start: Start = () => h.http.post('/api/payments/initiate-deposit-registration/').send(body);
  return { landlord, start };
}

describe('a second start while a payment is open answers the open payment', () => {
  it('rent: twice in turn, then five at once, one payment and one provider order', async () => {
    const { tenant, start } = await rentStarter();
    await expectOnePayment(start, 2, false);
    expect(await ctx.db.payment.count({ where: { tenantId: tenant.id } })).toBe(1);

    const other = await rentStarter();
    await expectOnePayment(other.start, 5, true);
    expect(await ctx.db.payment.count({ where: { tenantId: other.tenant.id } })).toBe(1);
  });

  it('subscription: twice in turn, then five at once', async () => {
    const first = await subscriptionStarter();
    await expectOnePayment(first.start, 2, false);
    expect(await ctx.db.payment.count({ where: { landlordId: first.landlord.id } })).toBe(1);

    const second = await subscriptionStarter();
    await expectOnePayment(second.start, 5, true);
    expect(await ctx.db.payment.count({ where: { landlordId: second.landlord.id } })).toBe(1);
  });

  it('signup deposit: twice in turn, then five at once', async () => {
    const first = await depositStarter();
    await expectOnePayment(first.start, 2, false);
    expect(await ctx.db.payment.count({ where: { landlordId: first.landlord.id } })).toBe(1);

    const second = await depositStarter();
    await expectOnePayment(second.start, 5, true);
    expect(await ctx.db.payment.count({ where: { landlordId: second.landlord.id } })).toBe(1);
  });

  it('a payment that failed frees its purpose: the next start is a new payment', async () => {
    const { tenant, start } = await rentStarter();
    const { payment, redirectUrl } = await expectOnePayment(start, 2, false);
    await settle(redirectUrl, 'failed');
    const failed = await eventually(
      () => ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } }),
      (row) => row.status === 'failed',
    );
    expect(failed).toMatchObject({ status: 'failed', activePurposeKey: null });

    const next = await expectOnePayment(start, 2, false);
    expect(next.payment.id).not.toBe(payment.id);
    await settle(next.redirectUrl, 'completed');
    const done = await eventually(
      () => ctx.db.payment.findUniqueOrThrow({ where: { id: next.payment.id } }),
      (row) => row.status === 'completed',
    );
    expect(done.status).toBe('completed');
    expect(
      await ctx.db.rentLedgerEntry.count({
        where: { paymentId: { not: null }, tenantId: tenant.id },
      }),
    ).toBe(1);
    expect(await ctx.db.payment.count({ where: { tenantId: tenant.id } })).toBe(2);
  });

  it('a start left without its provider answer (a crashed request) does not block the purpose', async () => {
    const { tenant, start } = await rentStarter();
    const unit = await ctx.db.unit.findFirstOrThrow({ where: { currentTenantId: tenant.id } });
    const stuck = await ctx.db.payment.create({
      data: {
        kind: 'rent',
        amount: 15_000,
        status: 'pending',
        provider: 'pesapal',
        landlordId: unit.landlordId,
        unitId: unit.id,
        tenantId: tenant.id,
        payerId: tenant.id,
        merchantReference: `PRSTUCK${tenant.id}`.slice(0, 12),
        activePurposeKey: `rent:${tenant.id}:${unit.id}`,
        createdAt: new Date(ctx.clock.now.getTime() - 10 * 60_000),
      },
    });
    const { payment } = await expectOnePayment(start, 2, false);
    expect(payment.id).not.toBe(stuck.id);
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: stuck.id } })).toMatchObject({
      status: 'failed',
      activePurposeKey: null,
    });
  });
});
