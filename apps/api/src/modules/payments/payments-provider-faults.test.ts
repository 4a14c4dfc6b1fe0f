import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startDarajaFake, type DarajaFake } from '../../test/fakes/daraja-fake-server.js';
import type { FaultMode } from '../../test/fakes/fake-http.js';
import { startPesapalFake, type PesapalFake } from '../../test/fakes/pesapal-fake-server.js';
import { UNANSWERED_PUSH_REASON } from './confirm-payment.service.js';
import { reconcilePendingPayments } from './reconcile.service.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// Issue 22 item 3: the Pesapal and Daraja fakes misbehave (slow past our time-out, a gateway's
// 5xx page, a truncated body, or no answer at all). Starting a payment answers promptly in the one
// error shape; a status query that fails leaves the payment pending (the payer's screen says so);
// once the provider is healthy again, reconciliation settles it, and it is credited exactly once.

const TIMEOUT_MS = 400;
/** How late a slow provider answers: well past our time-out. */
const SLOW_MS = 3_000;
const CALLBACK_TOKEN = 'provider-faults-token-0123456789';
const MODES: FaultMode[] = ['slow', '5xx', 'malformed', 'silent'];
type Provider = 'pesapal' | 'mpesa';

let ctx: TestContext;
let h: Harness;
let pesapal: PesapalFake;
let daraja: DarajaFake;
beforeAll(async () => {
  pesapal = await startPesapalFake();
  daraja = await startDarajaFake();
  ctx = await createTestContext({
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_BASE_URL: pesapal.baseUrl,
    MPESA_BASE_URL: daraja.baseUrl,
    MPESA_CONSUMER_KEY: daraja.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.consumerSecret,
    MPESA_SHORTCODE: daraja.shortCode,
    MPESA_PASSKEY: daraja.passkey,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
    PESAPAL_TIMEOUT_MS: String(TIMEOUT_MS),
    MPESA_TIMEOUT_MS: String(TIMEOUT_MS),
    PAYMENT_PROVIDER_RENT: 'pesapal',
  });
  h = await listen(ctx);
  // Providers are built on first use, so the callback URLs can name the port we just got.
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterEach(() => {
  pesapal.heal();
  daraja.heal();
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await pesapal.close();
  await daraja.close();
});

/** Rent goes to this provider from now on (the registry reads the setting per payment). */
const useProvider = (provider: Provider) =>
  Object.assign(ctx.env, { PAYMENT_PROVIDER_RENT: provider });

async function startRent(setup: Awaited<ReturnType<typeof tenantWithRent>>) {
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const started = Date.now();
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount: 15_000, phone_number: '0712345678' });
  return { res, auth, tookMs: Date.now() - started };
}

const credits = (tenantId: number) =>
  ctx.db.rentLedgerEntry.count({ where: { tenantId, paymentId: { not: null } } });
const paymentOf = (id: number) => ctx.db.payment.findUniqueOrThrow({ where: { id } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The clock past reconciliation's 20 s grace for new payments. */
const advanceClock = () => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
};

describe.each([
  ['pesapal', '/api/Transactions/SubmitOrderRequest'],
  ['mpesa', '/mpesa/stkpush/v1/processrequest'],
] as const)('starting a payment when %s misbehaves', (provider, path) => {
  it.each(MODES)(
    '%s: answers 502 at once in the one error shape and credits nothing',
    async (mode) => {
      useProvider(provider);
      const setup = await tenantWithRent(ctx);
      (provider === 'pesapal' ? pesapal : daraja).fault(path, mode, { delayMs: SLOW_MS });

      const { res, tookMs } = await startRent(setup);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        detail: PAYMENT_MESSAGES.paymentFailed,
        code: ERROR_CODES.paymentsUnavailable,
        success: false,
        error: PAYMENT_MESSAGES.paymentFailed,
        details: PAYMENT_MESSAGES.paymentProcessingError,
      });
      // Our time-out, not the provider's silence, decides how long the payer waits.
      expect(tookMs).toBeLessThan(SLOW_MS);
      const [attempt, ...others] = await ctx.db.payment.findMany({
        where: { tenantId: setup.tenant.id },
      });
      expect(others).toEqual([]);
      // No hosted page or prompt id came back. A Pesapal order nobody was sent to cannot be paid:
      // closed with the reason. An STK prompt may still ring the phone: closed with the reason its
      // callback looks for. Either way the payer is free to try again.
      expect(attempt).toMatchObject({
        status: 'failed',
        orderTrackingId: null,
        checkoutRequestId: null,
        failureReason:
          provider === 'pesapal' ? expect.stringMatching(/^Pesapal/) : UNANSWERED_PUSH_REASON,
      });
      expect(await credits(setup.tenant.id)).toBe(0);

      // The provider is back: the next tap starts a fresh payment that reached it.
      (provider === 'pesapal' ? pesapal : daraja).heal();
      const again = await startRent(setup);
      expect(again.res.status).toBe(200);
      expect(again.res.body.payment_id).not.toBe(attempt!.id);
      expect(
        again.res.body[provider === 'pesapal' ? 'order_tracking_id' : 'checkout_request_id'],
      ).toEqual(expect.any(String));
    },
  );
});

