import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLandlord, createTenant } from '../../../test/factories.js';
import { listPayouts } from './payouts.service.js';
import { payoutMonthOf, recordPayoutLine } from './payout-ledger.js';
import { runMarkSentCommand } from './mark-sent-command.js';

// The operator's `pnpm payouts:mark-sent`: the month's pending payout becomes sent with its
// reference, in one transaction, audited; running it again changes nothing; a payment credited
// later in the same month is owed on a new pending payout.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PLATFORM_FEE_BP: '200' });
});
afterAll(async () => {
  await ctx.close();
});

let seq = 0;
/** A payment the platform collected and credited at `at`, with its payout line (the real writer). */
async function collected(landlordId: number, tenantId: number, amount: number, at: Date) {
  seq += 1;
  const payment = await ctx.db.payment.create({
    data: {
      kind: 'rent',
      amount,
      status: 'completed',
      provider: 'pesapal',
      landlordId,
      tenantId,
      merchantReference: `PO-TEST-${process.pid}-${seq}`,
      platformCollected: true,
      completedAt: at,
    },
  });
  await ctx.db.$transaction((tx) =>
    recordPayoutLine(ctx.deps, tx, { ...payment, completedAt: at }),
  );
  return payment;
}

const NOV = new Date('2026-11-10T09:00:00+03:00');
// 23:30 on 30 November in Nairobi is still November there (20:30 UTC).
const LATE_NOV = new Date('2026-11-30T23:30:00+03:00');
// 00:30 on 1 December in Nairobi is December there, though still 30 November in UTC.
const EARLY_DEC = new Date('2026-12-01T00:30:00+03:00');

describe('pnpm payouts:mark-sent', () => {
  it('marks the month sent once, audited; a second run does nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    await collected(landlord.id, tenant.id, 12_000, NOV);
    await collected(landlord.id, tenant.id, 3_050, LATE_NOV);
    await collected(landlord.id, tenant.id, 5_000, EARLY_DEC);
    expect(payoutMonthOf(LATE_NOV)).toBe('2026-11');
    expect(payoutMonthOf(EARLY_DEC)).toBe('2026-12');

    const args = [
      '--landlord',
      String(landlord.id),
      '--month',
      '2026-11',
      '--reference',
      'BNK-881',
    ];
    const first = await runMarkSentCommand(ctx.deps, args);
    // Fees: 240 + 61 (3,050 × 2 % = 61) = 301; net 15,050 − 301 = 14,749.
    expect(first).toEqual({
      code: 0,
      output: expect.stringMatching(
        /marked sent \(landlord \d+, 2026-11\): KSh 14749 for 2 payment/,
      ),
    });
    const payouts = await ctx.db.payout.findMany({
      where: { landlordId: landlord.id },
      orderBy: { periodMonth: 'asc' },
    });
    expect(payouts).toEqual([
      expect.objectContaining({
        status: 'sent',
        gross: 15_050,
        fee: 301,
        amount: 14_749,
        reference: 'BNK-881',
        pendingKey: null,
        sentAt: expect.any(Date),
      }),
      expect.objectContaining({ status: 'pending', amount: 4_900, reference: null }),
    ]);
    const audits = await ctx.db.auditLog.findMany({
      where: { action: 'payouts.payout_sent', landlordId: landlord.id },
    });
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: null,
        entityType: 'payout',
        entityId: String(payouts[0]!.id),
        data: expect.objectContaining({
          after: expect.objectContaining({ status: 'sent', amount: 14_749, reference: 'BNK-881' }),
        }),
      }),
    ]);

    // Twice: the same reference is already recorded; nothing changes.
    const again = await runMarkSentCommand(ctx.deps, args);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/Already recorded/);
    const other = await runMarkSentCommand(ctx.deps, [
      ...args.slice(0, 4),
      '--reference',
      'BNK-999',
    ]);
    expect(other.output).toMatch(/Nothing owed/);
    expect(
      await ctx.db.payout.findMany({
        where: { landlordId: landlord.id },
        orderBy: { periodMonth: 'asc' },
      }),
    ).toEqual(payouts);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payouts.payout_sent', landlordId: landlord.id },
      }),
    ).toBe(1);

    // A November payment credited after the payout is owed on a new pending November payout.
    await collected(landlord.id, tenant.id, 1_000, LATE_NOV);
    const page = await listPayouts(ctx.deps, landlord.id, 1);
    expect(page.results.map((m) => [m.month, m.net, m.paid_out, m.owed])).toEqual([
      ['2026-12', 4_900, 0, 4_900],
      ['2026-11', 14_749 + 980, 14_749, 980],
    ]);
    expect(page.results[1]!.payouts.map((p) => [p.status, p.amount, p.reference])).toEqual([
      ['pending', 980, null],
      ['sent', 14_749, 'BNK-881'],
    ]);
  });

  it('refuses bad arguments and unknown landlords without writing', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    await collected(landlord.id, tenant.id, 8_000, NOV);
    const bad = [
      [],
      ['--landlord', String(landlord.id), '--month', '2026-13', '--reference', 'X'],
      ['--landlord', String(landlord.id), '--month', '2026-11'],
      ['--landlord', String(landlord.id), '--month', '2026-11', '--reference', '  '],
      ['--landlord', 'abc', '--month', '2026-11', '--reference', 'X'],
      ['--landlord', String(landlord.id), '--month', '2026-11', '--reference', 'X', '--all'],
    ];
    for (const args of bad) {
      const result = await runMarkSentCommand(ctx.deps, args);
      expect(result.code).toBe(2);
      expect(result.output).toContain('Usage: pnpm payouts:mark-sent');
    }
    const tenantAsLandlord = await runMarkSentCommand(ctx.deps, [
      '--landlord',
      String(tenant.id),
      '--month',
      '2026-11',
      '--reference',
      'X',
    ]);
    expect(tenantAsLandlord).toEqual({ code: 1, output: `No landlord with id ${tenant.id}.` });
    expect(await ctx.db.payout.findMany({ where: { landlordId: landlord.id } })).toEqual([
      expect.objectContaining({ status: 'pending', amount: 7_840 }),
    ]);
  });
});
