import request from 'supertest';
import { binary } from '../../../test/binary-body.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MRI_MESSAGES, type MriReport } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createPropertyWithUnit, createTeamMember, createTenant } from '../../../test/factories.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { MRI_CSV_COLUMNS } from './mri-files.js';
import { sendMriReminders } from './mri-reminder.job.js';

// Issue 24 items 5 and 6 (ADR 039): residential rent received in a Nairobi month, per property and
// tenant; deposits and commercial / opted-out properties left out; withheld rent apart.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
});

let ref = 0;
type PayOptions = {
  kind?: 'rent' | 'deposit';
  status?: 'completed' | 'pending';
  paidOn?: string;
};
async function pay(
  home: { landlordId: number; tenantId: number; unitId: number },
  amount: number,
  completedAt: string,
  options: PayOptions = {},
) {
  ref += 1;
  return ctx.db.payment.create({
    data: {
      kind: options.kind ?? 'rent',
      amount,
      status: options.status ?? 'completed',
      provider: 'manual',
      landlordId: home.landlordId,
      tenantId: home.tenantId,
      unitId: home.unitId,
      merchantReference: `MRI-${process.pid}-${ref}`,
      completedAt: new Date(completedAt),
      paidOn: options.paidOn ? new Date(`${options.paidOn}T00:00:00Z`) : null,
    },
  });
}

async function home(landlordId: number, name: string, tenantName: string, kraPin?: string) {
  const tenant = await createTenant(ctx.db, landlordId);
  await ctx.db.user.update({ where: { id: tenant.id }, data: { fullName: tenantName } });
  if (kraPin) await ctx.db.tenantProfile.update({ where: { userId: tenant.id }, data: { kraPin } });
  const { property, unit } = await createPropertyWithUnit(ctx.db, landlordId, {
    rent: 20_000,
    tenantId: tenant.id,
  });
  await ctx.db.property.update({ where: { id: property.id }, data: { name } });
  return { landlordId, tenantId: tenant.id, unitId: unit.id, propertyId: property.id };
}

const get = (userId: number, query: string) =>
  request(ctx.app)
    .get(`/api/payments/reports/mri/${query}`)
    .set('Authorization', bearer(ctx, userId, 'landlord'));

