import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PENDING_ORDER_TRACKING_ID, seed } from '../../../../../scripts/lib/seed.mjs';
import { createTestContext, type TestContext } from '../../test/context.js';
import { reconcilePendingPayments, STALE_REASON } from './reconcile.service.js';
import { tenantWithRent } from './test/payments-fixtures.js';

// The reconciler with no provider credentials at all (the `pnpm start` demo): the seeded open
// payment sits on the sandbox and is asked about; an M-Pesa payment cannot be, so it is skipped
// without a warning every pass, and still closed once it is a day old.

const HOUR_MS = 60 * 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seed(ctx.env.DATABASE_URL, {
    schema: ctx.env.DATABASE_SCHEMA,
    appUrl: 'http://127.0.0.1:3000',
  });
  ctx.clock.now = new Date();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('reconciliation without provider credentials', () => {
  it('asks the sandbox about the demo tenant’s open payment and credits it once paid', async () => {
    const payment = await ctx.db.payment.findUniqueOrThrow({
      where: { orderTrackingId: PENDING_ORDER_TRACKING_ID },
    });
    expect(payment).toMatchObject({ status: 'pending', provider: 'pesapal', kind: 'rent' });

    expect(await reconcilePendingPayments(ctx.deps)).toEqual({
      checked: 1,
      completed: 0,
      closed: 0,
      expired: 0,
      skipped: 0,
    });
    expect((await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(
      'pending',
    );

    // The payer pays on the sandbox page, but its IPN is lost.
    await ctx.db.sandboxOrder.update({
      where: { trackingId: PENDING_ORDER_TRACKING_ID },
      data: { status: 'completed', receipt: 'SBXDEMO001' },
    });
    expect(await reconcilePendingPayments(ctx.deps)).toMatchObject({ checked: 1, completed: 1 });
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'completed',
      mpesaReceipt: 'SBXDEMO001',
    });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
    const balance = await ctx.db.rentLedgerEntry.aggregate({
      where: { tenantId: payment.tenantId! },
      _sum: { amount: true },
    });
    expect(balance._sum.amount).toBe(0);
  });

  it('skips an M-Pesa payment quietly while M-Pesa is not configured, then closes it', async () => {
    const { tenant, unit, landlord } = await tenantWithRent(ctx);
    const payment = await ctx.db.payment.create({
      data: {
        kind: 'rent',
        amount: 15_000,
        provider: 'mpesa',
        tenantId: tenant.id,
        payerId: tenant.id,
        landlordId: landlord.id,
        unitId: unit.id,
        merchantReference: 'RT-RECONCILE-SKIP',
        checkoutRequestId: 'ws_CO_RECONCILE_SKIP',
        createdAt: new Date(ctx.clock.now.getTime() - 60_000),
      },
    });
    const warn = vi.spyOn(ctx.deps.logger, 'warn');
    const error = vi.spyOn(ctx.deps.logger, 'error');
    try {
      expect(await reconcilePendingPayments(ctx.deps)).toEqual({
        checked: 0,
        completed: 0,
        closed: 0,
        expired: 0,
        skipped: 1,
      });
      expect(await reconcilePendingPayments(ctx.deps)).toMatchObject({ skipped: 1 });
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect((await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe(
        'pending',
      );

      ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * HOUR_MS);
      expect(await reconcilePendingPayments(ctx.deps)).toEqual({
        checked: 0,
        completed: 0,
        closed: 0,
        expired: 1,
        skipped: 1,
      });
      expect(await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        status: 'failed',
        failureReason: STALE_REASON,
      });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
