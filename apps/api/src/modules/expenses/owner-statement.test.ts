import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, ERROR_CODES, OWNER_STATEMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTeamMember, createTenant } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { startSmtpServer } from '../../test/smtp.js';
import { parseCsv, payment } from '../ledger/test-helpers.js';
import { api, binary, landlordWithProperty } from './test-fixtures.js';

// Issue 24 item 4: per property and month, income received by tenant (deposits are not income),
// expenses, net, deposits held and arrears, as JSON, PDF and CSV, emailed to the owner.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const month = currentMonth();
const previous = (() => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const at = (m: string, day = 2) => new Date(`${m}-${String(day).padStart(2, '0')}T09:00:00Z`);

/** Two tenants on Kilimani Heights with charges, payments, a credit and a deposit; noise elsewhere. */
async function propertyWithMoney() {
  const home = await landlordWithProperty(ctx);
  const { landlord, property, tenant, unit } = home;
  const second = await createTenant(ctx.db, landlord.id);
  await ctx.db.user.update({ where: { id: second.id }, data: { fullName: 'Otieno Barasa' } });
  const unit2 = await ctx.db.unit.create({
    data: {
      landlordId: landlord.id,
      propertyId: property.id,
      unitNumber: 'B2',
      roomType: '1-bedroom',
      rent: 12000,
      deposit: 12000,
      isAvailable: false,
      currentTenantId: second.id,
    },
  });
  // A payment line always credits a completed payment (rent_ledger_entries_payment_id_check).
  const line = async (
    tenantId: number,
    unitId: number,
    type: 'charge' | 'payment' | 'adjustment',
    amount: number,
    createdAt: Date,
  ) => {
    const paid =
      type === 'payment'
        ? await payment(ctx.db, {
            landlordId: landlord.id,
            tenantId,
            unitId,
            amount: -amount,
            createdAt,
          })
        : null;
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId,
        unitId,
        landlordId: landlord.id,
        type,
        amount,
        createdAt,
        description: type,
        paymentId: paid?.id ?? null,
      },
    });
  };
  await line(tenant.id, unit.id, 'charge', 15000, at(previous));
  await line(tenant.id, unit.id, 'payment', -2000, at(previous, 20)); // before the range
  await line(tenant.id, unit.id, 'charge', 15000, at(month, 1));
  await line(tenant.id, unit.id, 'payment', -15000, at(month, 1));
  await line(second.id, unit2.id, 'charge', 12000, at(month, 1));
  await line(second.id, unit2.id, 'payment', -5000, at(month, 1));
  await line(second.id, unit2.id, 'adjustment', -1000, at(month, 1)); // a credit: not money received
  // The deposit is held, never income.
  const tenancy = await ctx.db.tenancy.findFirstOrThrow({ where: { unitId: unit.id } });
  const deposit = await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: tenant.id,
    unitId: unit.id,
    amount: 15000,
    kind: 'deposit',
    createdAt: at(month, 1),
  });
  await ctx.db.payment.update({ where: { id: deposit.id }, data: { tenancyId: tenancy.id } });
  const as = api(ctx, landlord.id);
  const expense = (propertyId: number, category: string, amount: number, incurred_on: string) =>
    as.post('/expenses/', { property_id: propertyId, category, amount, incurred_on }).expect(201);
  await expense(property.id, 'repairs', 3000, `${month}-01`);
  await expense(property.id, 'security', 2000, `${month}-01`);
  await expense(property.id, 'cleaning', 900, `${previous}-28`);
  await expense(home.otherProperty.id, 'land_rates', 7000, `${month}-01`);
  return { ...home, second, unit2, as };
}

