import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_STATEMENT_COLUMNS } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createTestSession } from '../../test/sessions.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { bearer, paidLandlord, parseCsv, payment, tenancy } from '../ledger/test-helpers.js';
import { createTenant } from '../../test/factories.js';
import { pendingApplication, vacantUnit } from './test-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2034-05-20T09:00:00Z');
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, auth: string) =>
  request(ctx.app).get(`/api/accounts${path}`).set('Authorization', auth);
const asLandlord = (id: number) => bearer(ctx, id, 'landlord');

describe("the tenant list's kept count (tenant_profile_counts)", () => {
  it('follows profiles added one by one and in bulk, moved, deleted with their user', async () => {
    const landlord = await paidLandlord(ctx.db);
    const other = await paidLandlord(ctx.db);
    const count = async (id: number) => (await get('/tenants/', asLandlord(id))).body.count;
    const fresh = (id: number) => ctx.db.tenantProfile.count({ where: { landlordId: id } });
    expect(await count(landlord.id)).toBe(0);
    const first = await createTenant(ctx.db, landlord.id);
    await createTenant(ctx.db, landlord.id);
    // Two profiles in one statement (as a portfolio import or a bulk load writes them).
    const bulk = await Promise.all(
      [1, 2].map((n) =>
        ctx.db.user.create({
          data: {
            email: `bulk-${n}-${landlord.id}@example.test`,
            passwordHash: 'x',
            fullName: `Bulk ${n}`,
            phoneNumber: '254700000000',
            role: 'tenant',
            approvalStatus: 'approved',
          },
        }),
      ),
    );
    await ctx.db.tenantProfile.createMany({
      data: bulk.map((user, n) => ({
        userId: user.id,
        landlordId: landlord.id,
        nationalId: '1234567',
        phoneNumber: '254700000000',
        emergencyContact: '254700000001',
        bookingId: `BK-BULK-${landlord.id}-${n}`,
      })),
    });
    expect(await count(landlord.id)).toBe(4);
    // A change that is not a move writes nothing; a move counts on both sides.
    await ctx.db.tenantProfile.updateMany({
      where: { landlordId: landlord.id },
      data: { depositPaid: true },
    });
    await ctx.db.tenantProfile.update({
      where: { userId: first.id },
      data: { landlordId: other.id },
    });
    expect([await count(landlord.id), await count(other.id)]).toEqual([3, 1]);
    // A user deleted takes their profile (a cascade) and the count with it.
    await ctx.db.user.delete({ where: { id: bulk[0]!.id } });
    expect(await count(landlord.id)).toBe(2);
    expect([await count(landlord.id), await count(other.id)]).toEqual([
      await fresh(landlord.id),
      await fresh(other.id),
    ]);
  });
});

