import type { TestContext } from '../../../test/context.js';
import { paidLandlord, tenancy } from '../../ledger/test-helpers.js';

// Set-up for the manual payment and receipt tests: a landlord on a paid plan and a tenant in a
// unit who owes one month (12,000) on the ledger.

export const RENT = 12_000;

export async function landlordWithTenant(ctx: TestContext, landlordId?: number) {
  const landlord = landlordId
    ? await ctx.db.user.findUniqueOrThrow({ where: { id: landlordId } })
    : await paidLandlord(ctx.db);
  const { tenant, unit, property } = await tenancy(ctx.db, landlord.id, { rent: RENT });
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId: tenant.id,
      unitId: unit.id,
      landlordId: landlord.id,
      type: 'charge',
      amount: RENT,
      description: 'Rent for 2026-11',
      periodStart: new Date(Date.UTC(2026, 10, 1)),
      chargeKey: `${tenant.id}:${unit.id}:2026-11`,
    },
  });
  return { landlord, tenant, unit, property };
}

let sequence = 0;
/** A valid body for POST /payments/manual/ with a reference no other test uses. */
export function manualBody(tenantId: number, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    tenant_id: tenantId,
    amount: RENT,
    method: 'cash',
    reference: `RB-${process.pid}-${sequence}`,
    paid_on: '2026-11-03',
    note: 'Paid at the caretaker’s office',
    ...overrides,
  };
}
