import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  startDarajaFake,
  type DarajaApp,
  type DarajaFake,
} from '../../../test/fakes/daraja-fake-server.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from '../test/payments-fixtures.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { landlordDarajaOf, saveDarajaCredentials } from './c2b-credentials.service.js';
import { NOT_CONFIRMED_REASON, reconcileC2b } from './c2b-reconcile.job.js';
import { newUrlToken } from './c2b-urls.js';
import { confirmation, housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 items 9a, 3 and 5 (ADR 025): with the landlord's own Daraja app, STK prompts pay into
// their short code with their credentials; C2B confirmations wait "received, confirming" until
// Pull Transactions confirms them; the c2b-reconcile job recovers lost ones exactly once.

const CALLBACK_TOKEN = 'landlord-daraja-token-0123456789';
let ctx: TestContext;
let h: Harness;
let daraja: DarajaFake;
beforeAll(async () => {
  daraja = await startDarajaFake({ pullPageSize: 2 });
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
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await daraja.close();
});

let appSeq = 0;
/** A Daraja app the fake knows, saved as the landlord's own (their paybill or till). */
async function ownApp(landlordId: number, shortCode: string, type: 'paybill' | 'till') {
  appSeq += 1;
  const app: DarajaApp = {
    consumerKey: `LandlordKey${appSeq}x${shortCode}`,
    consumerSecret: `LandlordSecret${appSeq}`,
    shortCode,
    passkey: `landlord-passkey-${appSeq}`,
  };
  daraja.addApp(app);
  await ctx.db.mpesaC2bSetting.upsert({
    where: { landlordId },
    create: { landlordId, shortcode: shortCode, shortcodeType: type, urlToken: newUrlToken() },
    update: {},
  });
  await saveDarajaCredentials(ctx.deps, landlordId, {
    consumer_key: app.consumerKey,
    consumer_secret: app.consumerSecret,
    passkey: app.passkey,
  });
  return app;
}

const pullRecord = (transId: string, amount: string, billreference: string) => ({
  transactionId: transId,
  trxDate: '2026-11-24T10:15:00Z',
  msisdn: 254712000111,
  sender: 'JOHN',
  transactiontype: 'c2b-pay-bill-debit',
  billreference,
  amount,
  organizationname: 'Landlord Ltd',
});

describe("STK push with the landlord's own Daraja app", () => {
  it.each([
    ['paybill', '600801', 'CustomerPayBillOnline'],
    ['till', '600802', 'CustomerBuyGoodsOnline'],
  ] as const)(
    "a %s: the landlord's key, short code and passkey; the status query too",
    async (type, shortCode, transactionType) => {
      const setup = await tenantWithRent(ctx);
      const app = await ownApp(setup.landlord.id, shortCode, type);
      const auth = await signIn(h, setup.tenant.email, 'tenant');
      const res = await h.http
        .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
        .set('Authorization', auth)
        .send({ amount: 15_000, phone_number: '0712345678' });
      expect(res.status).toBe(200);
      const checkoutRequestId = res.body.checkout_request_id as string;
      const push = daraja.pushes.get(checkoutRequestId)!;
      // The fake only accepts the landlord's token with the landlord's short code and passkey.
      expect(push.consumerKey).toBe(app.consumerKey);
      expect(push.request).toMatchObject({
        BusinessShortCode: Number(shortCode),
        PartyB: Number(shortCode),
        TransactionType: transactionType,
      });
      const id = res.body.payment_id as number;
      expect(await ctx.db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
        collectedByLandlord: true,
        provider: 'mpesa',
      });
      daraja.scriptQuery(checkoutRequestId, { resultCode: 0 });
      await daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: `NLJ${shortCode}` });
      const done = await eventually(
        () => ctx.db.payment.findUniqueOrThrow({ where: { id } }),
        (p) => p.status === 'completed',
      );
      expect(done.mpesaReceipt).toBe(`NLJ${shortCode}`);
      // Paid straight into the landlord's paybill or till: the platform owes them nothing for it.
      expect(done.platformCollected).toBe(false);
      expect(await ctx.db.payoutLine.count({ where: { paymentId: id } })).toBe(0);
    },
  );

  it("subscriptions and landlords without credentials use the platform's app", async () => {
    const setup = await tenantWithRent(ctx);
    const auth = await signIn(h, setup.tenant.email, 'tenant');
    const res = await h.http
      .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000, phone_number: '0712345678' });
    expect(res.status).toBe(200);
    const push = daraja.pushes.get(res.body.checkout_request_id as string)!;
    expect(push.consumerKey).toBe(daraja.consumerKey);
    expect(push.request).toMatchObject({ BusinessShortCode: Number(daraja.shortCode) });
  });
});

