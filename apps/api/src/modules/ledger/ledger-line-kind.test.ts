import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { paidLandlord, tenancy } from './test-helpers.js';

// Every ledger line has a kind (issue 20). Writers that predate it leave the default; the
// migration's trigger makes a payment row `payment` and an untyped adjustment `adjustment`, so
// a statement never shows a credit as rent.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('ledger line kinds', () => {
  it('types adjustments written without a kind, and keeps a kind that is given', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id);
    const key = { tenantId: tenant.id, unitId: unit.id, landlordId: landlord.id };
    const rent = await ctx.db.rentLedgerEntry.create({
      data: { ...key, type: 'charge', amount: 10_000, description: 'Rent' },
    });
    const credit = await ctx.db.rentLedgerEntry.create({
      data: { ...key, type: 'adjustment', amount: -500, description: 'Credit' },
    });
    const waiver = await ctx.db.rentLedgerEntry.create({
      data: { ...key, type: 'adjustment', kind: 'waiver', amount: -300, description: 'Waived' },
    });
    const water = await ctx.db.rentLedgerEntry.create({
      data: { ...key, type: 'charge', kind: 'water', amount: 450, description: 'Water 3 m³' },
    });
    expect([rent, credit, waiver, water].map((row) => row.kind)).toEqual([
      'rent',
      'adjustment',
      'waiver',
      'water',
    ]);
  });
});
