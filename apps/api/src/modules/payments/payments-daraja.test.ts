import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startDarajaFake, type DarajaFake } from '../../test/fakes/daraja-fake-server.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// Rent through M-Pesa Express, chosen by the registry (PAYMENT_PROVIDER_RENT=mpesa), against a
// fake Daraja on loopback that checks the wire format and posts its callback to our secret URL.
// The callback is only a trigger: the STK query decides, the callback adds the receipt.

const CALLBACK_TOKEN = 'daraja-journey-token-0123456789';
let ctx: TestContext;
let h: Harness;
let daraja: DarajaFake;
beforeAll(async () => {
  daraja = await startDarajaFake();
  ctx = await createTestContext({
    PAYMENT_PROVIDER_RENT: 'mpesa',
    MPESA_BASE_URL: daraja.baseUrl,
    MPESA_CONSUMER_KEY: daraja.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.consumerSecret,
    MPESA_SHORTCODE: daraja.shortCode,
    MPESA_PASSKEY: daraja.passkey,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
    PAYMENTS_CALLBACK_BASE_URL: 'http://127.0.0.1:1',
  });
  h = await listen(ctx);
  // Providers are built on first use, so the callback URL can name the port we just got.
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await daraja.close();
});

async function startRent() {
  const setup = await tenantWithRent(ctx);
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount: 15_000, phone_number: '0712345678' });
  expect(res.status).toBe(200);
  return { ...setup, auth, res, id: res.body.payment_id as number };
}

const queriesFor = (checkoutRequestId: string) =>
  daraja.requests.filter(
    (r) =>
      r.path === '/mpesa/stkpushquery/v1/query' &&
      (r.body as Record<string, unknown>).CheckoutRequestID === checkoutRequestId,
  ).length;

const statusOf = (id: number) => ctx.db.payment.findUniqueOrThrow({ where: { id } });

describe('rent through M-Pesa Express (Daraja fake)', () => {
  it('pushes a valid STK request, and the callback plus query credit the payment once', async () => {
    const { res, id, auth } = await startRent();
    expect(res.body).toMatchObject({
      success: true,
      redirect_url: null,
      order_tracking_id: null,
      checkout_request_id: expect.stringMatching(/^ws_CO_/),
    });
    const checkoutRequestId = res.body.checkout_request_id as string;
    expect(await statusOf(id)).toMatchObject({
      provider: 'mpesa',
      status: 'pending',
      checkoutRequestId,
    });

    // What reached Daraja: the fake refuses a wrong Password, so accepting it proves the rule.
    const push = daraja.pushes.get(checkoutRequestId)!;
    const { Timestamp, Password } = push.request as { Timestamp: string; Password: string };
    expect(Password).toBe(
      Buffer.from(`${daraja.shortCode}${daraja.passkey}${Timestamp}`).toString('base64'),
    );
    expect(push.request).toMatchObject({
      BusinessShortCode: Number(daraja.shortCode),
      TransactionType: 'CustomerPayBillOnline',
      Amount: 15_000,
      PartyA: 254712345678,
      PhoneNumber: 254712345678,
      CallBackURL: `${h.origin}/api/payments/stk/callback/${CALLBACK_TOKEN}/`,
    });

    daraja.scriptQuery(checkoutRequestId, { resultCode: 0 });
    const ack = await daraja.sendCallback(checkoutRequestId, {
      resultCode: 0,
      receipt: 'NLJ7RT61SV',
    });
    expect(ack).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });

    const done = await eventually(
      () => statusOf(id),
      (p) => p.status === 'completed',
    );
    expect(done).toMatchObject({ status: 'completed', mpesaReceipt: 'NLJ7RT61SV' });
    expect(queriesFor(checkoutRequestId)).toBe(1);
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(1);
    const polled = await h.http.get(`/api/payments/rent-status/${id}/`).set('Authorization', auth);
    expect(polled.body).toMatchObject({ status: 'completed', mpesa_receipt: 'NLJ7RT61SV' });

    // Daraja repeats itself: the duplicate (even with another receipt) is acknowledged, not applied.
    const again = await daraja.sendCallback(checkoutRequestId, {
      resultCode: 0,
      receipt: 'OTHER00001',
    });
    expect(again.status).toBe(200);
    // The handler runs after the ack; give it a moment, then nothing may have moved.
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(id)).toMatchObject({
      status: 'completed',
      mpesaReceipt: 'NLJ7RT61SV',
      completedAt: done.completedAt,
    });
    expect(queriesFor(checkoutRequestId)).toBe(1);
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(1);
  });

  it('marks the payment cancelled when the payer dismisses the prompt (1032)', async () => {
    const { res, id } = await startRent();
    const checkoutRequestId = res.body.checkout_request_id as string;
    daraja.scriptQuery(checkoutRequestId, { resultCode: 1032 });
    expect((await daraja.sendCallback(checkoutRequestId, { resultCode: 1032 })).status).toBe(200);
    const done = await eventually(
      () => statusOf(id),
      (p) => p.status !== 'pending',
    );
    expect(done).toMatchObject({
      status: 'cancelled',
      failureReason: 'Request canceled by user.',
      mpesaReceipt: null,
    });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(0);
  });

  it('keeps the payment pending while the query says it is still being processed', async () => {
    const { res, id } = await startRent();
    const checkoutRequestId = res.body.checkout_request_id as string;
    // A success callback whose query still answers "being processed": not credited yet.
    await daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: 'NLJ7RT61SX' });
    await eventually(
      () => Promise.resolve(queriesFor(checkoutRequestId)),
      (n) => n >= 1,
    );
    // The "still processing" answer is stored on the row (and moves it back in the queue).
    const seen = await eventually(
      () => statusOf(id),
      (p) => (p.rawLastStatus as Record<string, unknown> | null)?.status !== undefined,
    );
    expect((seen.rawLastStatus as Record<string, unknown>).status).toBeDefined();
    expect((await statusOf(id)).status).toBe('pending');
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: id } })).toBe(0);
  });
});