describe('an STK push that got no answer but reached the phone', () => {
  it('is credited once when the payer enters the PIN and the callback arrives', async () => {
    useProvider('mpesa');
    const setup = await tenantWithRent(ctx);
    const before = new Set(daraja.pushes.keys());
    daraja.fault('/mpesa/stkpush/v1/processrequest', 'slow', { delayMs: SLOW_MS });
    const { res } = await startRent(setup);
    expect(res.status).toBe(502);
    const [attempt] = await ctx.db.payment.findMany({ where: { tenantId: setup.tenant.id } });
    // Daraja did send the prompt; its answer came after we stopped waiting.
    const [pushId] = [...daraja.pushes.keys()].filter((id) => !before.has(id));
    expect(pushId).toEqual(expect.any(String));

    // A callback for another phone or amount adopts nothing.
    daraja.scriptQuery(pushId!, { resultCode: 0 });
    const stranger = daraja.callbackBody(pushId!, { resultCode: 0, phone: 254700000001 });
    await h.http.post(`/api/payments/stk/callback/${CALLBACK_TOKEN}/`).send(stranger);
    await sleep(200);
    expect(await paymentOf(attempt!.id)).toMatchObject({
      status: 'failed',
      checkoutRequestId: null,
    });

    const ack = await daraja.sendCallback(pushId!, { resultCode: 0, receipt: 'LATE0PUSH1' });
    expect(ack.status).toBe(200);
    const settled = await eventually(
      () => paymentOf(attempt!.id),
      (p) => p.status !== 'failed',
    );
    expect(settled).toMatchObject({
      status: 'completed',
      checkoutRequestId: pushId,
      mpesaReceipt: 'LATE0PUSH1',
      failureReason: null,
    });
    expect(await credits(setup.tenant.id)).toBe(1);

    // Daraja repeats the callback: still one credit.
    await daraja.sendCallback(pushId!, { resultCode: 0, receipt: 'LATE0PUSH1' });
    await sleep(200);
    expect(await credits(setup.tenant.id)).toBe(1);
  });
});

