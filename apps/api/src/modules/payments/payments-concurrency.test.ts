import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startPesapalFake, type PesapalFake } from '../../test/fakes/pesapal-fake-server.js';
import { startSmtpServer } from '../../test/smtp.js';
import { reconcilePendingPayments } from './reconcile.service.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// Providers deliver duplicates and retries as a matter of course (payments.md section 4): a storm
// of Pesapal IPNs, GET and POST, arriving while reconciliation asks about the same payment, must
// end in one credit the tenant and the landlord can see is right.

let ctx: TestContext;
let h: Harness;
let pesapal: PesapalFake;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  pesapal = await startPesapalFake();
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_BASE_URL: pesapal.baseUrl,
    SMTP_URL: smtp.url,
  });
  h = await listen(ctx);
  Object.assign(ctx.env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await pesapal.close();
  await smtp.close();
});

describe('duplicate payment notifications at once', () => {
  it('50 IPNs and 3 reconciliation passes credit once: one ledger row, one receipt, paid up', async () => {
    const { tenant, landlord, unit } = await tenantWithRent(ctx, 15_000);
    const auth = await signIn(h, tenant.email, 'tenant');
    const started = await h.http
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000, phone_number: '0712345678' });
    expect(started.status).toBe(200);
    const paymentId = started.body.payment_id as number;
    const trackingId = started.body.order_tracking_id as string;
    // Pesapal's books say paid; every notification below only makes us ask it.
    await pesapal.setOutcome(trackingId, 'completed');
    const query = new URLSearchParams(pesapal.notificationQuery(trackingId)).toString();
    ctx.clock.now = new Date(Date.now() + 30_000);

    const ipns = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? h.http.get(`/api/payments/pesapal/ipn/?${query}`)
        : h.http.post('/api/payments/pesapal/ipn/').type('form').send(query),
    );
    const passes = Array.from({ length: 3 }, () => reconcilePendingPayments(ctx.deps));
    const [answers] = await Promise.all([Promise.all(ipns), Promise.all(passes)]);

    expect(answers.map((a) => [a.status, a.body.status])).toEqual(Array(50).fill([200, 200]));
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.status).toBe('completed');
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId } })).toBe(1);
    const audits = await ctx.db.auditLog.findMany({
      where: { action: 'payment.completed', entityId: String(paymentId) },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      landlordId: landlord.id,
      data: { before: { status: 'pending' }, after: { status: 'completed', amount: 15_000 } },
    });

    // One receipt queued and delivered, however many notifications raced.
    const sent = await eventually(
      () => ctx.db.emailOutbox.findMany({ where: { to: tenant.email, kind: 'payment_receipt' } }),
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'sent'),
    );
    expect(sent).toHaveLength(1);
    await smtp.waitFor(tenant.email);
    expect(smtp.received.filter((mail) => mail.to.includes(tenant.email))).toHaveLength(1);

    // What the tenant sees: the month's rent paid, nothing owed, no credit conjured.
    const summary = await h.http.get('/api/payments/rent-summary/').set('Authorization', auth);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ balance: 0, rent_due: 0, rent_status: 'paid' });
  });
});
