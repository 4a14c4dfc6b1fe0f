import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer } from '../ledger/test-helpers.js';
import { applyProviderStatus } from './confirm-payment.service.js';
import { newMerchantReference } from './payment-meta.js';
import { getReceiptFile } from './receipt-file.service.js';
import { landlordWithTenant, manualBody, RENT } from './test/manual-fixtures.js';
import { startSmtpServer } from '../../test/smtp.js';
import { closeServer, eventually, listen, type Harness } from './test/payments-fixtures.js';
import { pdfText } from './test/pdf-text.js';

// Issue 19 item 8: every credited payment gets the landlord's next receipt number (no gaps, no
// repeats, however many credits at once), a PDF only its tenant and landlord can fetch, and an
// email to the tenant unless they turned rent emails off.

let ctx: TestContext;
let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ APP_URL: 'https://pango.example', SMTP_URL: smtp.url });
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
  await smtp.close();
});

const record = async (landlordId: number, body: object) => {
  const res = await h.http
    .post('/api/payments/manual/')
    .set('Authorization', bearer(ctx, landlordId, 'landlord'))
    .send(body);
  expect(res.status).toBe(201);
  return res.body as { id: number; receipt_number: string };
};

const receipt = (paymentId: number, userId: number, role: 'landlord' | 'tenant') =>
  h.http
    .get(`/api/payments/${paymentId}/receipt/`)
    .set('Authorization', bearer(ctx, userId, role))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** A pending STK push of the tenant's rent, as initiate-rent-payment leaves it. */
async function pendingStk(landlordId: number, tenantId: number, unitId: number, amount: number) {
  return ctx.db.payment.create({
    data: {
      kind: 'rent',
      amount,
      status: 'pending',
      provider: 'mpesa',
      landlordId,
      tenantId,
      payerId: tenantId,
      unitId,
      monthsCovered: 1,
      merchantReference: newMerchantReference('rent'),
      checkoutRequestId: `ws_CO_${newMerchantReference('rent')}`,
      description: 'Rent',
    },
  });
}

const stkPaid = (receiptCode: string) => ({
  state: 'completed' as const,
  amount: null,
  currency: null,
  merchantReference: null,
  receipt: receiptCode,
  paymentMethod: 'mpesa',
  failureReason: null,
  raw: {},
});

