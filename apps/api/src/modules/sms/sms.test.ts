import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES, SMS_MESSAGES, type SmsBalance } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { applyProviderStatus } from '../payments/confirm-payment.service.js';
import {
  closeServer,
  eventually,
  listen,
  type Harness,
} from '../payments/test/payments-fixtures.js';
import { createAfricasTalkingGateway } from './africastalking.js';
import { startFakeAfricasTalking, type FakeAt } from './fake-gateway-server.js';
import { smsDeliveryToken, useSmsGateway } from './gateway-registry.js';
import { creditSmsPack } from './sms-credits.service.js';
import { drainSmsOutbox } from './sms-outbox.service.js';

// Issue 25's SMS over HTTP: a pack bought in the sandbox, credits reserved and refunded, delivery
// reports, expiry, and another landlord's view. The gateway is the fake Africa's Talking, reached
// by the real adapter over HTTP; its delivery reports are posted to the app by the tests.

let ctx: TestContext;
let h: Harness;
let fake: FakeAt;
beforeAll(async () => {
  ctx = await createTestContext();
  h = await listen(ctx);
  fake = await startFakeAfricasTalking({ deliveryUrl: null, print: () => {} });
  useSmsGateway(
    ctx.deps,
    createAfricasTalkingGateway({
      baseUrl: fake.baseUrl,
      username: fake.username,
      apiKey: fake.apiKey,
      timeoutMs: 2000,
    }),
  );
});
afterAll(async () => {
  await fake.close();
  await closeServer(h.server);
  await ctx.close();
});
beforeEach(() => {
  ctx.clock.now = new Date();
});

const C = '/api/communication';
const auth = (userId: number) => bearer(ctx, userId, 'landlord');
const balanceOf = async (landlordId: number) =>
  (await h.http.get(`${C}/sms/balance/`).set('Authorization', auth(landlordId))).body as SmsBalance;
const deliveryPath = (token = smsDeliveryToken(ctx.deps)) => `${C}/sms/delivery/${token}/`;
const report = (fields: Record<string, string>, token?: string) =>
  h.http.post(deliveryPath(token)).type('form').send(fields);

async function tenantWithPhone(landlordId: number, phone: string) {
  const tenant = await createTenant(ctx.db, landlordId);
  await ctx.db.user.update({ where: { id: tenant.id }, data: { phoneNumber: phone } });
  return tenant;
}