describe('GET /api/payments/reports/mri/', () => {
  it('sums residential rent received in the Nairobi month per property and tenant, at 7.5 %', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau', 'A123456789Z');
    const b = await home(landlord.id, 'Baobab Flats', 'Otieno Ouma');
    const shop = await home(landlord.id, 'Cedar Shops', 'Duka Ltd');
    await ctx.db.property.update({
      where: { id: shop.propertyId },
      data: { rentalType: 'commercial' },
    });
    await pay(a, 20_000, '2024-03-05T09:00:00Z');
    await pay(a, 333, '2024-03-31T20:59:00Z'); // 23:59 Nairobi on the 31st: March
    await pay(a, 5_000, '2024-03-31T21:00:00Z'); // 00:00 Nairobi on 1 April: not March
    await pay(a, 40_000, '2024-03-06T09:00:00Z', { kind: 'deposit' }); // never income
    await pay(a, 7_000, '2024-03-07T09:00:00Z', { status: 'pending' }); // not received
    await pay(b, 15_001, '2024-04-02T09:00:00Z', { paidOn: '2024-03-28' }); // paid in March, recorded later
    await pay(shop, 90_000, '2024-03-10T09:00:00Z');

    const res = await get(landlord.id, '?month=2024-03');
    expect(res.status).toBe(200);
    const report = res.body as MriReport;
    expect(report).toMatchObject({
      month: '2024-03',
      rate: '0.075',
      due_date: '2024-04-20',
      nil_return: false,
      gross_rent: 35_334,
      // 35,334 × 7.5 % = 2,650.05 → 2,650 (whole shillings, half up)
      tax: 2_650,
      withheld: { gross: 0, tax_withheld: 0, certificates: [] },
    });
    expect(report.properties).toEqual([
      {
        property_id: a.propertyId,
        name: 'Acacia Court',
        gross_rent: 20_333,
        tax: 1_525, // 1,524.975
        tenant_count: 1,
      },
      {
        property_id: b.propertyId,
        name: 'Baobab Flats',
        gross_rent: 15_001,
        tax: 1_125, // 1,125.075
        tenant_count: 1,
      },
    ]);
    expect(report.tenants).toEqual({
      count: 2,
      page: 1,
      page_size: 50,
      property_id: null,
      results: [
        {
          tenant_id: a.tenantId,
          name: 'Wanjiru Kamau',
          kra_pin: 'A123456789Z',
          property_id: a.propertyId,
          property_name: 'Acacia Court',
          gross_rent: 20_333,
          tax: 1_525,
        },
        {
          tenant_id: b.tenantId,
          name: 'Otieno Ouma',
          kra_pin: null,
          property_id: b.propertyId,
          property_name: 'Baobab Flats',
          gross_rent: 15_001,
          tax: 1_125,
        },
      ],
    });
    expect(report.excluded_properties).toEqual([
      {
        property_id: shop.propertyId,
        name: 'Cedar Shops',
        rental_type: 'commercial',
        gross_rent: 90_000,
      },
    ]);
  });

  it('applies 10 % to December 2023 and 7.5 % from January 2024', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    await pay(a, 100_000, '2023-12-15T09:00:00Z');
    await pay(a, 100_000, '2024-01-15T09:00:00Z');
    const dec = (await get(landlord.id, '?month=2023-12')).body as MriReport;
    const jan = (await get(landlord.id, '?month=2024-01')).body as MriReport;
    expect([dec.rate, dec.tax, dec.due_date]).toEqual(['0.10', 10_000, '2024-01-20']);
    expect([jan.rate, jan.tax, jan.due_date]).toEqual(['0.075', 7_500, '2024-02-20']);
  });

  it('flags a nil month (only a deposit, or nothing) and states the minimum late penalty', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    await pay(a, 40_000, '2024-05-02T09:00:00Z', { kind: 'deposit' });
    const res = await get(landlord.id, '?month=2024-05');
    expect(res.body).toMatchObject({
      nil_return: true,
      gross_rent: 0,
      tax: 0,
      late_filing_penalty: 2_000,
      properties: [],
    });
  });

  it('leaves an opted-out property out and counts it again once residential', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    await pay(a, 10_000, '2024-06-02T09:00:00Z');
    const put = (rental_type: string) =>
      request(ctx.app)
        .put(`/api/accounts/properties/${a.propertyId}/`)
        .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
        .send({ rental_type });
    expect((await put('mri_opted_out')).status).toBe(200);
    let report = (await get(landlord.id, '?month=2024-06')).body as MriReport;
    expect(report).toMatchObject({ gross_rent: 0, nil_return: true });
    expect(report.excluded_properties).toMatchObject([
      { rental_type: 'mri_opted_out', gross_rent: 10_000 },
    ]);
    expect((await put('shop')).status).toBe(400);
    expect((await put('residential')).status).toBe(200);
    report = (await get(landlord.id, '?month=2024-06')).body as MriReport;
    expect(report.gross_rent).toBe(10_000);
  });

  it('shows rent paid by a withholding agent apart, with its certificate', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    const corp = await home(landlord.id, 'Baobab Flats', 'Safari Corp Ltd', 'P051234567Q');
    // A name a spreadsheet would run as a formula is written as text.
    const odd = await home(landlord.id, '=Cmd Court', '@Risky Tenant');
    await pay(odd, 1_000, '2024-08-02T09:00:00Z');
    await pay(a, 10_000, '2024-07-02T09:00:00Z');
    const agentPayment = await pay(corp, 45_000, '2024-07-03T09:00:00Z');
    const put = (id: number, body: object, userId = landlord.id) =>
      request(ctx.app)
        .put(`/api/payments/${id}/withholding-certificate/`)
        .set('Authorization', bearer(ctx, userId, 'landlord'))
        .send(body);

    const tooMuch = await put(agentPayment.id, { certificate_number: 'WHT-1', amount: 45_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toEqual([MRI_MESSAGES.certificateOverPayment]);
    const saved = await put(agentPayment.id, { certificate_number: ' wht 0042 ', amount: 5_000 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      payment_id: agentPayment.id,
      certificate_number: 'WHT 0042',
      amount: 5_000,
      gross_rent: 50_000,
    });
    expect(
      await ctx.db.auditLog.count({
        where: {
          action: 'payment.withholding_certificate_recorded',
          entityId: String(agentPayment.id),
        },
      }),
    ).toBe(1);

    const report = (await get(landlord.id, '?month=2024-07')).body as MriReport;
    expect(report).toMatchObject({ gross_rent: 10_000, tax: 750 });
    expect(report.properties.map((p) => p.name)).toEqual(['Acacia Court']);
    expect(report.withheld).toEqual({
      gross: 50_000,
      tax_withheld: 5_000,
      certificates: [
        expect.objectContaining({
          payment_id: agentPayment.id,
          certificate_number: 'WHT 0042',
          amount: 5_000,
          received: 45_000,
          gross_rent: 50_000,
          tenant_name: 'Safari Corp Ltd',
          kra_pin: 'P051234567Q',
          property_name: 'Baobab Flats',
          paid_on: '2024-07-03',
        }),
      ],
    });

    const csv = await get(landlord.id, '?month=2024-07&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('kra-monthly-rental-income-2024-07.csv');
    expect(csv.text.trim().split('\n')).toEqual([
      MRI_CSV_COLUMNS.join(','),
      ',Wanjiru Kamau,Acacia Court,10000,0.075,750,,',
      'P051234567Q,Safari Corp Ltd,Baobab Flats,50000,0.075,,WHT 0042,5000',
    ]);
    const august = await get(landlord.id, '?month=2024-08&format=csv');
    expect(august.text).toContain(",'@Risky Tenant,'=Cmd Court,1000,0.075,75,,");
    const pdf = await get(landlord.id, '?month=2024-07&format=pdf').buffer(true).parse(binary);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(MRI_MESSAGES.disclaimer);
    expect(text).toContain('Tax at 7.5 %');
    expect(text).toContain('KSh 750');
    expect(text).toContain('WHT 0042');
    expect(text).toContain('2024-08-20');

    // A deposit carries no certificate; another landlord's payment is not found.
    const deposit = await pay(a, 20_000, '2024-07-02T09:00:00Z', { kind: 'deposit' });
    expect((await put(deposit.id, { certificate_number: 'X', amount: 100 })).status).toBe(409);
    const other = await paidLandlord(ctx.db);
    expect(
      (await put(agentPayment.id, { certificate_number: 'X', amount: 100 }, other.id)).status,
    ).toBe(404);
  });

  it('pages the tenant rows by property then name, filters by property, totals them all', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    const b = await home(landlord.id, 'Baobab Flats', 'Otieno Ouma');
    const more = [
      { ...a, tenantId: (await createTenant(ctx.db, landlord.id)).id },
      { ...a, tenantId: (await createTenant(ctx.db, landlord.id)).id },
    ];
    await ctx.db.user.update({
      where: { id: more[0]!.tenantId },
      data: { fullName: 'Akinyi Odhiambo' },
    });
    await ctx.db.user.update({
      where: { id: more[1]!.tenantId },
      data: { fullName: 'Zawadi Mwangi' },
    });
    await pay(a, 10_000, '2024-09-02T09:00:00Z');
    await pay(more[0]!, 11_000, '2024-09-02T09:00:00Z');
    await pay(more[1]!, 12_000, '2024-09-02T09:00:00Z');
    await pay(b, 30_000, '2024-09-02T09:00:00Z');

    const names = (r: MriReport) => r.tenants.results.map((t) => `${t.property_name}/${t.name}`);
    const first = (await get(landlord.id, '?month=2024-09&page_size=2')).body as MriReport;
    expect(first.gross_rent).toBe(63_000);
    expect(first.properties.map((p) => [p.name, p.tenant_count, p.gross_rent])).toEqual([
      ['Acacia Court', 3, 33_000],
      ['Baobab Flats', 1, 30_000],
    ]);
    expect(first.tenants).toMatchObject({ count: 4, page: 1, page_size: 2 });
    expect(names(first)).toEqual(['Acacia Court/Akinyi Odhiambo', 'Acacia Court/Wanjiru Kamau']);
    const second = (await get(landlord.id, '?month=2024-09&page_size=2&page=2')).body as MriReport;
    expect(names(second)).toEqual(['Acacia Court/Zawadi Mwangi', 'Baobab Flats/Otieno Ouma']);

    const onlyB = await get(landlord.id, `?month=2024-09&property_id=${b.propertyId}`);
    expect(onlyB.status).toBe(200);
    expect((onlyB.body as MriReport).tenants).toMatchObject({
      count: 1,
      property_id: b.propertyId,
    });
    // The summary stays the month's whole return whatever the filter.
    expect((onlyB.body as MriReport).gross_rent).toBe(63_000);

    // The CSV carries every row, not a page.
    const csv = await get(landlord.id, '?month=2024-09&format=csv&page_size=1');
    expect(csv.text.trim().split('\n')).toHaveLength(5);

    const other = await paidLandlord(ctx.db);
    expect((await get(other.id, `?month=2024-09&property_id=${b.propertyId}`)).status).toBe(404);
    for (const query of ['&page_size=101', '&page=0', '&property_id=x']) {
      expect((await get(landlord.id, `?month=2024-09${query}`)).status).toBe(400);
    }
  });

  it('answers 400 in the one error shape for a bad month', async () => {
    const landlord = await paidLandlord(ctx.db);
    for (const query of ['', '?month=2024-13', '?month=March', '?month=2024-03&format=xls']) {
      const res = await get(landlord.id, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await get(landlord.id, '?month=2024-1')).body.errors.month).toEqual([
      MRI_MESSAGES.invalidMonth,
    ]);
  });

  it('shows another landlord none of the figures, a scoped accountant only their property, a caretaker nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    const b = await home(landlord.id, 'Baobab Flats', 'Otieno Ouma');
    await pay(a, 10_000, '2024-08-02T09:00:00Z');
    await pay(b, 30_000, '2024-08-02T09:00:00Z');
    const other = await paidLandlord(ctx.db);
    expect((await get(other.id, '?month=2024-08')).body).toMatchObject({
      nil_return: true,
      properties: [],
    });

    const accountant = await createTeamMember(ctx.db, landlord.id, 'accountant', {
      propertyIds: [b.propertyId],
    });
    const scoped = (await get(accountant.user.id, '?month=2024-08')).body as MriReport;
    expect(scoped.gross_rent).toBe(30_000);
    expect(scoped.properties.map((p) => p.name)).toEqual(['Baobab Flats']);
    expect(scoped.tenants.results.map((t) => t.name)).toEqual(['Otieno Ouma']);
    const outside = await get(accountant.user.id, `?month=2024-08&property_id=${a.propertyId}`);
    expect(outside.status).toBe(404);

    const caretaker = await createTeamMember(ctx.db, landlord.id, 'caretaker');
    expect((await get(caretaker.user.id, '?month=2024-08')).status).toBe(403);
  });
});