describe('GET /api/accounts/properties/{id}/owner-statement/', () => {
  it('totals what the ledger says, by tenant, with deposits held apart', async () => {
    const { landlord, property, tenant, second, as } = await propertyWithMoney();
    const res = await as.get(`/properties/${property.id}/owner-statement/?from=${month}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      property: { id: property.id, name: 'Kilimani Heights' },
      from: month,
      to: month,
      income: [
        { tenant_id: tenant.id, tenant_name: 'Wanjiku Kamau', unit_number: 'A1', amount: 15000 },
        { tenant_id: second.id, tenant_name: 'Otieno Barasa', unit_number: 'B2', amount: 5000 },
      ],
      income_total: 20000,
      expenses: [
        { category: 'repairs', amount: 3000, count: 1 },
        { category: 'security', amount: 2000, count: 1 },
      ],
      expenses_total: 5000,
      net: 15000,
      deposits_held: 15000,
      arrears: 19000,
    });

    // The same figures from the ledger rows, read and summed here without the service.
    const units = await ctx.db.unit.findMany({
      where: { propertyId: property.id },
      select: { id: true },
    });
    const unitIds = new Set(units.map((u) => u.id));
    const rows = await ctx.db.rentLedgerEntry.findMany({ where: { landlordId: landlord.id } });
    const start = new Date(`${month}-01T00:00:00+03:00`);
    const onProperty = rows.filter((r) => unitIds.has(r.unitId));
    const received = onProperty
      .filter((r) => r.type === 'payment' && r.createdAt >= start)
      .reduce((sum, r) => sum - r.amount, 0);
    expect(res.body.income_total).toBe(received);
    const byTenancy = new Map<number, number>();
    for (const r of onProperty)
      byTenancy.set(r.tenancyId, (byTenancy.get(r.tenancyId) ?? 0) + r.amount);
    const owed = [...byTenancy.values()].filter((b) => b > 0).reduce((a, b) => a + b, 0);
    expect(res.body.arrears).toBe(owed);
    const spent = await ctx.db.expense.aggregate({
      where: { propertyId: property.id, incurredOn: { gte: new Date(`${month}-01`) } },
      _sum: { amount: true },
    });
    expect(res.body.expenses_total).toBe(spent._sum.amount);
    expect(res.body.net).toBe(received - (spent._sum.amount ?? 0));
  });

  it('covers a range of months, and arrears at its end', async () => {
    const { property, as } = await propertyWithMoney();
    const prev = await as.get(`/properties/${property.id}/owner-statement/?from=${previous}`);
    expect(prev.body).toMatchObject({
      income_total: 2000,
      expenses_total: 900,
      net: 1100,
      arrears: 13000,
      deposits_held: 0,
    });
    const both = await as.get(
      `/properties/${property.id}/owner-statement/?from=${previous}&to=${month}`,
    );
    expect(both.body).toMatchObject({
      income_total: 22000,
      expenses_total: 5900,
      net: 16100,
      arrears: 19000,
    });
  });

  it("refuses a bad range, and answers 404 for another landlord's property", async () => {
    const { property, as } = await propertyWithMoney();
    const bad = await as.get(
      `/properties/${property.id}/owner-statement/?from=${month}&to=${previous}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ to: [OWNER_STATEMENT_MESSAGES.invalidRange] });
    const long = await as.get(
      `/properties/${property.id}/owner-statement/?from=2020-01&to=2021-06`,
    );
    expect(long.body.errors).toEqual({ to: [OWNER_STATEMENT_MESSAGES.rangeTooLong] });
    const other = await landlordWithProperty(ctx);
    const asOther = api(ctx, other.landlord.id);
    for (const tail of ['', 'pdf/', 'csv/'])
      expect(
        (await asOther.get(`/properties/${property.id}/owner-statement/${tail}?from=${month}`))
          .status,
      ).toBe(404);
    expect(
      (await asOther.post(`/properties/${property.id}/owner-statement/email/`, { from: month }))
        .status,
    ).toBe(404);
  });

  it('costs the same statements for a quiet property as for a busy one (no query per row)', async () => {
    const busy = await propertyWithMoney();
    const quiet = await landlordWithProperty(ctx);
    const counting = createQueryCountingApp(ctx);
    try {
      const count = (landlordId: number, propertyId: number) =>
        counting.count(async () => {
          const res = await request(counting.app)
            .get(
              `/api/accounts/properties/${propertyId}/owner-statement/?from=${previous}&to=${month}`,
            )
            .set('Authorization', api(ctx, landlordId).auth);
          expect(res.status).toBe(200);
        });
      const few = await count(quiet.landlord.id, quiet.property.id);
      const many = await count(busy.landlord.id, busy.property.id);
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(10);
      const list = (landlordId: number) =>
        counting.count(async () => {
          await request(counting.app)
            .get('/api/accounts/expenses/')
            .set('Authorization', api(ctx, landlordId).auth)
            .expect(200);
        });
      expect(await list(busy.landlord.id)).toBe(await list(quiet.landlord.id));
    } finally {
      await counting.close();
    }
  });

  it('lets an accountant read it and keeps a caretaker out', async () => {
    const { landlord, property } = await propertyWithMoney();
    const accountant = await createTeamMember(ctx.db, landlord.id, 'accountant');
    const caretaker = await createTeamMember(ctx.db, landlord.id, 'caretaker');
    const path = `/properties/${property.id}/owner-statement/?from=${month}`;
    expect((await api(ctx, accountant.user.id).get(path)).body.net).toBe(15000);
    expect((await api(ctx, caretaker.user.id).get(path)).status).toBe(403);
  });
});

