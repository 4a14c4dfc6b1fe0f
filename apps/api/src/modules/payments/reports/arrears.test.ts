import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, formatKsh } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createTeamMember } from '../../../test/factories.js';
import { createQueryCountingApp } from '../../../test/query-counter.js';
import { bearer, paidLandlord, parseCsv, payment, tenancy } from '../../ledger/test-helpers.js';

// The arrears ageing report (issue 24 item 2) on real ledger rows: the buckets, an earlier as-of
// day, the property filter and team roles, the CSV, and the one-click reminder.

const URL = '/api/payments/reports/arrears/';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof paidLandlord>>;
let other: Awaited<ReturnType<typeof paidLandlord>>;
let behind: Awaited<ReturnType<typeof tenancy>>;
let recent: Awaited<ReturnType<typeof tenancy>>;
let settled: Awaited<ReturnType<typeof tenancy>>;
let foreign: Awaited<ReturnType<typeof tenancy>>;

const at = (iso: string) => new Date(`${iso}T09:00:00+03:00`);

async function entry(
  t: Awaited<ReturnType<typeof tenancy>>,
  data: { type: 'charge' | 'payment' | 'adjustment'; amount: number; on: string; period?: string },
) {
  const key = { tenantId: t.tenant.id, unitId: t.unit.id, landlordId: t.unit.landlordId };
  let paymentId: number | undefined;
  if (data.type === 'payment') {
    const paid = await payment(ctx.db, {
      ...key,
      amount: -data.amount,
      createdAt: at(data.on),
    });
    paymentId = paid.id;
  }
  await ctx.db.rentLedgerEntry.create({
    data: {
      ...key,
      type: data.type,
      kind: data.type === 'charge' ? 'rent' : data.type,
      amount: data.amount,
      paymentId,
      periodStart: data.period ? new Date(`${data.period}T00:00:00Z`) : null,
      description: data.type,
      createdAt: at(data.on),
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = at('2026-03-10');
  owner = await paidLandlord(ctx.db);
  other = await paidLandlord(ctx.db);
  // Rent due on the 5th; January's rent part-paid, February's and March's unpaid.
  behind = await tenancy(ctx.db, owner.id, { rentDueDate: '2025-12-05' });
  await ctx.db.property.update({
    where: { id: behind.property.id },
    data: { name: 'Bahari Court' },
  });
  await ctx.db.user.update({
    where: { id: behind.tenant.id },
    data: { fullName: 'Akinyi Odhiambo' },
  });
  await entry(behind, { type: 'charge', amount: 10_000, on: '2025-12-31', period: '2026-01-01' });
  await entry(behind, { type: 'charge', amount: 10_000, on: '2026-01-31', period: '2026-02-01' });
  await entry(behind, { type: 'payment', amount: -4_000, on: '2026-02-10' });
  await entry(behind, { type: 'charge', amount: 10_000, on: '2026-02-28', period: '2026-03-01' });
  // A one-off charge booked today: due today, so current.
  recent = await tenancy(ctx.db, owner.id, { rentDueDate: '2025-12-05' });
  await ctx.db.user.update({ where: { id: recent.tenant.id }, data: { fullName: 'Baraka Kamau' } });
  await entry(recent, { type: 'adjustment', amount: 5_000, on: '2026-03-10' });
  settled = await tenancy(ctx.db, owner.id, { rentDueDate: '2025-12-05' });
  await entry(settled, { type: 'charge', amount: 10_000, on: '2026-02-28', period: '2026-03-01' });
  await entry(settled, { type: 'payment', amount: -10_000, on: '2026-03-02' });
  foreign = await tenancy(ctx.db, other.id, { rentDueDate: '2025-12-05' });
  await entry(foreign, { type: 'adjustment', amount: 3_000, on: '2026-03-01' });
});
afterAll(() => ctx.close());

const get = (path: string, userId = owner.id) =>
  request(ctx.app)
    .get(path)
    .set('Authorization', bearer(ctx, userId, 'landlord'));

describe('GET /api/payments/reports/arrears/', () => {
  it('ages each owing tenancy by days past due, oldest debt paid first, with the last payment', async () => {
    const res = await get(URL).expect(200);
    expect(res.body).toMatchObject({
      as_of: '2026-03-10',
      property_id: null,
      count: 2,
      totals: { current: 5_000, days_1_30: 10_000, days_31_60: 10_000, days_61_90: 6_000 },
    });
    expect(res.body.totals.total).toBe(31_000);
    const [first, second] = res.body.results;
    // Biggest total first.
    expect(first).toMatchObject({
      tenant_id: behind.tenant.id,
      tenant_name: 'Akinyi Odhiambo',
      phone_number: '254712345678',
      property_id: behind.property.id,
      property_name: 'Bahari Court',
      unit_id: behind.unit.id,
      unit_number: 'A1',
      current: 0,
      // March's rent (due 5 Mar), February's (5 Feb, 33 days) and what is left of January's (64 days).
      days_1_30: 10_000,
      days_31_60: 10_000,
      days_61_90: 6_000,
      days_90_plus: 0,
      total: 26_000,
      last_payment_date: '2026-02-10',
      last_payment_amount: 4_000,
    });
    expect(second).toMatchObject({
      tenant_id: recent.tenant.id,
      current: 5_000,
      total: 5_000,
      last_payment_date: null,
    });
  });

  it('reports an earlier day from the rows booked by then', async () => {
    const res = await get(`${URL}?as_of=2026-02-20`).expect(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({
      tenant_id: behind.tenant.id,
      days_1_30: 10_000,
      days_31_60: 6_000,
      total: 16_000,
      last_payment_date: '2026-02-10',
    });
  });

  it('sorts by name, oldest bucket and last payment, and pages with totals over every row', async () => {
    const names = await get(`${URL}?sort=tenant_name&order=asc`).expect(200);
    expect(names.body.results.map((r: { tenant_name: string }) => r.tenant_name)).toEqual([
      'Akinyi Odhiambo',
      'Baraka Kamau',
    ]);
    const oldest = await get(`${URL}?sort=oldest&order=asc`).expect(200);
    expect(oldest.body.results[0].tenant_id).toBe(recent.tenant.id);
    const paid = await get(`${URL}?sort=last_payment_date&order=desc`).expect(200);
    expect(paid.body.results[0].tenant_id).toBe(behind.tenant.id);
    const page = await get(`${URL}?page=2&page_size=1`).expect(200);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.results[0].tenant_id).toBe(recent.tenant.id);
    expect(page.body.totals.total).toBe(31_000);
  });

  it('filters by property; another landlord’s property is 404', async () => {
    const one = await get(`${URL}?property_id=${recent.property.id}`).expect(200);
    expect(one.body).toMatchObject({ property_id: recent.property.id, count: 1 });
    expect(one.body.totals.total).toBe(5_000);
    const res = await get(`${URL}?property_id=${foreign.property.id}`).expect(404);
    expect(res.body.code).toBe(ERROR_CODES.notFound);
  });

  it('answers a bad or future as_of with 400 in the one error shape', async () => {
    const bad = await get(`${URL}?as_of=2026-02-30`).expect(400);
    expect(bad.body).toMatchObject({
      code: ERROR_CODES.validation,
      errors: { as_of: [expect.any(String)] },
    });
    expect(bad.body.detail).toEqual(expect.any(String));
    const future = await get(`${URL}?as_of=2026-03-11`).expect(400);
    expect(future.body.errors.as_of).toEqual(['The as-of date cannot be in the future.']);
  });

  it('lets accountants and property managers read it within their properties; caretakers get 403', async () => {
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker');
    await get(URL, caretaker.user.id).expect(403);
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant');
    const seen = await get(URL, accountant.user.id).expect(200);
    expect(seen.body.totals.total).toBe(31_000);
    const manager = await createTeamMember(ctx.db, owner.id, 'property_manager', {
      propertyIds: [recent.property.id],
    });
    const scoped = await get(URL, manager.user.id).expect(200);
    expect(scoped.body.results.map((r: { tenant_id: number }) => r.tenant_id)).toEqual([
      recent.tenant.id,
    ]);
    await get(`${URL}?property_id=${behind.property.id}`, manager.user.id).expect(404);
  });

  it('costs the same statements for 2 owing tenancies as for 12, computed or kept (no query per row)', async () => {
    const withHomes = async (count: number) => {
      const landlord = await paidLandlord(ctx.db);
      for (let i = 0; i < count; i += 1) {
        const home = await tenancy(ctx.db, landlord.id, { rentDueDate: '2025-12-05' });
        await entry(home, {
          type: 'charge',
          amount: 10_000,
          on: '2025-12-31',
          period: '2026-01-01',
        });
        await entry(home, { type: 'payment', amount: -2_000, on: '2026-01-10' });
        await entry(home, {
          type: 'charge',
          amount: 10_000,
          on: '2026-01-31',
          period: '2026-02-01',
        });
      }
      return landlord;
    };
    const small = await withHomes(2);
    const agency = await withHomes(12);
    const counting = createQueryCountingApp(ctx);
    const statements = (userId: number) =>
      counting.count(async () => {
        await request(counting.app)
          .get(URL)
          .set('Authorization', bearer(ctx, userId, 'landlord'))
          .expect(200);
      });
    // First read: every owing tenancy's ageing is computed and kept.
    const coldFew = await statements(small.id);
    const coldMany = await statements(agency.id);
    expect(coldMany).toBe(coldFew);
    expect(coldMany).toBeLessThanOrEqual(12);
    // Then read from what is kept: the request's own (session, plan) and two for the report.
    const warmFew = await statements(small.id);
    const warmMany = await statements(agency.id);
    expect(warmMany).toBe(warmFew);
    expect(warmMany).toBeLessThan(coldMany);
    expect(warmMany).toBeLessThanOrEqual(6);
  });

  it('reads older debits in further rounds when the newest few do not cover the balance', async () => {
    const small = await paidLandlord(ctx.db);
    const home = await tenancy(ctx.db, small.id, { rent: 10_000, rentDueDate: '2025-12-05' });
    // Thirteen KSh 1,000 charges, one on the 1st of each month from March 2025; KSh 3,000 paid.
    for (let m = 0; m < 13; m += 1) {
      const on = new Date(Date.UTC(2025, 2 + m, 1)).toISOString().slice(0, 10);
      await entry(home, { type: 'adjustment', amount: 1_000, on });
    }
    await entry(home, { type: 'payment', amount: -3_000, on: '2025-04-15' });
    const res = await get(URL, small.id).expect(200);
    expect(res.body.results[0]).toMatchObject({
      // 1 Mar 2026 is 9 days past due, 1 Feb 37, 1 Jan 68; the seven before are 90+.
      days_1_30: 1_000,
      days_31_60: 1_000,
      days_61_90: 1_000,
      days_90_plus: 7_000,
      total: 10_000,
    });
  });

  it('downloads the rows as CSV with the screen’s columns', async () => {
    const res = await get(`${URL}csv/?sort=tenant_name&order=asc`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('arrears_2026-03-10.csv');
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      Tenant: 'Akinyi Odhiambo',
      Phone: '254712345678',
      Property: 'Bahari Court',
      Unit: 'A1',
      'Current (KSh)': '0',
      '1-30 days (KSh)': '10000',
      '31-60 days (KSh)': '10000',
      '61-90 days (KSh)': '6000',
      '90+ days (KSh)': '0',
      'Total (KSh)': '26000',
      'Last payment date': '2026-02-10',
      'Last payment (KSh)': '4000',
    });
  });
});

describe('POST /api/payments/reports/arrears/remind/', () => {
  const remind = (tenantIds: unknown[], userId = owner.id) =>
    request(ctx.app)
      .post(`${URL}remind/`)
      .set('Authorization', bearer(ctx, userId, 'landlord'))
      .send({ tenant_ids: tenantIds });
  const reminders = () => ctx.db.emailOutbox.findMany({ where: { kind: 'reminder' } });

  it('refuses another landlord’s tenant with 404 and queues nothing', async () => {
    await remind([behind.tenant.id, foreign.tenant.id]).expect(404);
    expect(await reminders()).toHaveLength(0);
    await remind([]).expect(400);
  });

  it('queues one reminder per owing tenant with what they owe, and audits it', async () => {
    const res = await remind([
      behind.tenant.id,
      recent.tenant.id,
      settled.tenant.id,
      behind.tenant.id,
    ]).expect(200);
    expect(res.body).toEqual({ queued: 2, sms_queued: 0 });
    const mails = await reminders();
    expect(mails.map((m) => m.to).sort()).toEqual(
      [behind.tenant.email, recent.tenant.email].sort(),
    );
    const mail = mails.find((m) => m.to === behind.tenant.email)!;
    expect(mail.text).toContain(`Amount due: ${formatKsh(26_000)}`);
    expect(mail.text).toContain('Bahari Court');
    const audit = await ctx.db.auditLog.findFirst({ where: { action: 'arrears.reminded' } });
    expect(audit?.data).toMatchObject({
      reminded: [
        { tenant_id: behind.tenant.id, amount_due: 26_000 },
        { tenant_id: recent.tenant.id, amount_due: 5_000 },
      ],
    });
  });

  it('refuses caretakers', async () => {
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker');
    await remind([behind.tenant.id], caretaker.user.id).expect(403);
  });

  it('texts the reminder too when the landlord sends rent reminders by SMS (issue 25)', async () => {
    await ctx.db.smsSetting.create({ data: { landlordId: owner.id, rentReminders: true } });
    await ctx.db.smsCreditLot.create({
      data: {
        landlordId: owner.id,
        pack: 'starter',
        credits: 100,
        remaining: 100,
        purchasedAt: new Date('2026-10-01T00:00:00Z'),
        expiresAt: new Date('2027-10-01T00:00:00Z'),
      },
    });
    const res = await remind([behind.tenant.id]).expect(200);
    expect(res.body).toEqual({ queued: 1, sms_queued: 1 });
    const texts = await ctx.db.smsOutbox.findMany({ where: { landlordId: owner.id } });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ tenantId: behind.tenant.id, kind: 'rent_reminder' });
    expect(texts[0]!.body).toContain(formatKsh(26_000));
    const lot = await ctx.db.smsCreditLot.findFirstOrThrow({ where: { landlordId: owner.id } });
    expect(lot.remaining).toBe(100 - texts[0]!.credits);
  });
});
