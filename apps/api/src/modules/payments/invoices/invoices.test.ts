import request from 'supertest';
import { binary } from '../../../test/binary-body.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer, paidLandlord, payment, tenancy } from '../../ledger/test-helpers.js';
import { newUrlToken } from '../c2b/c2b-urls.js';
import { pdfText as pdfLines } from '../../../test/pdf-text.js';
import { pdfText } from '../test/pdf-text.js';
import { getInvoiceFile } from './invoices-list.service.js';
import { makeMonthlyInvoices } from './invoices.job.js';

// Issue 20 item 5: the job makes one invoice (and one email) per tenancy and period however many
// workers run it; the list and each PDF are the tenant's and their landlord's only.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
  ctx.clock.now = new Date('2026-11-02T09:00:00+03:00');
});
afterAll(() => ctx.close());

const NOV = new Date('2026-11-01T00:00:00Z');
const OCT = new Date('2026-10-01T00:00:00Z');

/** A housed tenant with October's unpaid balance and November's lines, as the billing run posts them. */
async function billedTenancy(landlordId: number, options: { rentEmails?: boolean } = {}) {
  const t = await tenancy(ctx.db, landlordId, { rent: 10_000 });
  if (options.rentEmails === false)
    await ctx.db.tenantProfile.update({
      where: { userId: t.tenant.id },
      data: { notifyRentReminders: false },
    });
  const key = { tenantId: t.tenant.id, unitId: t.unit.id, landlordId };
  const line = (
    kind: 'rent' | 'water' | 'service' | 'late_fee' | 'waiver',
    amount: number,
    periodStart: Date,
    description: string,
  ) =>
    ctx.db.rentLedgerEntry.create({
      data: {
        ...key,
        type: amount < 0 ? 'adjustment' : 'charge',
        kind,
        amount,
        periodStart,
        description,
        createdAt: new Date(periodStart.getTime() - 4 * 86_400_000),
      },
    });
  await line('rent', 10_000, OCT, 'Rent October 2026');
  await line('late_fee', 500, OCT, 'Late fee October 2026');
  await line('rent', 10_000, NOV, 'Rent November 2026');
  await line('water', 1_800, NOV, 'Water 12 m³ × KSh 150');
  await line('service', 300, NOV, 'Garbage');
  await line('waiver', -500, NOV, 'Late fee waived');
  const paidAt = new Date('2026-11-01T10:00:00+03:00');
  const paid = await payment(ctx.db, { ...key, amount: 4_000, createdAt: paidAt });
  await ctx.db.rentLedgerEntry.create({
    data: {
      ...key,
      paymentId: paid.id,
      type: 'payment',
      kind: 'payment',
      amount: -4_000,
      periodStart: OCT,
      description: 'M-Pesa payment',
      createdAt: paidAt,
    },
  });
  const row = await ctx.db.tenancy.findFirstOrThrow({
    where: { openTenantId: t.tenant.id },
    select: { id: true },
  });
  return { ...t, tenancyId: row.id };
}

const get = (path: string, userId: number, role: 'landlord' | 'tenant') =>
  request(ctx.app)
    .get(`/api/payments${path}`)
    .set('Authorization', bearer(ctx, userId, role));

