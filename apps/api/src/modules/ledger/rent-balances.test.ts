import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { paidLandlord, tenancy } from './test-helpers.js';

// rent_balances is kept by a trigger on rent_ledger_entries (migration rent_balances, issue 12):
// whatever writes the ledger, the balance of a (tenant, unit) equals the sum of its entries.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('rent balances', () => {
  it('always equals the sum of the ledger entries, through inserts, updates, deletes and concurrent writes', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id);
    const key = { tenantId: tenant.id, unitId: unit.id, landlordId: landlord.id };
    const balance = async () => {
      const [row, sum] = await Promise.all([
        ctx.db.rentBalance.findFirst({
          where: { tenantId: tenant.id, unitId: unit.id },
        }),
        ctx.db.rentLedgerEntry.aggregate({
          where: { tenantId: tenant.id, unitId: unit.id },
          _sum: { amount: true },
        }),
      ]);
      expect(row?.balance ?? 0).toBe(sum._sum.amount ?? 0);
      return row?.balance ?? 0;
    };
    expect(await balance()).toBe(0);
    const charge = await ctx.db.rentLedgerEntry.create({
      data: { ...key, type: 'charge', amount: 10_000, description: 'Rent' },
    });
    expect(await balance()).toBe(10_000);
    await ctx.db.rentLedgerEntry.update({ where: { id: charge.id }, data: { amount: 12_000 } });
    expect(await balance()).toBe(12_000);
    // Twenty payments at once: row-level upserts serialise on the balance row, none is lost.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.db.rentLedgerEntry.create({
          data: { ...key, type: 'adjustment', amount: -500, description: 'Credit' },
        }),
      ),
    );
    expect(await balance()).toBe(2_000);
    await ctx.db.rentLedgerEntry.delete({ where: { id: charge.id } });
    expect(await balance()).toBe(-10_000);
    // A rolled-back transaction leaves the balance as it was.
    await expect(
      ctx.db.$transaction(async (tx) => {
        await tx.rentLedgerEntry.create({
          data: { ...key, type: 'charge', amount: 99_999, description: 'Rent' },
        });
        throw new Error('half-way failure');
      }),
    ).rejects.toThrow('half-way failure');
    expect(await balance()).toBe(-10_000);
  });
});