describe('the PDF, the CSV and the email', () => {
  it('draws the figures in a PDF and lists them in a CSV', async () => {
    const { property, as } = await propertyWithMoney();
    const pdf = await request(ctx.app)
      .get(`/api/accounts/properties/${property.id}/owner-statement/pdf/?from=${month}`)
      .set('Authorization', as.auth)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    for (const words of [
      'Owner Statement',
      'Kilimani Heights',
      'Wanjiku Kamau (Unit A1)',
      'KSh 20,000',
      'Repairs',
      'KSh 5,000',
      'Net (income less expenses)',
      'KSh 15,000',
      'Deposits held (not income)',
      'KSh 19,000',
    ])
      expect(text).toContain(words);

    const csv = await as.get(`/properties/${property.id}/owner-statement/csv/?from=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.text);
    expect(rows).toContainEqual({
      Section: 'Net',
      Item: 'Income less expenses',
      'Amount (KSh)': '15000',
    });
    expect(rows).toContainEqual({
      Section: 'Income',
      Item: 'Total income',
      'Amount (KSh)': '20000',
    });
  });

  it('emails a property owner at most five statements an hour (429, nothing queued)', async () => {
    const { landlord, property, as } = await propertyWithMoney();
    await as.put(`/properties/${property.id}/`, { owner_email: 'owner.limit@example.test' });
    const path = `/properties/${property.id}/owner-statement/email/`;
    for (let i = 0; i < 5; i += 1) expect((await as.post(path, { from: month })).status).toBe(200);
    const refused = await as.post(path, { from: month });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ERROR_CODES.rateLimited);
    expect(
      await ctx.db.emailOutbox.count({
        where: { landlordId: landlord.id, kind: 'owner_statement' },
      }),
    ).toBe(5);
  });

  it("emails the statement with its PDF to the property's owner, once there is an address", async () => {
    const { landlord, property, as } = await propertyWithMoney();
    const path = `/properties/${property.id}/owner-statement/email/`;
    const none = await as.post(path, { from: month });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ owner_email: [OWNER_STATEMENT_MESSAGES.noOwnerEmail] });

    const saved = await as.put(`/properties/${property.id}/`, {
      owner_name: 'Mary Wambui',
      owner_email: 'Mary.Wambui@example.test',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      owner_name: 'Mary Wambui',
      owner_email: 'mary.wambui@example.test',
    });

    const sent = await as.post(path, { from: month });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      detail: OWNER_STATEMENT_MESSAGES.emailed,
      to: 'mary.wambui@example.test',
    });
    const row = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { landlordId: landlord.id, kind: 'owner_statement' },
    });
    expect(row.attachmentName).toBe(`owner_statement_${property.id}_${month}.pdf`);
    const mail = await smtp.waitFor('mary.wambui@example.test');
    expect(mail.text).toContain('Hello Mary Wambui,');
    expect(mail.text).toContain('Net: KSh 15,000');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=owner_statement_/);
    expect(mail.raw).toContain('Content-Disposition: attachment');
    const base64 =
      /Content-Disposition: attachment[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail.raw,
      )?.[1] ?? '';
    expect(Buffer.from(base64.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // Sent: the attachment leaves the outbox with the body.
    await expect
      .poll(
        async () =>
          (await ctx.db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).attachmentData,
      )
      .toBeNull();
  });
});