describe('the invoices job', () => {
  it('makes one invoice and one email per tenancy and period, even run twice at once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await billedTenancy(landlord.id);
    const b = await billedTenancy(landlord.id, { rentEmails: false });
    const quiet = await tenancy(ctx.db, landlord.id); // no lines this month: no invoice

    const runs = await Promise.all([makeMonthlyInvoices(ctx.deps), makeMonthlyInvoices(ctx.deps)]);
    const again = await makeMonthlyInvoices(ctx.deps);

    expect(runs.reduce((sum, r) => sum + r.invoices, 0)).toBeGreaterThanOrEqual(2);
    expect(again.invoices).toBe(0);
    const invoices = await ctx.db.invoice.findMany({
      where: { landlordId: landlord.id },
      orderBy: { number: 'asc' },
    });
    expect(invoices.map((i) => i.tenancyId)).toEqual([a.tenancyId, b.tenancyId]);
    expect(invoices.map((i) => i.number)).toEqual([1, 2]);
    expect(await ctx.db.invoice.count({ where: { tenantId: quiet.tenant.id } })).toBe(0);
    expect(invoices[0]).toMatchObject({
      previousBalance: 10_500,
      chargesTotal: 11_600,
      paymentsTotal: 4_000,
      amountDue: 18_100,
      dueDate: new Date('2026-11-01T00:00:00Z'),
    });
    expect(invoices[0]!.emailedAt).not.toBeNull();
    expect(invoices[1]!.emailedAt).toBeNull();

    const mails = await ctx.db.emailOutbox.findMany({
      where: { landlordId: landlord.id, kind: 'monthly_invoice' },
    });
    expect(mails.map((m) => m.to)).toEqual([a.tenant.email]);
    expect(mails[0]!.subject).toBe('Invoice INV-000001 for November 2026: KSh 18,100 due');
    expect(mails[0]!.text).toContain('Previous balance: KSh 10,500');
    expect(mails[0]!.text).toContain('Water (Water 12 m³ × KSh 150): KSh 1,800');
    expect(mails[0]!.text).toContain('Service charge (Garbage): KSh 300');
    expect(mails[0]!.text).toContain('Waiver (Late fee waived): -KSh 500');
    expect(mails[0]!.text).toContain('Payments received in November 2026: KSh 4,000');
    expect(mails[0]!.text).toContain('https://pango.example/tenant/payments');
  });

  it('tells the tenant the paybill and their account number when the landlord has one', async () => {
    const landlord = await paidLandlord(ctx.db);
    await ctx.db.mpesaC2bSetting.create({
      data: {
        landlordId: landlord.id,
        shortcode: '400200',
        shortcodeType: 'paybill',
        urlToken: newUrlToken(),
      },
    });
    const t = await billedTenancy(landlord.id);
    await makeMonthlyInvoices(ctx.deps);
    const account = await ctx.db.tenancy.findUniqueOrThrow({
      where: { id: t.tenancyId },
      select: { paymentAccountNumber: true },
    });
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { landlordId: landlord.id, kind: 'monthly_invoice' },
    });
    expect(mail.text).toContain(
      `Pay by M-Pesa: Paybill 400200, account ${account.paymentAccountNumber}`,
    );
  });
});

describe('GET /api/payments/invoices/', () => {
  it("lists the tenant's own and the landlord's, filtered by property and month", async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await billedTenancy(landlord.id);
    const b = await billedTenancy(landlord.id);
    await makeMonthlyInvoices(ctx.deps);

    const mine = await get('/invoices/', a.tenant.id, 'tenant');
    expect(mine.status).toBe(200);
    expect(mine.body.results).toHaveLength(1);
    expect(mine.body.results[0]).toMatchObject({
      number: 'INV-000001',
      tenancy: a.tenancyId,
      period: '2026-11-01',
      period_label: 'November 2026',
      amount_due: 18_100,
      due_date: '2026-11-01',
    });

    const all = await get('/invoices/?month=2026-11', landlord.id, 'landlord');
    expect(all.body.count).toBe(2);
    const one = await get(
      `/invoices/?property=${b.property.id}&month=2026-11`,
      landlord.id,
      'landlord',
    );
    expect(one.body.results.map((r: { tenancy: number }) => r.tenancy)).toEqual([b.tenancyId]);
    const october = await get('/invoices/?month=2026-10', landlord.id, 'landlord');
    expect(october.body).toMatchObject({ count: 0, results: [] });
    const paged = await get('/invoices/?month=2026-11&page_size=1', landlord.id, 'landlord');
    expect(paged.body).toMatchObject({ count: 2, next_page: 2 });

    const stranger = await paidLandlord(ctx.db);
    const theirs = await get(`/invoices/?property=${a.property.id}`, stranger.id, 'landlord');
    expect(theirs.status).toBe(404);
    expect((await get('/invoices/', stranger.id, 'landlord')).body).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('refuses a bad month or page size in the words of the form', async () => {
    const landlord = await paidLandlord(ctx.db);
    const bad = await get('/invoices/?month=2026-13', landlord.id, 'landlord');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.month).toEqual(['Enter the month as YYYY-MM, e.g. 2026-11.']);
    expect((await get('/invoices/?month=November', landlord.id, 'landlord')).status).toBe(400);
    expect((await get('/invoices/?page_size=500', landlord.id, 'landlord')).status).toBe(400);
  });
});

describe('GET /api/payments/invoices/{id}/pdf/', () => {
  it('gives the PDF to the tenant and their landlord, and 404 to anyone else', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await billedTenancy(landlord.id);
    const other = await billedTenancy(landlord.id);
    await makeMonthlyInvoices(ctx.deps);
    const invoice = await ctx.db.invoice.findFirstOrThrow({ where: { tenancyId: a.tenancyId } });

    for (const [id, role] of [
      [a.tenant.id, 'tenant'],
      [landlord.id, 'landlord'],
    ] as const) {
      const res = await get(`/invoices/${invoice.id}/pdf/`, id, role);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('invoice-INV-000001.pdf');
    }
    const stranger = await paidLandlord(ctx.db);
    expect((await get(`/invoices/${invoice.id}/pdf/`, stranger.id, 'landlord')).status).toBe(404);
    expect((await get(`/invoices/${invoice.id}/pdf/`, other.tenant.id, 'tenant')).status).toBe(404);
    expect((await get('/invoices/999999/pdf/', landlord.id, 'landlord')).status).toBe(404);

    const file = await getInvoiceFile(
      ctx.deps,
      { userId: a.tenant.id, role: 'tenant' },
      invoice.id,
      'https://pango.example',
      { compress: false },
    );
    const text = pdfText(file.bytes).join('\n');
    expect(text).toContain('Invoice number INV-000001');
    expect(text).toContain('Water: Water 12 m³ × KSh 150');
    expect(text).toContain('KSh 18,100');
  });
});

