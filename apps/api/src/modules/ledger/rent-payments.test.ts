import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_PAYMENTS_COUNT_CAP } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createPropertyWithUnit, createTeamMember } from '../../test/factories.js';
import { postMonthlyCharges } from './monthly-charges.job.js';
import { paymentRowSelect, toRentPaymentRow } from './rent-payments.service.js';
import { bearer, paidLandlord, parseCsv, payment, tenancy } from './test-helpers.js';

let ctx: TestContext;
let landlord: Awaited<ReturnType<typeof paidLandlord>>;
let first: Awaited<ReturnType<typeof tenancy>>;
let second: Awaited<ReturnType<typeof tenancy>>;
let foreignPropertyId: number;
const T0 = new Date('2034-05-20T09:00:00Z');
const minutesAfter = (m: number) => new Date(T0.getTime() + m * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2034-05-20T12:00:00Z');
  landlord = await paidLandlord(ctx.db);
  first = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01', rent: 10000 });
  second = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01', rent: 8000 });
  await ctx.db.user.update({
    where: { id: second.tenant.id },
    data: { fullName: '=HYPERLINK("x") "Quoted" Name' },
  });
  const other = await paidLandlord(ctx.db);
  const foreign = await tenancy(ctx.db, other.id);
  foreignPropertyId = foreign.property.id;
  await payment(ctx.db, {
    landlordId: other.id,
    tenantId: foreign.tenant.id,
    unitId: foreign.unit.id,
    amount: 999,
  });
  // 25 payments for the first tenancy, 3 for the second; same timestamps tie-break on id.
  for (let i = 0; i < 25; i += 1)
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: first.tenant.id,
      unitId: first.unit.id,
      amount: 1000 + i,
      createdAt: minutesAfter(Math.floor(i / 2)),
    });
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: second.tenant.id,
    unitId: second.unit.id,
    amount: 8000,
    kind: 'deposit',
    createdAt: minutesAfter(100),
    description: 'Deposit, "A1"',
  });
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: second.tenant.id,
    unitId: second.unit.id,
    amount: 3000,
    status: 'pending',
    createdAt: minutesAfter(101),
    completedAt: null,
  });
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: second.tenant.id,
    unitId: second.unit.id,
    amount: 2000,
    createdAt: new Date('2034-04-30T20:59:00Z'), // 30 April in Nairobi: last month
  });
  await payment(ctx.db, {
    landlordId: landlord.id,
    tenantId: null,
    unitId: null,
    amount: 2000,
    kind: 'subscription',
    createdAt: minutesAfter(102),
  });
  await postMonthlyCharges(ctx.deps);
});
afterAll(() => ctx.close());

const asLandlord = () => bearer(ctx, landlord.id, 'landlord');
const get = (path: string, auth: string) =>
  request(ctx.app).get(`/api/payments${path}`).set('Authorization', auth);

