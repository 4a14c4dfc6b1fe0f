import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TIMING } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { reconcilePendingPayments, STALE_REASON } from './reconcile.service.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// Notifications are triggers, never evidence: duplicates, forgeries, mismatched provider answers
// and a storm of concurrent IPNs all end in at most one credit.

const CALLBACK_TOKEN = 'test-callback-token-0123456789';
let ctx: TestContext;
let h: Harness;
beforeAll(async () => {
  ctx = await createTestContext({ MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN });
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
});

async function pendingRent(amount = 15_000) {
  const setup = await tenantWithRent(ctx);
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount });
  expect(res.status).toBe(200);
  const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id } });
  return { ...setup, auth, payment };
}

const receiptFor = (trackingId: string) => `SBX${trackingId.slice(0, 7).toUpperCase()}`;

/** What the sandbox's books say, as if the payer had chosen, without its IPN. */
const settleQuietly = (trackingId: string, data: { status: string; amount?: number }) =>
  ctx.db.sandboxOrder.update({
    where: { trackingId },
    data: { receipt: data.status === 'completed' ? receiptFor(trackingId) : null, ...data },
  });

const ipn = (trackingId: string, reference: string, path = '/api/payments/pesapal/ipn/') =>
  h.http.get(path).query({
    OrderTrackingId: trackingId,
    OrderMerchantReference: reference,
    OrderNotificationType: 'IPNCHANGE',
  });

const statusOf = (id: number) => ctx.db.payment.findUniqueOrThrow({ where: { id } });

describe('provider notifications', () => {
  it('credits once on the first IPN and acknowledges duplicates without change', async () => {
    const { payment } = await pendingRent();
    await settleQuietly(payment.orderTrackingId!, { status: 'completed' });
    for (let i = 0; i < 3; i += 1) {
      const res = await ipn(payment.orderTrackingId!, payment.merchantReference);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        orderNotificationType: 'IPNCHANGE',
        orderTrackingId: payment.orderTrackingId,
        orderMerchantReference: payment.merchantReference,
        status: 200,
      });
    }
    const after = await statusOf(payment.id);
    expect(after.status).toBe('completed');
    expect(after.mpesaReceipt).toBe(receiptFor(payment.orderTrackingId!));
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payment.completed', entityId: String(payment.id) },
      }),
    ).toBe(1);
  });

  it('acknowledges a forged IPN for an unknown tracking id and changes nothing', async () => {
    const { payment } = await pendingRent();
    const before = await ctx.db.payment.findMany({ orderBy: { id: 'asc' } });
    const res = await ipn(randomUUID(), payment.merchantReference);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    // A forged IPN naming a real order: the provider says it is still pending.
    expect((await ipn(payment.orderTrackingId!, 'FORGED')).status).toBe(200);
    expect((await statusOf(payment.id)).status).toBe('pending');
    const after = await ctx.db.payment.findMany({ orderBy: { id: 'asc' } });
    expect(after.map((p) => p.status)).toEqual(before.map((p) => p.status));
  });

  it('does not credit a completed answer whose amount differs from ours', async () => {
    const { payment } = await pendingRent(15_000);
    await settleQuietly(payment.orderTrackingId!, { status: 'completed', amount: 10 });
    expect((await ipn(payment.orderTrackingId!, payment.merchantReference)).status).toBe(200);
    const after = await statusOf(payment.id);
    expect(after.status).toBe('pending');
    expect(after.rawLastStatus).toMatchObject({ status: { amount: 10, status: 'completed' } });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(0);
  });

  it('50 concurrent notifications: one completion, one ledger row, one email', async () => {
    const { payment, tenant } = await pendingRent();
    await settleQuietly(payment.orderTrackingId!, { status: 'completed' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ipn(
          payment.orderTrackingId!,
          payment.merchantReference,
          i % 2 ? '/api/payments/sandbox/ipn/' : '/api/payments/pesapal/ipn/',
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.every((a) => a.body.status === 200)).toBe(true);
    expect((await statusOf(payment.id)).status).toBe('completed');
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await ctx.db.emailOutbox.count({ where: { to: tenant.email } })).toBe(1);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payment.completed', entityId: String(payment.id) },
      }),
    ).toBe(1);
  });

  it('answers 404 to an STK callback on a wrong token, and acks an unknown one', async () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: { Item: [{ Name: 'Amount', Value: 15000 }] },
        },
      },
    };
    const wrong = await h.http.post('/api/payments/stk/callback/not-the-token/').send(body);
    expect(wrong.status).toBe(404);
    const right = await h.http.post(`/api/payments/stk/callback/${CALLBACK_TOKEN}/`).send(body);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
});