describe('tenants list, summary and details', () => {
  it('lists the landlord’s tenants with status, unit and rent figures; filters and searches', async () => {
    const landlord = await paidLandlord(ctx.db);
    const paid = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01', rent: 10000 });
    const owing = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01', rent: 8000 });
    await postMonthlyCharges(ctx.deps);
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: paid.tenant.id,
        unitId: paid.unit.id,
        landlordId: landlord.id,
        type: 'adjustment',
        amount: -10000,
        description: 'Paid in cash',
      },
    });
    const unit = await vacantUnit(ctx.db, landlord.id, 'P7');
    const pending = await pendingApplication(ctx.db, landlord.id, unit.id, {
      fullName: 'Zawadi Pending',
    });
    const other = await paidLandlord(ctx.db);
    await tenancy(ctx.db, other.id);
    // Applicants who never confirmed their email are in neither the rows nor the count (ADR 019).
    for (const status of ['unverified', 'expired'] as const) {
      const unconfirmed = await pendingApplication(
        ctx.db,
        landlord.id,
        (await vacantUnit(ctx.db, landlord.id, `U-${status}`)).id,
      );
      await ctx.db.user.update({
        where: { id: unconfirmed.tenant.id },
        data: { approvalStatus: status },
      });
    }

    const all = await get('/tenants/', asLandlord(landlord.id));
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results).toHaveLength(3);
    const byId = new Map(all.body.results.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(paid.tenant.id)).toMatchObject({
      status: 'active',
      rent_status: 'paid',
      rent_remaining: 0,
      unit: { id: paid.unit.id, rent: 10000, rent_due_date: '2034-05-01' },
    });
    expect(byId.get(owing.tenant.id)).toMatchObject({
      rent_status: 'overdue',
      rent_remaining: 8000,
    });
    expect(byId.get(pending.tenant.id)).toMatchObject({
      status: 'pending',
      unit: null,
      rent_status: 'no_unit',
    });

    const active = await get('/tenants/?status=active', asLandlord(landlord.id));
    expect(active.body.count).toBe(2);
    const search = await get('/tenants/?search=zawadi', asLandlord(landlord.id));
    expect(search.body.results.map((r: { id: number }) => r.id)).toEqual([pending.tenant.id]);
    // % and _ are searched as typed, not as wildcards that would match everyone.
    for (const typed of ['%', 'zawad_', '100%']) {
      const literal = await get(
        `/tenants/?search=${encodeURIComponent(typed)}`,
        asLandlord(landlord.id),
      );
      expect(literal.body).toMatchObject({ count: 0, results: [] });
    }
    // Phones are stored 2547… / 2541…: a number searched as typed still finds its tenant.
    for (const typed of ['0711 111', '+254 711 111 111', '711111111']) {
      const byPhone = await get(
        `/tenants/?search=${encodeURIComponent(typed)}`,
        asLandlord(landlord.id),
      );
      expect(byPhone.body.results.map((r: { id: number }) => r.id)).toEqual([pending.tenant.id]);
    }
    const byProperty = await get(
      `/tenants/?property_id=${paid.property.id}`,
      asLandlord(landlord.id),
    );
    expect(byProperty.body.results.map((r: { id: number }) => r.id)).toEqual([paid.tenant.id]);
    const paged = await get('/tenants/?page_size=2', asLandlord(landlord.id));
    expect(paged.body).toMatchObject({ count: 3, next_page: 2 });

    const summary = await get('/tenants/summary/', asLandlord(landlord.id));
    expect(summary.body).toEqual({
      active_tenants: 2,
      rent_overdue: 1,
      rent_due_soon: 0,
      rent_paid: 1,
    });

    expect((await get('/tenants/?status=nope', asLandlord(landlord.id))).status).toBe(400);
    expect((await get(`/tenants/?search=${'x'.repeat(101)}`, asLandlord(landlord.id))).status).toBe(
      400,
    );
    expect((await get('/tenants/', bearer(ctx, paid.tenant.id, 'tenant'))).status).toBe(403);
  });

  it('summarises every rent status from the kept ageing, for the portfolio and one property', async () => {
    // Today is 2034-05-20 (Nairobi): May's rent fell due on the 1st for three tenancies and falls
    // due on the 25th (within DUE_SOON_DAYS) for one.
    const landlord = await paidLandlord(ctx.db);
    const overdue = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01' });
    const dueSoon = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-25' });
    const paid = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01' });
    const partly = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-05-01' });
    for (const t of [overdue, dueSoon, paid, partly]) {
      await ctx.db.rentLedgerEntry.create({
        data: {
          tenantId: t.tenant.id,
          unitId: t.unit.id,
          landlordId: landlord.id,
          type: 'charge',
          amount: 10000,
          periodStart: new Date('2034-05-01T00:00:00Z'),
          description: 'Rent for May 2034',
        },
      });
    }
    for (const [t, amount] of [
      [paid, 10000],
      [partly, 4000],
    ] as const) {
      await ctx.db.rentLedgerEntry.create({
        data: {
          tenantId: t.tenant.id,
          unitId: t.unit.id,
          landlordId: landlord.id,
          type: 'adjustment',
          amount: -amount,
          description: 'Paid in cash',
        },
      });
    }
    // Housed but never charged: neither paid nor owing. Approved without a unit: active only.
    await tenancy(ctx.db, landlord.id);
    const unhoused = await createTenant(ctx.db, landlord.id);
    const summary = (query = '') => get(`/tenants/summary/${query}`, asLandlord(landlord.id));
    expect((await summary()).body).toEqual({
      active_tenants: 6,
      rent_overdue: 2,
      rent_due_soon: 1,
      rent_paid: 1,
    });
    expect((await summary(`?property_id=${dueSoon.property.id}`)).body).toEqual({
      active_tenants: 1,
      rent_overdue: 0,
      rent_due_soon: 1,
      rent_paid: 0,
    });
    // A payment settles the overdue tenancy: the next read sees it (the kept row was marked stale).
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: overdue.tenant.id,
        unitId: overdue.unit.id,
        landlordId: landlord.id,
        type: 'adjustment',
        amount: -10000,
        description: 'Paid in cash',
      },
    });
    // A deactivated tenant leaves the summary.
    await ctx.db.user.update({ where: { id: unhoused.id }, data: { isActive: false } });
    expect((await summary()).body).toEqual({
      active_tenants: 5,
      rent_overdue: 1,
      rent_due_soon: 1,
      rent_paid: 2,
    });
    const other = await paidLandlord(ctx.db);
    expect(
      (await get(`/tenants/summary/?property_id=${paid.property.id}`, asLandlord(other.id))).status,
    ).toBe(404);
  });

  it('shows a tenant’s details and ID document to their landlord only', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id);
    const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id, {
      storage: ctx.deps.storage,
    });
    const detail = await get(`/tenants/${tenant.id}/`, asLandlord(landlord.id));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: tenant.id,
      emergency_contact: '254722222222',
      has_id_document: true,
      application: { id: application.id, status: 'pending', already_living_in_property: true },
      documents: [
        {
          name: 'national-id.pdf',
          type: 'application/pdf',
          url: `/api/accounts/tenants/${tenant.id}/documents/id/`,
        },
      ],
    });
    const file = await get(
      `/tenants/${tenant.id}/documents/id/?download=1`,
      asLandlord(landlord.id),
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain('attachment');
    // Once approved the tenant has a session of their own (a pending one cannot sign in).
    await ctx.db.user.update({
      where: { id: tenant.id },
      data: { isActive: true, approvalStatus: 'approved' },
    });
    await createTestSession(ctx.db, tenant.id);
    const own = await get(`/tenants/${tenant.id}/documents/id/`, bearer(ctx, tenant.id, 'tenant'));
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toContain('inline');

    const other = await paidLandlord(ctx.db);
    const stranger = await tenancy(ctx.db, other.id);
    expect((await get(`/tenants/${tenant.id}/`, asLandlord(other.id))).status).toBe(404);
    expect((await get(`/tenants/${tenant.id}/documents/id/`, asLandlord(other.id))).status).toBe(
      404,
    );
    expect(
      (await get(`/tenants/${tenant.id}/documents/id/`, bearer(ctx, stranger.tenant.id, 'tenant')))
        .status,
    ).toBe(404);
    // Issue 22: each view or download is in the landlord's activity log, by whom; refusals are not.
    const views = await ctx.db.auditLog.findMany({
      where: { action: 'tenant.id_document_viewed', entityId: String(tenant.id) },
      orderBy: { id: 'asc' },
      select: { actorId: true, landlordId: true, data: true },
    });
    expect(views).toEqual([
      { actorId: landlord.id, landlordId: landlord.id, data: { via: 'document' } },
      { actorId: tenant.id, landlordId: landlord.id, data: { via: 'document' } },
    ]);
    expect((await get(`/tenants/${tenant.id}/`, bearer(ctx, tenant.id, 'tenant'))).status).toBe(
      403,
    );
    expect((await get('/tenants/abc/', asLandlord(landlord.id))).status).toBe(400);
  });

  it('lists 25 tenants with the same number of queries as 1', async () => {
    const one = await paidLandlord(ctx.db);
    await tenancy(ctx.db, one.id, { rentDueDate: '2034-04-01' });
    const many = await paidLandlord(ctx.db);
    for (let i = 0; i < 25; i += 1) await tenancy(ctx.db, many.id, { rentDueDate: '2034-04-01' });
    await postMonthlyCharges(ctx.deps);
    const counting = createQueryCountingApp(ctx);
    try {
      const list = (id: number) =>
        request(counting.app)
          .get('/api/accounts/tenants/?page_size=50')
          .set('Authorization', asLandlord(id));
      let manyBody: { count: number } = { count: 0 };
      const few = await counting.count(() => list(one.id));
      const lots = await counting.count(async () => {
        manyBody = (await list(many.id)).body;
      });
      expect(manyBody.count).toBe(25);
      expect(lots).toBe(few);
    } finally {
      await counting.close();
    }
  });
});

