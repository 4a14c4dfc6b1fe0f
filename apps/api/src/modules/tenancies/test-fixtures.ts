import request from 'supertest';
import { expect } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { createTestSession } from '../../test/sessions.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { recordRentPayment } from '../ledger/rent-account.service.js';
import { bearer, paidLandlord, payment } from '../ledger/test-helpers.js';
import { pendingApplication, vacantUnit } from '../tenants/test-fixtures.js';

// Test data for the tenancies module's API tests (imported by *.test.ts only).

/**
 * A tenant approved into a KSh 15,000 unit (deposit 15,000) on 24 November 2026, their deposit
 * paid; on 20 December the job has charged December ahead. Options: November paid, the deposit
 * held, the property's pro-rating.
 */
export async function housedTenant(
  ctx: TestContext,
  options: { paidNovember?: boolean; deposit?: number; prorate?: boolean } = {},
) {
  const landlord = await paidLandlord(ctx.db);
  const unit = await vacantUnit(ctx.db, landlord.id);
  if (options.prorate === false)
    await ctx.db.property.update({
      where: { id: unit.propertyId },
      data: { prorateMoveOut: false },
    });
  ctx.clock.now = new Date('2026-11-24T09:00:00Z');
  const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id);
  await createTestSession(ctx.db, tenant.id);
  const approved = await request(ctx.app)
    .post(`/api/accounts/tenant-applications/${application.id}/approve/`)
    .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
  expect(approved.status).toBe(200);
  const base = { landlordId: landlord.id, tenantId: tenant.id, unitId: unit.id };
  const deposit = options.deposit ?? 15000;
  if (deposit > 0) await payment(ctx.db, { ...base, amount: deposit, kind: 'deposit' });
  if (options.paidNovember) {
    const paid = await payment(ctx.db, { ...base, amount: 15000, completedAt: ctx.clock.now });
    await ctx.db.$transaction((tx) =>
      recordRentPayment(tx, {
        ...base,
        id: paid.id,
        amount: 15000,
        completedAt: ctx.clock.now,
        description: 'Rent payment',
      }),
    );
  }
  ctx.clock.now = new Date('2026-12-20T09:00:00Z');
  await postMonthlyCharges(ctx.deps);
  const tenancy = await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: tenant.id } });
  return { landlord, unit, tenant, tenancy };
}

/** What the settlement must leave unchanged when it refuses: the tenancy, its ledger and unit. */
export async function snapshotOf(ctx: TestContext, tenancyId: number) {
  const tenancy = await ctx.db.tenancy.findUniqueOrThrow({
    where: { id: tenancyId },
    include: { deductions: true },
  });
  const ledger = await ctx.db.rentLedgerEntry.findMany({
    where: { tenancyId },
    orderBy: { id: 'asc' },
  });
  const unit = await ctx.db.unit.findUniqueOrThrow({ where: { id: tenancy.unitId } });
  return { tenancy, ledger, unit };
}