describe('receipt numbers', () => {
  it('count 1, 2, 3 per landlord across providers, independently of other landlords', async () => {
    const a = await landlordWithTenant(ctx);
    const b = await landlordWithTenant(ctx);
    expect((await record(a.landlord.id, manualBody(a.tenant.id))).receipt_number).toBe(
      'RCT-000001',
    );
    const stk = await pendingStk(a.landlord.id, a.tenant.id, a.unit.id, 3000);
    expect(await applyProviderStatus(ctx.deps, stk.id, stkPaid('SKQ1RCPT01'))).toBe('completed');
    expect((await record(b.landlord.id, manualBody(b.tenant.id))).receipt_number).toBe(
      'RCT-000001',
    );
    expect((await record(a.landlord.id, manualBody(a.tenant.id))).receipt_number).toBe(
      'RCT-000003',
    );
    const numbers = await ctx.db.payment.findMany({
      where: { landlordId: a.landlord.id },
      orderBy: { id: 'asc' },
      select: { receiptNumber: true },
    });
    expect(numbers.map((p) => p.receiptNumber)).toEqual([1, 2, 3]);
    // A repeated confirmation of the STK payment takes no second number.
    expect(await applyProviderStatus(ctx.deps, stk.id, stkPaid('SKQ1RCPT01'))).toBe('unchanged');
    expect(
      await ctx.db.receiptCounter.findUnique({ where: { landlordId: a.landlord.id } }),
    ).toEqual({ landlordId: a.landlord.id, lastNumber: 3 });
  });

  it('gives 20 concurrent credits 20 distinct numbers with no gap', async () => {
    const { landlord, tenant, unit } = await landlordWithTenant(ctx);
    const stks = await Promise.all(
      Array.from({ length: 10 }, () => pendingStk(landlord.id, tenant.id, unit.id, 1000)),
    );
    const outcomes = await Promise.all([
      ...stks.map((p, i) => applyProviderStatus(ctx.deps, p.id, stkPaid(`SKQCONC${i}X`))),
      ...Array.from({ length: 10 }, () =>
        h.http
          .post('/api/payments/manual/')
          .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
          .send(manualBody(tenant.id, { amount: 500 }))
          .then((r) => r.status),
      ),
    ]);
    expect(outcomes).toEqual([...Array(10).fill('completed'), ...Array(10).fill(201)]);
    const numbers = await ctx.db.payment.findMany({
      where: { landlordId: landlord.id },
      select: { receiptNumber: true },
    });
    expect(numbers.map((p) => p.receiptNumber).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('GET /api/payments/{id}/receipt/', () => {
  it('serves the PDF to the tenant and their landlord, 404 to anyone else and for uncredited payments', async () => {
    const { landlord, tenant, unit } = await landlordWithTenant(ctx);
    const other = await landlordWithTenant(ctx);
    const { id } = await record(landlord.id, manualBody(tenant.id));
    for (const [userId, role] of [
      [tenant.id, 'tenant'],
      [landlord.id, 'landlord'],
    ] as const) {
      const res = await receipt(id, userId, role);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="?receipt-RCT-000001\.pdf"?$/,
      );
      expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await receipt(id, other.landlord.id, 'landlord')).status).toBe(404);
    expect((await receipt(id, other.tenant.id, 'tenant')).status).toBe(404);
    expect((await receipt(999_999, landlord.id, 'landlord')).status).toBe(404);
    const pending = await pendingStk(landlord.id, tenant.id, unit.id, 1000);
    expect((await receipt(pending.id, tenant.id, 'tenant')).status).toBe(404);
    expect((await h.http.get(`/api/payments/${id}/receipt/`)).status).toBe(401);
  });

  it('says who paid whom, the amount in figures and words, the method, period and balance after', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const first = await record(
      landlord.id,
      manualBody(tenant.id, { amount: 7_000, method: 'cheque', reference: 'CHQ 000381' }),
    );
    const file = await getReceiptFile(ctx.deps, { userId: tenant.id, role: 'tenant' }, first.id, {
      compress: false,
    });
    const text = pdfText(file.bytes).join('\n');
    for (const fact of [
      'Receipt number RCT-000001',
      'Amina Wairimu',
      'Brian Otieno',
      'A1, Kilimani Heights',
      'KSh 7,000',
      'Seven thousand shillings',
      'Cheque',
      'CHQ 000381',
      'November 2026',
      'KSh 5,000 still due',
    ])
      expect(text).toContain(fact);
    // The second payment settles the month and pays ahead: the balance after each is its own.
    const second = await record(landlord.id, manualBody(tenant.id, { amount: 12_000 }));
    const secondText = pdfText(
      (
        await getReceiptFile(ctx.deps, { userId: landlord.id, role: 'landlord' }, second.id, {
          compress: false,
        })
      ).bytes,
    ).join('\n');
    expect(secondText).toContain('Twelve thousand shillings');
    expect(secondText).toContain('KSh 7,000 paid ahead');
    expect(secondText).toContain('RCT-000002');
  });
});

describe('the receipt email', () => {
  const receiptMails = (to: string) =>
    ctx.db.emailOutbox.findMany({
      where: { to, kind: 'payment_receipt' },
      select: { subject: true, landlordId: true },
    });

  it('is queued for an STK credit and a manual credit, with the receipt and a sign-in link', async () => {
    const { landlord, tenant, unit } = await landlordWithTenant(ctx);
    const stk = await pendingStk(landlord.id, tenant.id, unit.id, RENT);
    await applyProviderStatus(ctx.deps, stk.id, stkPaid('SKQMAIL001'));
    await record(landlord.id, manualBody(tenant.id, { amount: 2_500, reference: 'RB 77' }));
    const queued = await receiptMails(tenant.email);
    expect(queued.map((m) => m.subject).sort()).toEqual([
      'Receipt RCT-000001: KSh 12,000 received',
      'Receipt RCT-000002: KSh 2,500 received',
    ]);
    expect(queued.every((m) => m.landlordId === landlord.id)).toBe(true);
    const sent = await eventually(
      async () => smtp.received.filter((m) => m.to.includes(tenant.email)),
      (mails) => mails.length === 2,
    );
    const stkMail = sent.find((m) => m.text.includes('RCT-000001'))?.text ?? '';
    const cashMail = sent.find((m) => m.text.includes('RCT-000002'))?.text ?? '';
    expect(stkMail).toContain('M-Pesa receipt SKQMAIL001');
    expect(stkMail).toContain('Twelve thousand shillings');
    expect(stkMail).toContain('Balance after this payment: KSh 0 (fully paid)');
    expect(cashMail).toContain('Reference RB 77');
    expect(cashMail).toContain('https://pango.example/login');
  });

  it('is not sent to a tenant who turned rent emails off; the receipt is still issued', async () => {
    const { landlord, tenant, unit } = await landlordWithTenant(ctx);
    await ctx.db.tenantProfile.update({
      where: { userId: tenant.id },
      data: { notifyRentReminders: false },
    });
    const stk = await pendingStk(landlord.id, tenant.id, unit.id, RENT);
    await applyProviderStatus(ctx.deps, stk.id, stkPaid('SKQMAIL002'));
    const manual = await record(landlord.id, manualBody(tenant.id, { amount: 1_000 }));
    expect(manual.receipt_number).toBe('RCT-000002');
    expect(await receiptMails(tenant.email)).toEqual([]);
    expect(smtp.received.filter((m) => m.to.includes(tenant.email))).toEqual([]);
    expect((await receipt(stk.id, tenant.id, 'tenant')).status).toBe(200);
  });
});