describe('tenant transactions and statement', () => {
  it('lists payments newest first with totals, and streams the CSV statement', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id);
    await ctx.db.user.update({
      where: { id: tenant.id },
      data: { fullName: 'Wanjiku, "Shiku" Kamau' },
    });
    const at = (iso: string) => new Date(iso);
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: unit.id,
      amount: 20000,
      kind: 'deposit',
      createdAt: at('2034-03-01T08:00:00Z'),
      description: 'Deposit, "A1"',
    });
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: unit.id,
      amount: 10000,
      createdAt: at('2034-04-02T08:00:00Z'),
      description: '=SUM(A1)',
    });
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: unit.id,
      amount: 5000,
      status: 'pending',
      completedAt: null,
      createdAt: at('2034-05-03T08:00:00Z'),
    });

    const res = await get(`/tenants/${tenant.id}/transactions/`, asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      total_paid: 30000,
      total_pending: 5000,
      deposit_paid_amount: 20000,
      rent_paid_amount: 10000,
      count: 3,
    });
    expect(res.body.results.map((r: { amount: number }) => r.amount)).toEqual([5000, 10000, 20000]);
    expect(res.body.tenant).toMatchObject({ id: tenant.id, unit_number: 'A1' });

    const csv = await get(`/tenants/${tenant.id}/statement.csv`, asLandlord(landlord.id));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      'wanjiku_shiku_kamau_statement_2034-05-20.csv',
    );
    const [header] = csv.text.split(/\r?\n/);
    expect(header).toBe(TENANT_STATEMENT_COLUMNS.join(','));
    expect(csv.text).toContain('"Deposit, ""A1"""');
    const rows = parseCsv(csv.text);
    expect(rows[2]).toMatchObject({
      Date: '1 Mar 2034',
      Description: 'Deposit, "A1"',
      'Amount (KSh)': '20000',
      Type: 'Deposit',
      Status: 'completed',
    });
    expect(rows[1]?.Description).toBe("'=SUM(A1)");

    const other = await paidLandlord(ctx.db);
    expect((await get(`/tenants/${tenant.id}/transactions/`, asLandlord(other.id))).status).toBe(
      404,
    );
    expect((await get(`/tenants/${tenant.id}/statement.csv`, asLandlord(other.id))).status).toBe(
      404,
    );
    expect(
      (await get(`/tenants/${tenant.id}/transactions/`, bearer(ctx, tenant.id, 'tenant'))).status,
    ).toBe(403);
  });
});