describe('C2B "received, confirming" and the c2b-reconcile job', () => {
  async function paybillWithOwnApp() {
    const paybill = await landlordWithPaybill(ctx.db);
    const app = await ownApp(paybill.landlord.id, paybill.shortcode, 'paybill');
    const housed = await housedTenant(ctx.db, paybill.landlord.id, {
      unitNumber: 'B7',
      propertyName: `Reconcile ${paybill.shortcode}`,
    });
    return { ...paybill, app, housed };
  }
  const rowOf = (shortcode: string, transId: string) =>
    ctx.db.c2bTransaction.findUniqueOrThrow({
      where: { shortcode_transId: { shortcode, transId } },
    });

  it('holds a confirmation as confirming, then credits it once Pull Transactions confirms it', async () => {
    const { shortcode, token, housed, landlord } = await paybillWithOwnApp();
    const body = confirmation(shortcode, { BillRefNumber: 'B7' });
    const ack = await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    expect(ack.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    expect(await rowOf(shortcode, body.TransID)).toMatchObject({
      status: 'confirming',
      paymentId: null,
    });

    // The landlord sees it as "received, confirming"; another landlord does not.
    const seen = await h.http
      .get('/api/payments/mpesa/c2b/unmatched/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(seen.body).toMatchObject({
      count: 0,
      confirming_count: 1,
      confirming: [{ trans_id: body.TransID, amount: 12000, status_label: 'received, confirming' }],
    });
    const stranger = await paidLandlord(ctx.db);
    const hidden = await h.http
      .get('/api/payments/mpesa/c2b/unmatched/')
      .set('Authorization', bearer(ctx, stranger.id, 'landlord'));
    expect(hidden.body).toMatchObject({ confirming_count: 0, confirming: [] });

    // Not listed by M-Pesa yet: still confirming, nothing credited.
    await reconcileC2b(ctx.deps);
    expect((await rowOf(shortcode, body.TransID)).status).toBe('confirming');

    daraja.addC2bTransaction(shortcode, pullRecord(body.TransID, '12000.00', 'B7'));
    const first = await reconcileC2b(ctx.deps);
    expect(first.confirmed).toBeGreaterThanOrEqual(1);
    const credited = await rowOf(shortcode, body.TransID);
    expect(credited.status).toBe('credited');
    expect(credited.tenancyId).toBe(housed.tenancy.id);
    await reconcileC2b(ctx.deps);
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: body.TransID } })).toBe(1);
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: credited.paymentId! } })).toBe(
      1,
    );
    // The pull used the landlord's app, for their short code.
    expect(daraja.pullRequests.at(-1)?.body).toMatchObject({ ShortCode: shortcode });
  });

  it('credits a TransID that never arrived exactly once, however often the job runs', async () => {
    const { shortcode, app, housed } = await paybillWithOwnApp();
    const transId = `TKR${shortcode}`;
    // Three records (pages of two): one for our tenant, two unknown references.
    daraja.addC2bTransaction(shortcode, pullRecord(`${transId}A`, '5000.00', 'xx-unknown'));
    daraja.addC2bTransaction(shortcode, pullRecord(`${transId}B`, '3000.00', 'zz-unknown'));
    daraja.addC2bTransaction(shortcode, pullRecord(transId, '12000.00', 'hse b7'));
    await Promise.all([reconcileC2b(ctx.deps), reconcileC2b(ctx.deps)]);
    await reconcileC2b(ctx.deps);
    const row = await rowOf(shortcode, transId);
    expect(row.status).toBe('credited');
    expect(row.tenancyId).toBe(housed.tenancy.id);
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: transId } })).toBe(1);
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: row.paymentId! } })).toBe(1);
    expect((await rowOf(shortcode, `${transId}A`)).status).toBe('unmatched');
    expect(daraja.pullRequests.some((r) => r.consumerKey === app.consumerKey)).toBe(true);
  });

  it('rejects a confirming payment whose amount M-Pesa reports differently', async () => {
    const { shortcode, token } = await paybillWithOwnApp();
    const body = confirmation(shortcode, { BillRefNumber: 'B7', TransAmount: '90000.00' });
    await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    daraja.addC2bTransaction(shortcode, pullRecord(body.TransID, '90.00', 'B7'));
    await reconcileC2b(ctx.deps);
    const row = await rowOf(shortcode, body.TransID);
    expect(row.status).toBe('rejected');
    expect(row.note).toMatch(/KSh 90\.00/);
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: body.TransID } })).toBe(0);
  });

  it('rejects a confirming payment M-Pesa has not listed after 48 hours', async () => {
    const { shortcode, token } = await paybillWithOwnApp();
    const body = confirmation(shortcode, { BillRefNumber: 'B7' });
    await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    await ctx.db.c2bTransaction.updateMany({
      where: { shortcode, transId: body.TransID },
      data: { receivedAt: new Date(Date.now() - 49 * 60 * 60_000) },
    });
    await reconcileC2b(ctx.deps);
    const row = await rowOf(shortcode, body.TransID);
    expect(row).toMatchObject({ status: 'rejected', note: NOT_CONFIRMED_REASON, paymentId: null });
  });

  it('seals the credentials again with the new key after a rotation (CREDENTIALS_KEY_PREVIOUS)', async () => {
    const { landlord, app } = await paybillWithOwnApp();
    const before = await ctx.db.mpesaC2bSetting.findUniqueOrThrow({
      where: { landlordId: landlord.id },
    });
    // The tests seal with the development key; rotate to a fresh one with it as the previous.
    const developmentKey = createHash('sha256')
      .update('pango-development-credentials-key')
      .digest('base64');
    const saved = { ...ctx.env };
    const rotated = randomBytes(32).toString('base64');
    Object.assign(ctx.env, {
      CREDENTIALS_KEY: rotated,
      CREDENTIALS_KEY_PREVIOUS: developmentKey,
    });
    try {
      await reconcileC2b(ctx.deps);
      const after = await ctx.db.mpesaC2bSetting.findUniqueOrThrow({
        where: { landlordId: landlord.id },
      });
      expect(after.darajaConsumerKey).not.toBe(before.darajaConsumerKey);
      expect(after.darajaConsumerKey?.split('.')[1]).not.toBe(
        before.darajaConsumerKey?.split('.')[1],
      );
      // Without the previous key now, the values still open: they were sealed again.
      Object.assign(ctx.env, { CREDENTIALS_KEY_PREVIOUS: undefined });
      expect(await landlordDarajaOf(ctx.deps, landlord.id)).toMatchObject({
        consumerKey: app.consumerKey,
        passkey: app.passkey,
      });
    } finally {
      // Back to the development key; what this test re-sealed still opens for the tests after.
      Object.assign(ctx.env, {
        CREDENTIALS_KEY: saved.CREDENTIALS_KEY,
        CREDENTIALS_KEY_PREVIOUS: rotated,
      });
    }
  });

  it('without credentials a confirmation is credited at once, as before', async () => {
    const { shortcode, token, landlord } = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'C3', propertyName: 'No app' });
    const body = confirmation(shortcode, { BillRefNumber: 'C3' });
    await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    expect((await rowOf(shortcode, body.TransID)).status).toBe('credited');
  });
});