describe("the invoice PDF in the tenant's language", () => {
  const download = async (invoiceId: number, userId: number, role: 'landlord' | 'tenant') => {
    const res = await get(`/invoices/${invoiceId}/pdf/`, userId, role).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    return pdfLines(res.body as Buffer);
  };

  it('is in Kiswahili for a Kiswahili tenant, whoever downloads it, and English otherwise', async () => {
    // ADR 045: the invoice is the tenant's document; the ledger's descriptions stay as stored.
    const landlord = await paidLandlord(ctx.db);
    const swahili = await billedTenancy(landlord.id);
    const english = await billedTenancy(landlord.id);
    await ctx.db.tenantProfile.update({
      where: { userId: swahili.tenant.id },
      data: { language: 'sw' },
    });
    await makeMonthlyInvoices(ctx.deps);
    const invoiceOf = (tenancyId: number) =>
      ctx.db.invoice.findFirstOrThrow({ where: { tenancyId }, select: { id: true } });
    const [sw, en] = await Promise.all([
      invoiceOf(swahili.tenancyId),
      invoiceOf(english.tenancyId),
    ]);

    for (const [userId, role] of [
      [swahili.tenant.id, 'tenant'],
      [landlord.id, 'landlord'],
    ] as const) {
      const text = await download(sw.id, userId, role);
      expect(text).toMatch(
        /^Ankara\nNambari ya ankara INV-\d+\nTarehe \d+ \w+ 2026\nKipindi Novemba 2026\n/,
      );
      for (const expected of [
        'Salio la awali',
        'Maji: Water 12 m³ × KSh 150', // the label translated, the description as stored
        'Jumla ya gharama\nKSh 11,600',
        'Malipo yaliyopokelewa Novemba 2026',
        'Kiasi kinachodaiwa\nKSh 18,100',
        'Tarehe ya mwisho ya kulipa',
        'Jinsi ya kulipa',
        'Mtandaoni: https://pango.example/tenant/payments',
        `Imetolewa kupitia Pango kwa niaba ya ${landlord.fullName}.`,
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Amount due');
    }

    for (const [userId, role] of [
      [english.tenant.id, 'tenant'],
      [landlord.id, 'landlord'],
    ] as const) {
      const text = await download(en.id, userId, role);
      expect(text).toMatch(/^Invoice\nInvoice number INV-\d+\n/);
      expect(text).toContain('Previous balance');
      expect(text).toContain('Amount due\nKSh 18,100');
      expect(text).toContain('How to pay');
      expect(text).not.toContain('Ankara');
    }
  });
});

describe('GET /api/payments/invoices/current/', () => {
  it("answers the tenant's lines of this month", async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await billedTenancy(landlord.id);
    const res = await get('/invoices/current/', a.tenant.id, 'tenant');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      period: '2026-11-01',
      previous_balance: 10_500,
      charges_total: 11_600,
      payments_received: 4_000,
      amount_due: 18_100,
      how_to_pay: { method: 'online', pay_link: 'https://pango.example/tenant/payments' },
    });
    expect(res.body.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'rent',
      'water',
      'service',
      'waiver',
    ]);
    expect((await get('/invoices/current/', landlord.id, 'landlord')).status).toBe(403);
  });
});

describe("the landlord's Send Invoice preview", () => {
  it('lists the same lines as the monthly invoice, with the amount and date typed', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await billedTenancy(landlord.id);
    const res = await request(ctx.app)
      .post(`/api/communication/tenants/${a.tenant.id}/invoice/preview/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .send({ amount: 18_100, due_date: '2026-11-05' });
    expect(res.status).toBe(200);
    expect(res.body.text).toContain('Previous balance: KSh 10,500');
    expect(res.body.text).toContain('Water (Water 12 m³ × KSh 150): KSh 1,800');
    expect(res.body.text).toContain('Amount due: KSh 18,100');
    expect(res.body.text).toContain('Due date: 5 November 2026');
  });
});
