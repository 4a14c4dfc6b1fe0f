import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  trackingIdOf,
  type Harness,
} from './test/payments-fixtures.js';

// The whole sandbox journey over HTTP: initiate, the hosted page, the payer's choice, the IPN the
// page sends back to the API, and the status the payer's screen polls.

let ctx: TestContext;
let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await smtp.close();
});

async function startRent(amount = 15_000) {
  const setup = await tenantWithRent(ctx);
  const auth = await signIn(h, setup.tenant.email, 'tenant');
  const res = await h.http
    .post(`/api/payments/initiate-rent-payment/${setup.unit.id}/`)
    .set('Authorization', auth)
    .send({ amount, phone_number: '0712345678' });
  expect(res.status).toBe(200);
  return { ...setup, auth, result: res.body as Record<string, unknown> };
}

const status = (id: number, auth: string) =>
  h.http.get(`/api/payments/rent-status/${id}/`).set('Authorization', auth);

async function choose(redirectUrl: string, outcome: string) {
  const path = new URL(redirectUrl).pathname;
  return h.http.post(path).type('form').send({ outcome });
}

describe('the sandbox provider, end to end', () => {
  it('pays: hosted page, Pay, IPN, completed with a receipt, ledger and one email', async () => {
    const { result, auth, tenant, landlord } = await startRent();
    expect(result).toEqual({
      success: true,
      payment_id: expect.any(Number),
      redirect_url: expect.stringMatching(/\/api\/payments\/sandbox\/checkout\/[0-9a-f-]{36}\/$/),
      order_tracking_id: expect.any(String),
      checkout_request_id: null,
    });
    const redirectUrl = result.redirect_url as string;
    expect(trackingIdOf(redirectUrl)).toBe(result.order_tracking_id);

    const page = await h.http.get(new URL(redirectUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('KSh 15,000');
    expect(page.text).toMatch(/<button[^>]*value="completed"[^>]*>Pay<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="failed"[^>]*>Fail<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="cancelled"[^>]*>Cancel<\/button>/);
    expect(page.text).toContain('name="viewport"');
    expect(page.text).toMatch(
      /<p class="sandbox-banner" role="note">Sandbox: no real money moves<\/p>/,
    );
    const css = await h.http.get('/api/payments/sandbox/checkout.css');
    expect(css.status).toBe(200);
    expect(css.type).toBe('text/css');

    const pending = await status(result.payment_id as number, auth);
    expect(pending.body).toMatchObject({
      status: 'pending',
      timed_out: false,
      mpesa_receipt: null,
    });

    const paid = await choose(redirectUrl, 'completed');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/tenant/payments');
    expect(back.searchParams.get('payment')).toBe(String(result.payment_id));
    expect(back.searchParams.get('OrderTrackingId')).toBe(result.order_tracking_id);

    const done = await eventually(
      () => status(result.payment_id as number, auth),
      (r) => r.body.status === 'completed',
    );
    expect(done.body).toMatchObject({
      id: result.payment_id,
      kind: 'rent',
      status: 'completed',
      amount: 15_000,
      mpesa_receipt: expect.stringMatching(/^SBX[A-Z0-9]{7}$/),
      reference_number: expect.stringMatching(/^PR[A-Z0-9]{10}$/),
      failure_reason: null,
      timed_out: false,
    });
    const ledger = await ctx.db.rentLedgerEntry.findMany({
      where: { paymentId: result.payment_id as number },
    });
    expect(ledger).toEqual([expect.objectContaining({ type: 'payment', amount: -15_000 })]);
    const mail = await smtp.waitFor(tenant.email);
    expect(mail.text).toContain('KSh 15,000');
    expect(mail.text).toContain(done.body.reference_number);
    expect(mail.text).toContain(done.body.mpesa_receipt);
    expect(mail.text).toContain(`Sent by Pango on behalf of ${landlord.fullName}.`);
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: tenant.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'payment_receipt',
      landlordId: landlord.id,
    });

    // The page now only shows the outcome; a second choice changes nothing.
    const again = await h.http.get(new URL(redirectUrl).pathname);
    expect(again.text).toContain('already completed');
    expect(again.text).toContain('Sandbox: no real money moves');
    expect((await choose(redirectUrl, 'failed')).status).toBe(303);
    await new Promise((r) => setTimeout(r, 200));
    expect((await status(result.payment_id as number, auth)).body.status).toBe('completed');
  });

  it('fails and cancels', async () => {
    for (const outcome of ['failed', 'cancelled'] as const) {
      const { result, auth } = await startRent(5000);
      expect((await choose(result.redirect_url as string, outcome)).status).toBe(303);
      const final = await eventually(
        () => status(result.payment_id as number, auth),
        (r) => r.body.status !== 'pending',
      );
      expect(final.body).toMatchObject({
        status: outcome,
        mpesa_receipt: null,
        failure_reason: expect.any(String),
      });
      expect(
        await ctx.db.rentLedgerEntry.count({ where: { paymentId: result.payment_id as number } }),
      ).toBe(0);
    }
  });

  it('a browser return with made-up ids changes nothing, and unknown pages are 404', async () => {
    const { result, auth } = await startRent();
    const missing = await h.http.get(
      '/api/payments/sandbox/checkout/00000000-0000-4000-8000-000000000000/',
    );
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Sandbox: no real money moves');
    const bogus = await h.http
      .post(new URL(result.redirect_url as string).pathname)
      .type('form')
      .send({ outcome: 'refund-everything' });
    expect(bogus.status).toBe(404);
    expect((await status(result.payment_id as number, auth)).body.status).toBe('pending');
  });

  it('serves the hosted page on SANDBOX_PUBLIC_URL, whose form may lead back to the app', async () => {
    ctx.env.SANDBOX_PUBLIC_URL = 'http://localhost:4999';
    try {
      const { result } = await startRent();
      const redirectUrl = result.redirect_url as string;
      expect(new URL(redirectUrl).origin).toBe('http://localhost:4999');
      const page = await h.http.get(new URL(redirectUrl).pathname);
      expect(page.status).toBe(200);
      const formAction = /form-action ([^;]+)/.exec(page.headers['content-security-policy'] ?? '');
      expect(formAction?.[1]?.split(' ')).toEqual(["'self'", h.origin]);
    } finally {
      delete ctx.env.SANDBOX_PUBLIC_URL;
    }
  });
});