async function addLot(landlordId: number, credits: number, expiresAt: Date, remaining = credits) {
  return ctx.db.smsCreditLot.create({
    data: {
      landlordId,
      pack: 'starter',
      credits,
      remaining,
      purchasedAt: new Date(expiresAt.getTime() - 365 * 86_400_000),
      expiresAt,
    },
  });
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const send = (landlordId: number, body: Record<string, unknown>) =>
  h.http.post(`${C}/sms/send/`).set('Authorization', auth(landlordId)).send(body);

const rowsOf = (landlordId: number) =>
  ctx.db.smsOutbox.findMany({ where: { landlordId }, orderBy: { id: 'asc' } });

/** Drains until every row of the landlord has left `queued` (a kicked drain may hold some). */
async function drained(landlordId: number) {
  await drainSmsOutbox(ctx.deps);
  return eventually(
    () => rowsOf(landlordId),
    (rows) => rows.every((row) => row.status !== 'queued'),
  );
}

describe('buying a pack', () => {
  it('credits the Starter pack once when its sandbox payment completes', async () => {
    const landlord = await paidLandlord(ctx.db);
    const started = await h.http
      .post('/api/payments/initiate-sms-purchase/')
      .set('Authorization', auth(landlord.id))
      .send({ pack: 'starter' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      payment_id: expect.any(Number),
      redirect_url: expect.stringContaining('/api/payments/sandbox/checkout/'),
    });
    const paymentId = started.body.payment_id as number;
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment).toMatchObject({ kind: 'sms_credits', amount: 500, smsPack: 'starter' });
    expect(await balanceOf(landlord.id)).toEqual({ credits: 0, expiring: [] });

    // The payer presses Pay on the sandbox page; its IPN reaches the API over HTTP.
    const checkout = new URL(started.body.redirect_url as string).pathname;
    await h.http.post(checkout).type('form').send({ outcome: 'completed' });
    const status = await eventually(
      () =>
        h.http
          .get(`/api/payments/sms-purchases/${paymentId}/`)
          .set('Authorization', auth(landlord.id)),
      (res) => res.body.status === 'completed',
    );
    expect(status.body).toMatchObject({ kind: 'sms_credits', status: 'completed', amount: 500 });
    const balance = await balanceOf(landlord.id);
    expect(balance.credits).toBe(100);
    const completedAt = (await ctx.db.payment.findUniqueOrThrow({ where: { id: paymentId } }))
      .completedAt!;
    const expires = new Date(completedAt);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    expect(balance.expiring).toEqual([{ credits: 100, expires_at: expires.toISOString() }]);

    // The same news again (a second IPN, a second Pay, a direct re-application) credits nothing.
    await h.http.post(checkout).type('form').send({ outcome: 'completed' });
    expect(
      await applyProviderStatus(ctx.deps, paymentId, {
        state: 'completed',
        amount: 500,
        currency: 'KES',
        merchantReference: payment.merchantReference,
        receipt: 'SBX1234567',
        paymentMethod: 'sandbox',
        failureReason: null,
        raw: {},
      } as never),
    ).toBe('unchanged');
    await expect(
      ctx.db.$transaction((tx) =>
        creditSmsPack(tx, {
          paymentId,
          landlordId: landlord.id,
          pack: 'starter',
          purchasedAt: new Date(),
        }),
      ),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ctx.db.smsCreditLot.count({ where: { landlordId: landlord.id } })).toBe(1);
    expect((await balanceOf(landlord.id)).credits).toBe(100);

    // Another landlord cannot read that purchase.
    const other = await paidLandlord(ctx.db);
    const peek = await h.http
      .get(`/api/payments/sms-purchases/${paymentId}/`)
      .set('Authorization', auth(other.id));
    expect(peek.status).toBe(404);
  });

  it('refuses an unknown pack with the one error shape', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await h.http
      .post('/api/payments/initiate-sms-purchase/')
      .set('Authorization', auth(landlord.id))
      .send({ pack: 'mega', amount: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { pack: [SMS_MESSAGES.choosePack] },
    });
    expect(await ctx.db.payment.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});

describe('sending', () => {
  it('reserves credits from the lot expiring first, sends, and shows delivery per message', async () => {
    const landlord = await paidLandlord(ctx.db);
    const soon = await addLot(landlord.id, 100, inDays(10), 1);
    const later = await addLot(landlord.id, 100, inDays(200), 50);
    const a = await tenantWithPhone(landlord.id, '0712 345 678');
    const b = await tenantWithPhone(landlord.id, '+254 112 345 678');
    const text = 'Water will be off on Saturday 8am-2pm for tank cleaning. '.repeat(3); // 2 parts
    const res = await send(landlord.id, { message: text, tenants: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SMS_MESSAGES.queued(2), queued: 2, credits: 4 });
    // 4 credits: the last one of the lot expiring soonest, then 3 of the next.
    expect(
      (await ctx.db.smsCreditLot.findUniqueOrThrow({ where: { id: soon.id } })).remaining,
    ).toBe(0);
    expect(
      (await ctx.db.smsCreditLot.findUniqueOrThrow({ where: { id: later.id } })).remaining,
    ).toBe(47);
    expect(await balanceOf(landlord.id)).toEqual({
      credits: 47,
      expiring: [{ credits: 47, expires_at: later.expiresAt.toISOString() }],
    });

    const rows = await drained(landlord.id);
    expect(rows.map((row) => [row.to, row.segments, row.status])).toEqual([
      ['254712345678', 2, 'sent'],
      ['254112345678', 2, 'sent'],
    ]);
    const wire = fake.sent.filter((sms) => sms.message === text.trim());
    expect(wire.map((sms) => sms.to).sort()).toEqual(['+254112345678', '+254712345678']);

    // Africa's Talking reports the first delivered: history shows it.
    const first = rows[0]!;
    const ok = await report({
      id: first.gatewayMessageId!,
      status: 'Success',
      phoneNumber: '+254712345678',
      networkCode: '63902',
      retryCount: '0',
    });
    expect(ok.status).toBe(200);
    const history = await h.http.get(`${C}/sms/messages/`).set('Authorization', auth(landlord.id));
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ count: 2, page: 1 });
    const shown = history.body.results as { id: number; status: string; credits: number }[];
    expect(shown.find((row) => row.id === first.id)).toMatchObject({
      status: 'delivered',
      credits: 2,
      segments: 2,
      kind: 'announcement',
      recipient: '254712345678',
      tenant_name: 'Brian Otieno',
    });

    // Repeated: nothing changes.
    const before = await ctx.db.smsOutbox.findUniqueOrThrow({ where: { id: first.id } });
    const again = await report({ id: first.gatewayMessageId!, status: 'Failed' });
    expect(again.body).toEqual({ status: 'unchanged' });
    expect(await ctx.db.smsOutbox.findUniqueOrThrow({ where: { id: first.id } })).toEqual(before);
    expect((await balanceOf(landlord.id)).credits).toBe(47);

    // A wrong token: 404, nothing changed.
    const second = rows[1]!;
    const forged = await report({ id: second.gatewayMessageId!, status: 'Failed' }, 'x'.repeat(36));
    expect(forged.status).toBe(404);
    expect((await ctx.db.smsOutbox.findUniqueOrThrow({ where: { id: second.id } })).status).toBe(
      'sent',
    );
    expect((await balanceOf(landlord.id)).credits).toBe(47);
  });

  it('refunds the credits of a message the gateway refuses or reports failed, once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const lot = await addLot(landlord.id, 10, inDays(100));
    const refused = await tenantWithPhone(landlord.id, '0712340000');
    const unreachable = await tenantWithPhone(landlord.id, '0712349999');
    const res = await send(landlord.id, { message: 'Rent is due on the 5th.', send_to_all: true });
    expect(res.body).toMatchObject({ queued: 2, credits: 2 });
    expect((await balanceOf(landlord.id)).credits).toBe(8);

    const rows = await drained(landlord.id);
    const byTenant = (id: number) => rows.find((row) => row.tenantId === id)!;
    expect(byTenant(refused.id)).toMatchObject({
      status: 'failed',
      gatewayStatus: 'InvalidPhoneNumber',
    });
    expect(byTenant(unreachable.id).status).toBe('sent');
    expect((await balanceOf(landlord.id)).credits).toBe(9);

    const failed = {
      id: byTenant(unreachable.id).gatewayMessageId!,
      status: 'Failed',
      failureReason: 'DeliveryFailure',
    };
    expect((await report(failed)).body).toEqual({ status: 'failed' });
    expect((await report(failed)).body).toEqual({ status: 'unchanged' });
    expect((await ctx.db.smsCreditLot.findUniqueOrThrow({ where: { id: lot.id } })).remaining).toBe(
      10,
    );
    const history = await h.http
      .get(`${C}/sms/messages/?status=failed`)
      .set('Authorization', auth(landlord.id));
    expect(history.body.count).toBe(2);
    expect(
      history.body.results.map((row: { failure_reason: string }) => row.failure_reason).sort(),
    ).toEqual(['DeliveryFailure', 'InvalidPhoneNumber']);
  });

  it('keeps a message queued with its credits through a gateway outage, then sends it', async () => {
    const landlord = await paidLandlord(ctx.db);
    await addLot(landlord.id, 5, inDays(100));
    const tenant = await tenantWithPhone(landlord.id, '0722111222');
    fake.failNext(10);
    await send(landlord.id, { message: 'Hello', tenants: [tenant.id] });
    await drainSmsOutbox(ctx.deps);
    await eventually(
      () => rowsOf(landlord.id),
      (rows) => rows[0]!.attempts > 0 && rows[0]!.failureReason !== null,
    );
    const [waiting] = await rowsOf(landlord.id);
    expect(waiting).toMatchObject({ status: 'queued' });
    expect((await balanceOf(landlord.id)).credits).toBe(4);
    fake.failNext(0);
    ctx.clock.now = new Date(Date.now() + 60 * 60_000);
    const [sent] = await drained(landlord.id);
    expect(sent!.status).toBe('sent');
    expect((await balanceOf(landlord.id)).credits).toBe(4);
  });

  it('refuses a send the credits cannot cover, queuing nothing; expired credits do not count', async () => {
    const landlord = await paidLandlord(ctx.db);
    const expired = await addLot(landlord.id, 100, inDays(-1));
    const fresh = await addLot(landlord.id, 1, inDays(30));
    const a = await tenantWithPhone(landlord.id, '0712345678');
    const b = await tenantWithPhone(landlord.id, '0712345679');
    expect(await balanceOf(landlord.id)).toEqual({
      credits: 1,
      expiring: [{ credits: 1, expires_at: fresh.expiresAt.toISOString() }],
    });
    const res = await send(landlord.id, { message: 'Hi all', tenants: [a.id, b.id] });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_SMS_CREDITS',
      detail: SMS_MESSAGES.insufficientCredits(2, 1),
      errors: { message: [SMS_MESSAGES.insufficientCredits(2, 1)] },
    });
    expect(await rowsOf(landlord.id)).toEqual([]);
    expect(
      (await ctx.db.smsCreditLot.findUniqueOrThrow({ where: { id: expired.id } })).remaining,
    ).toBe(100);
    expect(
      (await ctx.db.smsCreditLot.findUniqueOrThrow({ where: { id: fresh.id } })).remaining,
    ).toBe(1);

    const one = await send(landlord.id, { message: 'Hi', tenants: [a.id] });
    expect(one.status).toBe(200);
    expect((await balanceOf(landlord.id)).credits).toBe(0);
  });

  it('refuses bad input with the one error shape', async () => {
    const landlord = await paidLandlord(ctx.db);
    const empty = await send(landlord.id, { message: '', tenants: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      message: [SMS_MESSAGES.messageRequired],
      tenants: [COMMUNICATION_MESSAGES.selectAtLeastOneTenant],
    });
    const long = await send(landlord.id, { message: 'ś'.repeat(403), send_to_all: true });
    expect(long.body.errors).toEqual({ message: [SMS_MESSAGES.tooLong] });
    const badFilter = await h.http
      .get(`${C}/sms/messages/?status=lost`)
      .set('Authorization', auth(landlord.id));
    expect(badFilter.status).toBe(400);
  });

  it('keeps each landlord to their own tenants, credits and history', async () => {
    const owner = await paidLandlord(ctx.db);
    await addLot(owner.id, 10, inDays(100));
    const tenant = await tenantWithPhone(owner.id, '0712000111');
    await send(owner.id, { message: 'Owner news', tenants: [tenant.id] });
    await drained(owner.id);

    const other = await paidLandlord(ctx.db);
    await addLot(other.id, 10, inDays(100));
    const stolen = await send(other.id, { message: 'Hi', tenants: [tenant.id] });
    // As the email sender: someone else's tenant refuses the whole send, saying no more.
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({ tenants: [COMMUNICATION_MESSAGES.unknownRecipients] });
    expect(await rowsOf(other.id)).toEqual([]);
    expect((await balanceOf(other.id)).credits).toBe(10);
    const history = await h.http.get(`${C}/sms/messages/`).set('Authorization', auth(other.id));
    expect(history.body).toMatchObject({ count: 0, results: [] });
    const mine = await h.http
      .get(`${C}/sms/messages/?kind=announcement&page=1`)
      .set('Authorization', auth(owner.id));
    expect(mine.body.count).toBe(1);
    const later = await h.http
      .get(`${C}/sms/messages/?page=2`)
      .set('Authorization', auth(owner.id));
    expect(later.body).toMatchObject({ count: 1, page: 2, results: [] });
  });

  it('answers a delivery report for an unknown message without changing anything', async () => {
    const res = await request(h.server)
      .post(deliveryPath())
      .type('form')
      .send({ id: 'ATXid_unknown', status: 'Success' });
    expect(res.body).toEqual({ status: 'unknown' });
    const bad = await report({ nothing: 'here' });
    expect(bad.status).toBe(400);
  });
});
