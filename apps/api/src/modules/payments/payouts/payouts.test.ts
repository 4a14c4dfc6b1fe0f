import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLandlord, createPropertyWithUnit, createTenant } from '../../../test/factories.js';
import { confirmation, housedTenant, landlordWithPaybill } from '../c2b/test-fixtures.js';
import { landlordWithTenant, manualBody } from '../test/manual-fixtures.js';
import {
  closeServer,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from '../test/payments-fixtures.js';
import { payoutMonthOf } from './payout-ledger.js';

// Issue 19 item 9b: money the platform collects for a landlord in `collected` mode owes them a
// payout line, exactly once per payment, with the platform fee (2.5 % here) rounded down to a
// whole shilling. Money that never touched the platform (by hand, C2B to their own paybill, STK to
// their own Daraja app) owes nothing; a landlord in `own` mode without an app is still owed.

let ctx: TestContext;
let h: Harness;
beforeAll(async () => {
  ctx = await createTestContext({ PLATFORM_FEE_BP: '250' });
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
});

/** A sandbox rent payment started by the tenant, still pending. */
async function startRent(setup: Awaited<ReturnType<typeof tenantWithRent>>, amount = 15_001) {
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount, phone_number: '0712345678' });
  expect(res.body.error ?? null).toBeNull();
  return ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id as number } });
}

/** The sandbox's books say paid (as if the payer chose Pay), without its IPN. */
const settle = (trackingId: string) =>
  ctx.db.sandboxOrder.update({
    where: { trackingId },
    data: { status: 'completed', receipt: `SBX${trackingId.slice(0, 7).toUpperCase()}` },
  });

const ipn = (payment: { orderTrackingId: string | null; merchantReference: string }) =>
  h.http.get('/api/payments/sandbox/ipn/').query({
    OrderTrackingId: payment.orderTrackingId,
    OrderMerchantReference: payment.merchantReference,
    OrderNotificationType: 'IPNCHANGE',
  });

const setMode = (auth: string, body: unknown) =>
  h.http
    .put('/api/payments/payouts/settings/')
    .set('Authorization', auth)
    .send(body as object);

