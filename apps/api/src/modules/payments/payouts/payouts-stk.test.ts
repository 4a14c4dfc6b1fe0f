import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { startDarajaFake, type DarajaFake } from '../../../test/fakes/daraja-fake-server.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from '../test/payments-fixtures.js';

// Rent by an STK push on the platform's short code (PAYMENT_PROVIDER_RENT=mpesa) for a landlord in
// `collected` mode: Daraja repeats its callback, five times at once, and the landlord is owed the
// payment once.

const CALLBACK_TOKEN = 'payouts-stk-token-0123456789';
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
    PLATFORM_FEE_BP: '150',
  });
  h = await listen(ctx);
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await daraja.close();
});

describe('payout lines from STK callbacks', () => {
  it('5 concurrent callbacks of one STK payment owe the landlord one line', async () => {
    const setup = await tenantWithRent(ctx, 15_000);
    const auth = await signIn(h, setup.tenant.email, 'tenant');
    const res = await h.http
      .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000, phone_number: '0712345678' });
    expect(res.status).toBe(200);
    const id = res.body.payment_id as number;
    const checkoutRequestId = res.body.checkout_request_id as string;
    daraja.scriptQuery(checkoutRequestId, { resultCode: 0 });

    const acks = await Promise.all(
      Array.from({ length: 5 }, () =>
        daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: 'NLJ7RT61SV' }),
      ),
    );
    expect(acks.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const done = await eventually(
      () => ctx.db.payment.findUniqueOrThrow({ where: { id } }),
      (p) => p.status === 'completed',
    );
    expect(done).toMatchObject({ provider: 'mpesa', platformCollected: true });
    // The handlers run after the acks: let every one of them finish before counting.
    await new Promise((r) => setTimeout(r, 300));
    const lines = await ctx.db.payoutLine.findMany({ where: { landlordId: setup.landlord.id } });
    // 15,000 × 1.5 % = 225 exactly.
    expect(lines).toEqual([
      expect.objectContaining({ paymentId: id, gross: 15_000, feeBp: 150, fee: 225, net: 14_775 }),
    ]);
    expect(await ctx.db.payout.findMany({ where: { landlordId: setup.landlord.id } })).toEqual([
      expect.objectContaining({ status: 'pending', gross: 15_000, fee: 225, amount: 14_775 }),
    ]);
  });
});