describe('an STK push M-Pesa accepted whose id the database could not store', () => {
  it('stays pending, not failed, and its callback credits it once', async () => {
    useProvider('mpesa');
    const setup = await tenantWithRent(ctx);
    const before = new Set(daraja.pushes.keys());
    // The write of the push's ids fails once (as in an outage or a full pool); a sequence, which
    // no rollback resets, makes it once.
    // Raw statements run outside the file's schema unless named in it.
    const s = `"${ctx.env.DATABASE_SCHEMA}"`;
    await ctx.db.$executeRawUnsafe(`CREATE SEQUENCE ${s}.fail_push_ids_once`);
    await ctx.db.$executeRawUnsafe(`CREATE FUNCTION ${s}.fail_push_ids_once() RETURNS trigger AS $$
      BEGIN
        IF nextval('${s}.fail_push_ids_once') = 1 THEN RAISE EXCEPTION 'database went away'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await ctx.db.$executeRawUnsafe(`CREATE TRIGGER fail_push_ids_once BEFORE UPDATE ON ${s}.payments
      FOR EACH ROW WHEN (OLD.checkout_request_id IS NULL AND NEW.checkout_request_id IS NOT NULL)
      EXECUTE FUNCTION ${s}.fail_push_ids_once()`);
    try {
      const { res } = await startRent(setup);
      expect(res.status).toBeGreaterThanOrEqual(500);
      const [attempt] = await ctx.db.payment.findMany({ where: { tenantId: setup.tenant.id } });
      // The prompt is on the phone: the payment is not closed as failed.
      expect(attempt).toMatchObject({ status: 'pending', checkoutRequestId: null });
      const [pushId] = [...daraja.pushes.keys()].filter((id) => !before.has(id));
      expect(pushId).toEqual(expect.any(String));

      daraja.scriptQuery(pushId!, { resultCode: 0 });
      await daraja.sendCallback(pushId!, { resultCode: 0, receipt: 'LOST0IDS01' });
      const settled = await eventually(
        () => paymentOf(attempt!.id),
        (p) => p.status === 'completed',
      );
      expect(settled).toMatchObject({ checkoutRequestId: pushId, mpesaReceipt: 'LOST0IDS01' });
      await daraja.sendCallback(pushId!, { resultCode: 0, receipt: 'LOST0IDS01' });
      await sleep(200);
      expect(await credits(setup.tenant.id)).toBe(1);
    } finally {
      await ctx.db.$executeRawUnsafe(`DROP TRIGGER fail_push_ids_once ON ${s}.payments`);
    }
  });
});

describe('a status query that fails', () => {
  it.each(MODES)(
    'Pesapal GetTransactionStatus %s: the IPN is refused, the payment stays pending, reconciliation credits it once',
    async (mode) => {
      useProvider('pesapal');
      const setup = await tenantWithRent(ctx);
      const { res, auth } = await startRent(setup);
      expect(res.status).toBe(200);
      const id = res.body.payment_id as number;
      const trackingId = res.body.order_tracking_id as string;

      pesapal.fault('/api/Transactions/GetTransactionStatus', mode, { delayMs: SLOW_MS });
      const ipn = await pesapal.setOutcome(trackingId, 'completed', { notify: true });
      // HTTP 200 with status 500 in the body: Pesapal sends the IPN again later.
      expect(ipn).toMatchObject({
        status: 200,
        body: { orderTrackingId: trackingId, status: 500 },
      });
      expect(await paymentOf(id)).toMatchObject({ status: 'pending' });
      const screen = await h.http
        .get(`/api/payments/rent-status/${id}/`)
        .set('Authorization', auth);
      expect(screen.status).toBe(200);
      expect(screen.body.status).toBe('pending');
      expect(await credits(setup.tenant.id)).toBe(0);

      // Reconciliation while Pesapal still misbehaves changes nothing and does not throw.
      advanceClock();
      await reconcilePendingPayments(ctx.deps);
      expect(await paymentOf(id)).toMatchObject({ status: 'pending' });

      pesapal.heal();
      await reconcilePendingPayments(ctx.deps);
      expect(await paymentOf(id)).toMatchObject({
        status: 'completed',
        mpesaReceipt: expect.any(String),
      });
      expect(await credits(setup.tenant.id)).toBe(1);

      // Pesapal repeats the IPN and reconciliation runs again: still one credit.
      const repeated = await pesapal.setOutcome(trackingId, 'completed', { notify: true });
      expect(repeated).toMatchObject({ status: 200, body: { status: 200 } });
      await reconcilePendingPayments(ctx.deps);
      expect(await credits(setup.tenant.id)).toBe(1);
    },
  );

  it.each(MODES)(
    'Daraja STK query %s: the callback is acknowledged, the payment stays pending, reconciliation credits it once',
    async (mode) => {
      useProvider('mpesa');
      const setup = await tenantWithRent(ctx);
      const { res, auth } = await startRent(setup);
      expect(res.status).toBe(200);
      const id = res.body.payment_id as number;
      const checkoutRequestId = res.body.checkout_request_id as string;

      daraja.fault('/mpesa/stkpushquery/v1/query', mode, { delayMs: SLOW_MS });
      daraja.scriptQuery(checkoutRequestId, { resultCode: 0 });
      const ack = await daraja.sendCallback(checkoutRequestId, {
        resultCode: 0,
        receipt: 'NLJ7RT61SV',
      });
      expect(ack).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
      // The callback is confirmed after the ack; give the failing query its time-out.
      await sleep(TIMEOUT_MS * 2);
      expect(await paymentOf(id)).toMatchObject({ status: 'pending' });
      const screen = await h.http
        .get(`/api/payments/rent-status/${id}/`)
        .set('Authorization', auth);
      expect(screen.body.status).toBe('pending');
      expect(await credits(setup.tenant.id)).toBe(0);

      advanceClock();
      await reconcilePendingPayments(ctx.deps);
      expect(await paymentOf(id)).toMatchObject({ status: 'pending' });

      daraja.heal();
      await reconcilePendingPayments(ctx.deps);
      expect(await paymentOf(id)).toMatchObject({ status: 'completed' });
      expect(await credits(setup.tenant.id)).toBe(1);

      // Daraja repeats its callback and reconciliation runs again: still one credit.
      await daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: 'NLJ7RT61SV' });
      await sleep(200);
      await reconcilePendingPayments(ctx.deps);
      expect(await credits(setup.tenant.id)).toBe(1);
    },
  );
});

describe('reconciliation while a provider is silent', () => {
  it('asks it once per pass, not once per payment, and settles them all once it answers', async () => {
    useProvider('pesapal');
    const started = [];
    for (let i = 0; i < 3; i += 1) {
      const setup = await tenantWithRent(ctx);
      const { res } = await startRent(setup);
      expect(res.status).toBe(200);
      started.push({ id: res.body.payment_id as number, tenantId: setup.tenant.id });
      await pesapal.setOutcome(res.body.order_tracking_id as string, 'completed');
    }
    const statusQueries = () =>
      pesapal.requests.filter((r) => r.path === '/api/Transactions/GetTransactionStatus').length;
    pesapal.fault('/api/Transactions/GetTransactionStatus', 'silent');
    advanceClock();

    const before = statusQueries();
    const startedAt = Date.now();
    await reconcilePendingPayments(ctx.deps);
    expect(statusQueries() - before).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS * 3);
    for (const { id } of started) expect(await paymentOf(id)).toMatchObject({ status: 'pending' });

    pesapal.heal();
    await reconcilePendingPayments(ctx.deps);
    for (const { id, tenantId } of started) {
      expect(await paymentOf(id)).toMatchObject({ status: 'completed' });
      expect(await credits(tenantId)).toBe(1);
    }
  });
});