describe('time-outs and reconciliation', () => {
  it('credits a payment confirmed after its 5-minute time-out', async () => {
    const { payment, auth } = await pendingRent();
    ctx.clock.now = new Date(ctx.clock.now.getTime() + PAYMENT_TIMING.timeoutMs + 60_000);
    const timedOut = await h.http
      .get(`/api/payments/rent-status/${payment.id}/`)
      .set('Authorization', auth);
    expect(timedOut.body).toMatchObject({ status: 'pending', timed_out: true });
    const checkout = `/api/payments/sandbox/checkout/${payment.orderTrackingId}/`;
    expect((await h.http.post(checkout).type('form').send({ outcome: 'completed' })).status).toBe(
      303,
    );
    const done = await eventually(
      () => h.http.get(`/api/payments/rent-status/${payment.id}/`).set('Authorization', auth),
      (r) => r.body.status === 'completed',
    );
    expect(done.body).toMatchObject({ status: 'completed', timed_out: false });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it('credits a payment we closed as unconfirmed when the provider confirms it later', async () => {
    const { payment, auth } = await pendingRent();
    await ctx.db.payment.update({
      where: { id: payment.id },
      data: { status: 'failed', failureReason: STALE_REASON },
    });
    const checkout = `/api/payments/sandbox/checkout/${payment.orderTrackingId}/`;
    await h.http.post(checkout).type('form').send({ outcome: 'completed' });
    const done = await eventually(
      () => h.http.get(`/api/payments/rent-status/${payment.id}/`).set('Authorization', auth),
      (r) => r.body.status === 'completed',
    );
    expect(done.body.failure_reason).toBeNull();
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it('keeps a failure the provider reported final, whatever comes later', async () => {
    const { payment, auth } = await pendingRent();
    const checkout = `/api/payments/sandbox/checkout/${payment.orderTrackingId}/`;
    await h.http.post(checkout).type('form').send({ outcome: 'failed' });
    await eventually(
      () => h.http.get(`/api/payments/rent-status/${payment.id}/`).set('Authorization', auth),
      (r) => r.body.status === 'failed',
    );
    await ctx.db.sandboxOrder.update({
      where: { trackingId: payment.orderTrackingId! },
      data: { status: 'completed', receipt: 'SBXLATE001' },
    });
    await h.http.get(
      `/api/payments/sandbox/ipn/?OrderTrackingId=${payment.orderTrackingId}&OrderMerchantReference=${payment.merchantReference}&OrderNotificationType=IPNCHANGE`,
    );
    const after = await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(after.status).toBe('failed');
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(0);
  });

  it('completes a payment whose IPN never came, and fails one pending for a day', async () => {
    const silent = await pendingRent();
    await settleQuietly(silent.payment.orderTrackingId!, { status: 'completed' });
    const stale = await pendingRent();
    await ctx.db.payment.update({
      where: { id: stale.payment.id },
      data: { createdAt: new Date(ctx.clock.now.getTime() - 25 * 60 * 60_000) },
    });
    const fresh = await pendingRent();

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 30_000);
    await ctx.db.payment.update({
      where: { id: fresh.payment.id },
      data: { createdAt: ctx.clock.now },
    });
    const summary = await reconcilePendingPayments(ctx.deps);
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    expect(summary.expired).toBeGreaterThanOrEqual(1);

    expect(await statusOf(silent.payment.id)).toMatchObject({ status: 'completed' });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: silent.payment.id } })).toBe(1);
    expect(await statusOf(stale.payment.id)).toMatchObject({
      status: 'failed',
      failureReason: STALE_REASON,
    });
    // Too recent to ask about yet (the IPN usually arrives within 20 s).
    expect(await statusOf(fresh.payment.id)).toMatchObject({ status: 'pending' });
  });
});