describe('KRA PINs', () => {
  it('lets the tenant set their own PIN (optional) and the landlord correct it; not another landlord', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    const asTenant = (body?: object) => {
      const req = body
        ? request(ctx.app).put('/api/accounts/tenant/kra-pin/').send(body)
        : request(ctx.app).get('/api/accounts/tenant/kra-pin/');
      return req.set('Authorization', bearer(ctx, a.tenantId, 'tenant'));
    };
    expect((await asTenant()).body).toEqual({ kra_pin: null });
    const bad = await asTenant({ kra_pin: 'A12345Z' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.kra_pin).toEqual([MRI_MESSAGES.invalidPin]);
    expect((await asTenant({ kra_pin: 'a123456789z' })).body).toEqual({ kra_pin: 'A123456789Z' });

    const byLandlord = (userId: number, kra_pin: string | null) =>
      request(ctx.app)
        .put(`/api/accounts/tenants/${a.tenantId}/kra-pin/`)
        .set('Authorization', bearer(ctx, userId, 'landlord'))
        .send({ kra_pin });
    expect((await byLandlord(landlord.id, 'B987654321C')).body).toEqual({ kra_pin: 'B987654321C' });
    const other = await paidLandlord(ctx.db);
    expect((await byLandlord(other.id, null)).status).toBe(404);
    expect((await asTenant()).body).toEqual({ kra_pin: 'B987654321C' });
    expect((await asTenant({ kra_pin: '' })).body).toEqual({ kra_pin: null });
  });
});