describe('payout lines from the crediting path', () => {
  it('a sandbox rent payment in collected mode owes one line, however many IPNs race', async () => {
    const setup = await tenantWithRent(ctx, 15_001);
    const payment = await startRent(setup);
    expect(payment.platformCollected).toBe(true);
    await settle(payment.orderTrackingId!);

    const answers = await Promise.all(Array.from({ length: 5 }, () => ipn(payment)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(
      'completed',
    );

    const lines = await ctx.db.payoutLine.findMany({ where: { paymentId: payment.id } });
    // 15,001 × 2.5 % = 375.025: the fee is rounded down to 375, the landlord gets the rest.
    expect(lines).toEqual([
      expect.objectContaining({
        landlordId: setup.landlord.id,
        gross: 15_001,
        feeBp: 250,
        fee: 375,
        net: 14_626,
      }),
    ]);
    const payouts = await ctx.db.payout.findMany({ where: { landlordId: setup.landlord.id } });
    expect(payouts).toEqual([
      expect.objectContaining({
        status: 'pending',
        gross: 15_001,
        fee: 375,
        amount: 14_626,
        reference: null,
        sentAt: null,
      }),
    ]);

    // The landlord sees it under Collected for you, not yet paid out.
    const landlordAuth = await signIn(h, setup.landlord.email, 'landlord');
    const list = await h.http.get('/api/payments/payouts/').set('Authorization', landlordAuth);
    expect(list.status).toBe(200);
    const completed = await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(list.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          month: payoutMonthOf(completed.completedAt!),
          gross: 15_001,
          fee: 375,
          net: 14_626,
          paid_out: 0,
          owed: 14_626,
          payouts: [
            {
              id: payouts[0]!.id,
              status: 'pending',
              gross: 15_001,
              fee: 375,
              amount: 14_626,
              payments: 1,
              reference: null,
              sent_at: null,
            },
          ],
        },
      ],
    });
  });

  it('two payments of one month add up on one pending payout', async () => {
    const first = await tenantWithRent(ctx, 15_000);
    const second = await ctx.db.user.findUniqueOrThrow({ where: { id: first.landlord.id } });
    const p1 = await startRent(first, 15_000);
    await settle(p1.orderTrackingId!);
    await ipn(p1);
    const other = await tenantWithRentFor(second.id);
    const p2 = await startRent(other, 10_000);
    await settle(p2.orderTrackingId!);
    await ipn(p2);
    const payouts = await ctx.db.payout.findMany({ where: { landlordId: first.landlord.id } });
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ gross: 25_000, fee: 375 + 250, amount: 24_375 });
  });

  it('own mode without their own Daraja app: money through the platform is still owed; the switch is audited', async () => {
    const setup = await tenantWithRent(ctx, 15_000);
    const auth = await signIn(h, setup.landlord.email, 'landlord');
    const before = await h.http.get('/api/payments/payouts/settings/').set('Authorization', auth);
    expect(before.body).toEqual({ collection_mode: 'collected', platform_fee_bp: 250 });
    const saved = await setMode(auth, { collection_mode: 'own' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ collection_mode: 'own', platform_fee_bp: 250 });
    const audit = await ctx.db.auditLog.findMany({
      where: { action: 'payouts.collection_mode_saved', landlordId: setup.landlord.id },
    });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: setup.landlord.id,
        data: { before: { collection_mode: 'collected' }, after: { collection_mode: 'own' } },
      }),
    ]);

    // Pesapal still collects into the platform's account: every shilling of it is the landlord's.
    const payment = await startRent(setup, 15_000);
    expect(payment.platformCollected).toBe(true);
    await settle(payment.orderTrackingId!);
    await ipn(payment);
    expect((await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(
      'completed',
    );
    expect(await ctx.db.payoutLine.count({ where: { landlordId: setup.landlord.id } })).toBe(1);
  });

  it('the payout is fixed when the payment starts, not when it is credited', async () => {
    const setup = await tenantWithRent(ctx, 15_000);
    const auth = await signIn(h, setup.landlord.email, 'landlord');
    const payment = await startRent(setup, 15_000);
    // The landlord switches while the tenant is paying into the platform's account.
    expect((await setMode(auth, { collection_mode: 'own' })).status).toBe(200);
    await settle(payment.orderTrackingId!);
    await ipn(payment);
    expect(await ctx.db.payoutLine.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it('an approved tenant’s deposit paid through the platform is owed too', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, {
      rent: 12_000,
      tenantId: tenant.id,
    });
    await ctx.db.tenantApplication.create({
      data: { tenantId: tenant.id, landlordId: landlord.id, unitId: unit.id, status: 'approved' },
    });
    const auth = await signIn(h, tenant.email, 'tenant');
    const res = await h.http
      .post('/api/payments/initiate-deposit/')
      .set('Authorization', auth)
      .send({ amount: 12_000 });
    expect(res.status).toBe(200);
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id } });
    expect(payment).toMatchObject({ kind: 'deposit', platformCollected: true });
    await settle(payment.orderTrackingId!);
    await ipn(payment);
    expect(await ctx.db.payoutLine.findMany({ where: { paymentId: payment.id } })).toEqual([
      expect.objectContaining({ gross: 12_000, fee: 300, net: 11_700 }),
    ]);
  });

  it('a landlord’s subscription is the platform’s own: never a payout', async () => {
    const landlord = await createLandlord(ctx.db);
    await createPropertyWithUnit(ctx.db, landlord.id);
    const auth = await signIn(h, landlord.email, 'landlord');
    const res = await h.http
      .post('/api/payments/initiate-subscription-payment/')
      .set('Authorization', auth)
      .send({ subscription_type: 'starter', amount: 2000 });
    expect(res.status).toBe(200);
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id } });
    expect(payment.platformCollected).toBe(false);
    await settle(payment.orderTrackingId!);
    await ipn(payment);
    expect((await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(
      'completed',
    );
    expect(await ctx.db.payoutLine.count({ where: { landlordId: landlord.id } })).toBe(0);
    expect(await ctx.db.payout.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it('a payment recorded by hand owes no payout', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const auth = await signIn(h, landlord.email, 'landlord');
    const res = await h.http
      .post('/api/payments/manual/')
      .set('Authorization', auth)
      .send(manualBody(tenant.id));
    expect(res.status).toBe(201);
    expect(
      await ctx.db.payment.count({ where: { landlordId: landlord.id, status: 'completed' } }),
    ).toBe(1);
    expect(await ctx.db.payoutLine.count({ where: { landlordId: landlord.id } })).toBe(0);
    expect(await ctx.db.payout.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it('a C2B payment to the landlord’s own paybill owes no payout', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'P9' });
    const res = await request(ctx.app)
      .post(`/api/c2b/${token}/confirmation`)
      .send(confirmation(shortcode, { BillRefNumber: 'P9' }));
    expect(res.status).toBe(200);
    expect(
      await ctx.db.payment.count({ where: { tenancyId: tenancy.id, status: 'completed' } }),
    ).toBe(1);
    expect(await ctx.db.payoutLine.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});

describe('GET/PUT /api/payments/payouts/settings/ and GET /api/payments/payouts/', () => {
  it('refuses a mode that does not exist with the sentence, and writes nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const auth = await signIn(h, landlord.email, 'landlord');
    for (const body of [{}, { collection_mode: 'bank' }, { collection_mode: 1 }]) {
      const res = await setMode(auth, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: {
          collection_mode: ['Choose where rent lands: collected by Pango or your own M-Pesa'],
        },
      });
    }
    expect(
      await ctx.db.landlordCollectionSetting.count({ where: { landlordId: landlord.id } }),
    ).toBe(0);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payouts.collection_mode_saved', landlordId: landlord.id },
      }),
    ).toBe(0);
  });

  it('shows a landlord only their own payouts; tenants and strangers are refused', async () => {
    const owner = await tenantWithRent(ctx, 15_000);
    const payment = await startRent(owner, 15_000);
    await settle(payment.orderTrackingId!);
    await ipn(payment);
    expect(await ctx.db.payoutLine.count({ where: { landlordId: owner.landlord.id } })).toBe(1);

    const stranger = await createLandlord(ctx.db);
    const strangerAuth = await signIn(h, stranger.email, 'landlord');
    const theirs = await h.http.get('/api/payments/payouts/').set('Authorization', strangerAuth);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ count: 0, next: null, previous: null, results: [] });

    const tenantAuth = await signIn(h, owner.tenant.email, 'tenant');
    expect(
      (await h.http.get('/api/payments/payouts/').set('Authorization', tenantAuth)).status,
    ).toBe(403);
    expect((await h.http.get('/api/payments/payouts/')).status).toBe(401);
    expect(
      (await h.http.get('/api/payments/payouts/?page=0').set('Authorization', strangerAuth)).status,
    ).toBe(400);
  });
});

/** Another tenant of the same landlord who owes rent (a second unit of theirs). */
async function tenantWithRentFor(landlordId: number) {
  const landlord = await ctx.db.user.findUniqueOrThrow({ where: { id: landlordId } });
  const tenant = await createTenant(ctx.db, landlordId);
  const { unit, property } = await createPropertyWithUnit(ctx.db, landlordId, {
    rent: 10_000,
    tenantId: tenant.id,
  });
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId: tenant.id,
      unitId: unit.id,
      landlordId,
      type: 'charge',
      amount: 10_000,
      description: 'Rent (test charge)',
      periodStart: new Date(Date.UTC(2020, 0, 1)),
      chargeKey: `${tenant.id}:${unit.id}:test`,
    },
  });
  return { landlord, tenant, unit, property };
}
