import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startPesapalFake, type PesapalFake } from '../../test/fakes/pesapal-fake-server.js';
import {
  closeServer,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// The same core against Pesapal's documented HTTP contract (a fake on loopback): its IPN is only
// a trigger, GetTransactionStatus decides, and what it reports must match what we asked for.

let ctx: TestContext;
let h: Harness;
let pesapal: PesapalFake;
beforeAll(async () => {
  pesapal = await startPesapalFake();
  ctx = await createTestContext({
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_BASE_URL: pesapal.baseUrl,
  });
  h = await listen(ctx);
  // Providers are built on first use, so the IPN url can name the port we just got.
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await pesapal.close();
});

async function startRent() {
  const setup = await tenantWithRent(ctx);
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount: 15_000, phone_number: '0712345678' });
  return { ...setup, auth, res };
}

describe('payments through Pesapal', () => {
  it('credits only when GetTransactionStatus matches our amount', async () => {
    const { res } = await startRent();
    expect(res.status).toBe(200);
    expect(res.body.redirect_url).toBe(`${pesapal.baseUrl}/pay/${res.body.order_tracking_id}`);
    const id = res.body.payment_id as number;
    const trackingId = res.body.order_tracking_id as string;
    expect(pesapal.ipns.map((i) => i.url)).toEqual([`${h.origin}/api/payments/pesapal/ipn/`]);

    // Underpaid according to the provider: acknowledged, alerted, not credited.
    await pesapal.setOutcome(trackingId, 'completed', { amount: 1, notify: true });
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'pending',
    });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(0);

    await pesapal.setOutcome(trackingId, 'completed', { notify: true });
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'completed',
      mpesaReceipt: expect.any(String),
    });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(1);
  });

  it('marks the payment failed and answers 502 when Pesapal refuses the order', async () => {
    pesapal.respondOnce('/api/Transactions/SubmitOrderRequest', 500, {
      error: { type: 'api_error', code: 'internal', message: 'down' },
      status: '500',
    });
    const { res, tenant } = await startRent();
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      success: false,
      error: PAYMENT_MESSAGES.paymentFailed,
      detail: PAYMENT_MESSAGES.paymentFailed,
      code: ERROR_CODES.paymentsUnavailable,
    });
    const [payment] = await ctx.db.payment.findMany({ where: { tenantId: tenant.id } });
    expect(payment).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
  });
});