describe('GET /api/payments/rent-payments/', () => {
  it("lists the landlord's tenants' rent and deposit payments, newest first, in bounded pages", async () => {
    const res = await get('/rent-payments/?page_size=10', asLandlord());
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(28);
    expect(res.body.next_page).toBe(2);
    expect(res.body.results).toHaveLength(10);
    const top = res.body.results[0];
    expect(top).toMatchObject({
      tenant: second.tenant.id,
      tenant_name: '=HYPERLINK("x") "Quoted" Name',
      unit: second.unit.id,
      unit_number: 'A1',
      property: second.property.id,
      property_name: 'Kilimani Heights',
      amount: 3000,
      transaction_type: 'rent',
      status: 'pending',
      payment_method: 'mpesa',
      completed_at: null,
    });
    expect(top.reference_number).toMatch(/^RENT-/);
    const all = [...res.body.results];
    for (const page of [2, 3]) {
      const next = await get(`/rent-payments/?page_size=10&page=${page}`, asLandlord());
      all.push(...next.body.results);
      expect(next.body.next_page).toBe(page === 3 ? null : page + 1);
    }
    expect(new Set(all.map((p) => p.id)).size).toBe(28);
    const order = all.map((p) => [p.created_at, p.id]);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0] < a[0] ? -1 : 1));
    expect(order).toEqual(sorted);
    expect(all.some((p) => p.amount === 999)).toBe(false);
  });

  it('counts up to the cap, says so, and still pages past it', async () => {
    const agency = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, agency.id);
    await ctx.db.payment.createMany({
      data: Array.from({ length: RENT_PAYMENTS_COUNT_CAP + 25 }, (_, i) => ({
        kind: 'rent' as const,
        amount: 1000 + i,
        status: 'completed' as const,
        provider: 'mpesa' as const,
        landlordId: agency.id,
        tenantId: tenant.id,
        payerId: tenant.id,
        unitId: unit.id,
        merchantReference: `CAP-${agency.id}-${i}`,
        description: 'Rent payment',
        createdAt: minutesAfter(i),
        completedAt: minutesAfter(i),
      })),
    });
    const page = (n: number) =>
      request(ctx.app)
        .get(`/api/payments/rent-payments/?page=${n}&page_size=20`)
        .set('Authorization', bearer(ctx, agency.id, 'landlord'));
    const first = await page(1);
    expect(first.body).toMatchObject({
      count: RENT_PAYMENTS_COUNT_CAP,
      count_capped: true,
      next_page: 2,
    });
    expect(first.body.results[0].amount).toBe(1000 + RENT_PAYMENTS_COUNT_CAP + 24);
    // Page 52 holds rows 1,021-1,025 of 1,025: past the cap, and the last.
    const last = await page(52);
    expect(last.body.results).toHaveLength(5);
    expect(last.body.next_page).toBeNull();
    expect(last.body.results.at(-1).amount).toBe(1000);
    // A landlord under the cap gets the exact count.
    const small = await request(ctx.app)
      .get('/api/payments/rent-payments/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(small.body.count_capped).toBe(false);
    expect(small.body.count).toBeLessThan(RENT_PAYMENTS_COUNT_CAP);
  });

  it('filters by property, and 404s for a property of another landlord', async () => {
    const res = await get(`/rent-payments/?property_id=${second.property.id}`, asLandlord());
    expect(res.body.count).toBe(3);
    const foreign = await get(`/rent-payments/?property_id=${foreignPropertyId}`, asLandlord());
    expect(foreign.status).toBe(404);
    expect(foreign.body.results).toBeUndefined();
    expect(JSON.stringify(foreign.body)).not.toContain('999');
  });

  it("shows a member limited to one property that property's payments, pages included", async () => {
    const member = await createTeamMember(ctx.db, landlord.id, 'accountant', {
      propertyIds: [second.property.id],
    });
    const asMember = bearer(ctx, member.user.id, 'landlord');
    const res = await get('/rent-payments/?page_size=2', asMember);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, count_capped: false, next_page: 2 });
    const last = await get('/rent-payments/?page_size=2&page=2', asMember);
    expect(last.body.next_page).toBeNull();
    const ids = [...res.body.results, ...last.body.results].map((p) => p.property);
    expect(ids).toEqual([second.property.id, second.property.id, second.property.id]);
    expect((await get(`/rent-payments/?property_id=${first.property.id}`, asMember)).status).toBe(
      404,
    );
    expect((await get(`/rent-payments/?property_id=${foreignPropertyId}`, asMember)).status).toBe(
      404,
    );
    const own = await get(`/rent-payments/?property_id=${second.property.id}`, asMember);
    expect(own.body.count).toBe(3);
  });

  it('answers every field as the Prisma row mapping does (issue 26: the list is raw SQL)', async () => {
    const owner = await paidLandlord(ctx.db);
    const home = await tenancy(ctx.db, owner.id);
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant', {
      name: 'Achieng Otieno',
    });
    await payment(ctx.db, {
      landlordId: owner.id,
      tenantId: home.tenant.id,
      unitId: home.unit.id,
      amount: 5000,
      createdAt: new Date('2034-05-01T00:00:00.007Z'),
    });
    const manual = await payment(ctx.db, {
      landlordId: owner.id,
      tenantId: home.tenant.id,
      unitId: home.unit.id,
      amount: 7000,
      createdAt: new Date('2034-05-02T10:11:12.345Z'),
      description: 'Cash, "front desk"',
    });
    await ctx.db.payment.update({
      where: { id: manual.id },
      data: {
        provider: 'manual',
        paymentMethod: 'cash',
        manualReference: 'CB-12',
        receiptNumber: 42,
        enteredByMemberId: accountant.id,
      },
    });
    // A signup deposit: no tenant or unit yet, named by the payer's email.
    await ctx.db.payment.create({
      data: {
        kind: 'deposit',
        amount: 9000,
        status: 'pending',
        provider: 'mpesa',
        landlordId: owner.id,
        merchantReference: `SIGNUP-${owner.id}`,
        payerEmail: 'payer@example.test',
        createdAt: new Date('2034-05-03T00:00:00Z'),
      },
    });
    const res = await request(ctx.app)
      .get('/api/payments/rent-payments/')
      .set('Authorization', bearer(ctx, owner.id, 'landlord'));
    const rows = await ctx.db.payment.findMany({
      where: { landlordId: owner.id, kind: { in: ['rent', 'deposit'] } },
      select: paymentRowSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(res.body).toEqual({
      count: 3,
      count_capped: false,
      next_page: null,
      results: rows.map(toRentPaymentRow),
    });
    expect(res.body.results[0]).toMatchObject({ tenant: null, tenant_name: 'payer@example.test' });
    expect(res.body.results[1]).toMatchObject({
      reference_number: 'CB-12',
      receipt_number: 'RCT-000042',
      created_at: '2034-05-02T10:11:12.345Z',
      entered_by: { name: 'Achieng Otieno', role: 'accountant' },
    });
  });

  it('gives a tenant their own payments only', async () => {
    const res = await get('/rent-payments/', bearer(ctx, second.tenant.id, 'tenant'));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.every((p: { tenant: number }) => p.tenant === second.tenant.id)).toBe(
      true,
    );
  });

  it('bounds the page size and page number', async () => {
    for (const query of ['page_size=101', 'page_size=0', 'page=0', 'page=abc']) {
      const res = await get(`/rent-payments/?${query}`, asLandlord());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const big = await get('/rent-payments/?page_size=100', asLandlord());
    expect(big.body.results).toHaveLength(28);
    const past = await get('/rent-payments/?page=9', asLandlord());
    expect(past.body).toEqual({ count: 28, count_capped: false, next_page: null, results: [] });
  });

  it('stops a landlord whose subscription expired', async () => {
    const lapsed = await createLandlord(ctx.db);
    await ctx.db.subscription.create({
      data: {
        landlordId: lapsed.id,
        plan: 'starter',
        isActive: true,
        expiresAt: new Date('2034-01-01'),
      },
    });
    const res = await get('/rent-payments/', bearer(ctx, lapsed.id, 'landlord'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('GET /api/payments/rent-payments/summary/', () => {
  it('totals this Nairobi month, pending, and outstanding rent from the ledger; never deposits', async () => {
    const res = await get('/rent-payments/summary/', asLandlord());
    expect(res.status).toBe(200);
    const firstTotal = Array.from({ length: 25 }, (_, i) => 1000 + i).reduce((a, b) => a + b);
    expect(res.body).toEqual({
      month: '2034-05',
      // The completed 8,000 deposit is held for the tenant, not income (issue 17).
      collected_this_month: firstTotal,
      completed_payments_this_month: 25,
      pending_amount: 3000,
      pending_payments: 1,
      // Both tenancies owe May's charge (payments above are not in the ledger).
      outstanding_rent: 18000,
      tenants_with_outstanding_rent: 2,
      total_collected: firstTotal + 2000,
    });
    const filtered = await get(
      `/rent-payments/summary/?property_id=${second.property.id}`,
      asLandlord(),
    );
    expect(filtered.body).toMatchObject({ collected_this_month: 0, outstanding_rent: 8000 });
  });

  it('refuses tenants (403) and foreign properties (404)', async () => {
    expect(
      (await get('/rent-payments/summary/', bearer(ctx, first.tenant.id, 'tenant'))).status,
    ).toBe(403);
    expect(
      (await get(`/rent-payments/summary/?property_id=${foreignPropertyId}`, asLandlord())).status,
    ).toBe(404);
  });
});

describe('GET /api/payments/rent-payments/csv/', () => {
  it('streams every payment as CSV with doubled quotes and a download file name', async () => {
    const res = await get('/rent-payments/csv/', asLandlord()).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?rent_payments_all\.csv"?$/,
    );
    expect(res.text).toContain('"\'=HYPERLINK(""x"") ""Quoted"" Name"');
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(28);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Payment ID',
      'Client',
      'Property',
      'Unit',
      'Amount (KSh)',
      'Type',
      'Status',
      'Method',
      'Reference',
      'M-Pesa Receipt',
      'Description',
      'Date',
      'Completed At',
    ]);
    expect(rows.find((r) => r.Type === 'deposit')).toMatchObject({
      Description: 'Deposit, "A1"',
      'Amount (KSh)': '8000',
    });
  });

  it('filters by property with the property in the file name; 404 for a foreign one', async () => {
    const res = await get(`/rent-payments/csv/?property_id=${second.property.id}`, asLandlord());
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="?rent_payments_kilimani_heights_${second.property.id}\\.csv"?$`,
      ),
    );
    expect(parseCsv(res.text)).toHaveLength(3);
    const foreign = await get(`/rent-payments/csv/?property_id=${foreignPropertyId}`, asLandlord());
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const tenant = await get('/rent-payments/csv/', bearer(ctx, first.tenant.id, 'tenant'));
    expect(tenant.status).toBe(403);
  });

  it('reads in batches: every row once, newest first, ties broken by id', async () => {
    const { unit, property } = await createPropertyWithUnit(ctx.db, landlord.id, { rent: 5000 });
    await ctx.db.payment.createMany({
      data: Array.from({ length: 1203 }, (_, i) => ({
        kind: 'rent' as const,
        amount: 5000,
        provider: 'pesapal' as const,
        landlordId: landlord.id,
        unitId: unit.id,
        merchantReference: `BULK-${property.id}-${i}`,
        status: 'completed' as const,
        // Three payments share each timestamp, so batch edges fall inside ties.
        createdAt: minutesAfter(200 + Math.floor(i / 3)),
      })),
    });
    const res = await get(`/rent-payments/csv/?property_id=${property.id}`, asLandlord());
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(1203);
    const expected = await ctx.db.payment.findMany({
      where: { unitId: unit.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(rows.map((r) => Number(r['Payment ID']))).toEqual(expected.map((p) => p.id));
  });
});