describe('the mri-reminders job', () => {
  it('emails each landlord once per month from the 15th: the figures, or a nil return', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await home(landlord.id, 'Acacia Court', 'Wanjiru Kamau');
    await pay(a, 20_000, '2025-02-10T09:00:00Z');
    const idle = await paidLandlord(ctx.db);
    await home(idle.id, 'Idle Court', 'Nobody Yet');

    ctx.clock.now = new Date('2025-03-14T09:00:00+03:00');
    expect(await sendMriReminders(ctx.deps)).toEqual({ month: null, reminded: 0 });
    ctx.clock.now = new Date('2025-03-15T09:00:00+03:00');
    const first = await sendMriReminders(ctx.deps);
    expect(first.month).toBe('2025-02');
    ctx.clock.now = new Date('2025-03-16T09:00:00+03:00');
    expect(await sendMriReminders(ctx.deps)).toEqual({ month: '2025-02', reminded: 0 });

    const mails = await ctx.db.emailOutbox.findMany({
      where: { kind: 'mri_reminder', landlordId: { in: [landlord.id, idle.id] } },
      orderBy: { id: 'asc' },
    });
    expect(mails).toHaveLength(2);
    const busy = mails.find((m) => m.landlordId === landlord.id)!;
    expect(busy.subject).toBe('KRA Monthly Rental Income for 2025-02: file by 2025-03-20');
    expect(busy.text).toContain('KSh 20,000');
    expect(busy.text).toContain('KSh 1,500');
    expect(busy.text).toContain('https://pango.example/admin/payments/tax?month=2025-02');
    expect(mails.find((m) => m.landlordId === idle.id)!.text).toContain('file a nil return');
    const rows = await ctx.db.mriReminder.findMany({
      where: { landlordId: { in: [landlord.id, idle.id] } },
    });
    expect(
      rows.map((r) => [r.landlordId === idle.id, r.nilReturn, r.outboxId !== null]).sort(),
    ).toEqual([
      [false, false, true],
      [true, true, true],
    ]);
    ctx.clock.now = new Date();
  });

  it('texts the landlord too when they chose it and have the credits, else emails only', async () => {
    const texted = await paidLandlord(ctx.db);
    const a = await home(texted.id, 'Baraka Flats', 'Otieno Juma');
    await pay(a, 30_000, '2025-05-10T09:00:00Z');
    const short = await paidLandlord(ctx.db);
    await home(short.id, 'Short Court', 'Achieng Oduor');
    for (const landlord of [texted, short]) {
      await ctx.db.user.update({ where: { id: landlord.id }, data: { phoneNumber: '0712345678' } });
      await ctx.db.smsSetting.create({ data: { landlordId: landlord.id, taxReminders: true } });
    }
    await ctx.db.smsCreditLot.create({
      data: {
        landlordId: texted.id,
        pack: 'starter',
        credits: 100,
        remaining: 100,
        purchasedAt: new Date('2025-05-01T00:00:00Z'),
        expiresAt: new Date('2026-05-01T00:00:00Z'),
      },
    });
    ctx.clock.now = new Date('2025-06-15T09:00:00+03:00');
    await sendMriReminders(ctx.deps);
    const sms = await ctx.db.smsOutbox.findMany({
      where: { landlordId: { in: [texted.id, short.id] } },
    });
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      landlordId: texted.id,
      kind: 'tax_reminder',
      to: '254712345678',
    });
    expect(sms[0]!.body).toBe(
      'Pango: KRA rental income return for 2025-05 is due 20 Jun 2025. Rent received KSh 30,000, tax KSh 2,250. File on iTax.',
    );
    // The landlord without credits is still emailed.
    expect(
      await ctx.db.emailOutbox.count({ where: { kind: 'mri_reminder', landlordId: short.id } }),
    ).toBe(1);
    ctx.clock.now = new Date();
  });
});
