import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTestSession } from '../../test/sessions.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { pendingApplication, vacantUnit } from './test-fixtures.js';

// Issue 17 items 5 and 11: billing starts when the landlord approves, from a date the tenant cannot
// move, and the first month is charged in the approval itself (docs/decisions/018).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, auth: string) =>
  request(ctx.app).get(`/api${path}`).set('Authorization', auth);

async function approvedTenant(options: { rentDueDate?: string } = {}) {
  const landlord = await paidLandlord(ctx.db);
  const unit = await vacantUnit(ctx.db, landlord.id);
  if (options.rentDueDate)
    await ctx.db.unit.update({
      where: { id: unit.id },
      data: { rentDueDate: new Date(`${options.rentDueDate}T00:00:00Z`) },
    });
  const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id);
  await createTestSession(ctx.db, tenant.id);
  const approved = await request(ctx.app)
    .post(`/api/accounts/tenant-applications/${application.id}/approve/`)
    .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
  expect(approved.status).toBe(200);
  return { landlord, unit, tenant, application, approved };
}

const chargesOf = (tenantId: number) =>
  ctx.db.rentLedgerEntry.findMany({
    where: { tenantId, type: 'charge' },
    select: { chargeKey: true, amount: true },
    orderBy: { id: 'asc' },
  });

describe('approving an application', () => {
  it('charges the first month at once: the new tenant owes it and never reads "paid"', async () => {
    ctx.clock.now = new Date('2026-11-24T09:00:00Z');
    const { landlord, unit, tenant, application, approved } = await approvedTenant();
    expect(approved.body.tenant).toMatchObject({ rent_status: 'due', rent_remaining: 15000 });
    expect(await chargesOf(tenant.id)).toEqual([
      { chargeKey: `${tenant.id}:${unit.id}:2026-11`, amount: 15000 },
    ]);

    const summary = await get('/payments/rent-summary/', bearer(ctx, tenant.id, 'tenant'));
    expect(summary.body).toMatchObject({
      rent_due: 15000,
      rent_status: 'due',
      next_due_date: '2026-11-24',
    });
    const cards = await get('/accounts/tenants/summary/', bearer(ctx, landlord.id, 'landlord'));
    expect(cards.body).toMatchObject({ active_tenants: 1, rent_paid: 0 });

    // The hourly job finds the month already posted, and a second approval changes nothing.
    expect((await postMonthlyCharges(ctx.deps)).posted).toBe(0);
    const again = await request(ctx.app)
      .post(`/api/accounts/tenant-applications/${application.id}/approve/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(again.status).toBe(409);
    expect(await chargesOf(tenant.id)).toHaveLength(1);
  });

  it('says "not billed yet", not "paid", while the landlord’s first due date is ahead', async () => {
    ctx.clock.now = new Date('2026-11-24T09:00:00Z');
    const { landlord, tenant } = await approvedTenant({ rentDueDate: '2027-01-10' });
    expect(await chargesOf(tenant.id)).toEqual([]);
    const summary = await get('/payments/rent-summary/', bearer(ctx, tenant.id, 'tenant'));
    expect(summary.body).toMatchObject({
      rent_due: 0,
      rent_status: 'not_billed',
      next_due_date: '2027-01-10',
    });
    const row = await get(`/accounts/tenants/${tenant.id}/`, bearer(ctx, landlord.id, 'landlord'));
    expect(row.body.rent_status).toBe('not_billed');
    const cards = await get('/accounts/tenants/summary/', bearer(ctx, landlord.id, 'landlord'));
    expect(cards.body).toMatchObject({ active_tenants: 1, rent_paid: 0 });
  });
});

describe('the tenant’s move-in date', () => {
  it('a year ahead changes neither the landlord’s figures nor the charge job', async () => {
    // The move-in date is checked against the real calendar, so the test runs on it too.
    const now = new Date();
    ctx.clock.now = now;
    const { landlord, unit, tenant } = await approvedTenant();
    const asLandlord = bearer(ctx, landlord.id, 'landlord');
    const before = await get(`/accounts/tenants/${tenant.id}/`, asLandlord);
    expect(before.body).toMatchObject({ rent_status: 'due', rent_remaining: 15000 });

    const aYearAhead = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
    const moved = await request(ctx.app)
      .patch('/api/accounts/tenant/move-in-date/')
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
      .send({ move_in_date: aYearAhead });
    expect(moved.status).toBe(200);

    const after = await get(`/accounts/tenants/${tenant.id}/`, asLandlord);
    // The landlord sees the date the tenant gave, as information only.
    expect(after.body.move_in_date).toBe(aYearAhead);
    expect(after.body).toMatchObject({
      rent_status: before.body.rent_status,
      rent_remaining: before.body.rent_remaining,
      next_due_date: before.body.next_due_date,
    });
    // A month later the job still bills the tenancy from the approval date.
    ctx.clock.now = new Date(now.getTime() + 31 * 86_400_000);
    expect((await postMonthlyCharges(ctx.deps)).posted).toBeGreaterThanOrEqual(1);
    const charges = await chargesOf(tenant.id);
    expect(charges).toHaveLength(2);
    expect(charges.every((c) => c.chargeKey?.startsWith(`${tenant.id}:${unit.id}:`))).toBe(true);
  });
});
