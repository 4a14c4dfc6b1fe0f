import {
  CollectionSettingsSchema,
  PAYOUTS_PAGE_SIZE,
  type CollectionSettings,
  type MarkPayoutSentSchema,
  type PayoutMonth,
  type PayoutsPage,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { collectionModeOf, pendingKeyOf } from './payout-ledger.js';

// "Where rent lands" and "Collected for you" (issue 19 item 9b, ADR 026): the landlord's setting,
// what the platform collected for them by month, and the operator's record of a payout sent.

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

export async function getCollectionSettings(
  deps: Deps,
  landlordId: number,
): Promise<CollectionSettings> {
  return {
    collection_mode: await collectionModeOf(deps.db, landlordId),
    platform_fee_bp: deps.env.PLATFORM_FEE_BP,
  };
}

/** Saves the choice (audited when it changes); payments already started keep where they land. */
export async function saveCollectionSettings(
  deps: Deps,
  landlordId: number,
  body: unknown,
): Promise<CollectionSettings> {
  const { collection_mode } = CollectionSettingsSchema.parse(body);
  await deps.db.$transaction(async (tx) => {
    const before = await collectionModeOf(tx, landlordId);
    await tx.landlordCollectionSetting.upsert({
      where: { landlordId },
      create: { landlordId, collectionMode: collection_mode },
      update: { collectionMode: collection_mode },
    });
    if (before === collection_mode) return;
    await recordAudit(tx, {
      actorId: landlordId,
      landlordId,
      action: AUDIT_ACTIONS.collectionModeSaved,
      entityType: 'landlord_collection_setting',
      entityId: landlordId,
      data: { before: { collection_mode: before }, after: { collection_mode } },
    });
  }, TRANSACTION_OPTIONS);
  return getCollectionSettings(deps, landlordId);
}

type MonthRow = { month: string; gross: bigint; fee: bigint; net: bigint; paid_out: bigint };

/**
 * The landlord's months, newest first, a page of months at a time: totals in SQL (grouped on the
 * landlord's payouts, index payouts(landlord_id, period_month DESC, id)), then the months' payouts
 * and their line counts in one more query.
 */
export async function listPayouts(
  deps: Deps,
  landlordId: number,
  page: number,
): Promise<PayoutsPage> {
  const offset = (page - 1) * PAYOUTS_PAGE_SIZE;
  const table = qualifiedTable(deps.env, 'payouts');
  const [[counted], months] = await Promise.all([
    deps.db.$queryRaw<{ count: bigint }[]>`
      SELECT count(DISTINCT "period_month") AS count FROM ${table} WHERE "landlord_id" = ${landlordId}`,
    deps.db.$queryRaw<MonthRow[]>`
      SELECT to_char("period_month", 'YYYY-MM') AS month, sum("gross") AS gross, sum("fee") AS fee,
             sum("amount") AS net,
             coalesce(sum("amount") FILTER (WHERE "status" = 'sent'), 0) AS paid_out
        FROM ${table} WHERE "landlord_id" = ${landlordId}
       GROUP BY "period_month" ORDER BY "period_month" DESC
       LIMIT ${PAYOUTS_PAGE_SIZE} OFFSET ${offset}`,
  ]);
  const count = Number(counted?.count ?? 0);
  const payouts = months.length
    ? await deps.db.payout.findMany({
        where: {
          landlordId,
          periodMonth: { in: months.map((m) => new Date(`${m.month}-01T00:00:00Z`)) },
        },
        orderBy: [{ periodMonth: 'desc' }, { id: 'desc' }],
        select: {
          id: true,
          periodMonth: true,
          status: true,
          gross: true,
          fee: true,
          amount: true,
          reference: true,
          sentAt: true,
          _count: { select: { lines: true } },
        },
      })
    : [];
  const results: PayoutMonth[] = months.map((m) => {
    const net = Number(m.net);
    const paidOut = Number(m.paid_out);
    return {
      month: m.month,
      gross: Number(m.gross),
      fee: Number(m.fee),
      net,
      paid_out: paidOut,
      owed: net - paidOut,
      payouts: payouts
        .filter((p) => p.periodMonth.toISOString().slice(0, 7) === m.month)
        .map((p) => ({
          id: p.id,
          status: p.status as 'pending' | 'sent',
          gross: p.gross,
          fee: p.fee,
          amount: p.amount,
          payments: p._count.lines,
          reference: p.reference,
          sent_at: p.sentAt?.toISOString() ?? null,
        })),
    };
  });
  return {
    count,
    next: offset + PAYOUTS_PAGE_SIZE < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

export type MarkSentInput = z.output<typeof MarkPayoutSentSchema>;
export type MarkSentOutcome =
  | { outcome: 'sent'; payout_id: number; amount: number; payments: number }
  | { outcome: 'already_sent'; payout_id: number; amount: number }
  | { outcome: 'nothing_owed' };

/**
 * The operator paid a landlord's month out (bank or M-Pesa B2C, outside Pango): the month's pending
 * payout, with every line credited into it, becomes `sent` with the transfer's reference, in one
 * transaction, audited. Idempotent: a reference already recorded for the landlord, or a month with
 * nothing pending, changes nothing.
 */
export async function markPayoutSent(deps: Deps, input: MarkSentInput): Promise<MarkSentOutcome> {
  return deps.db.$transaction(async (tx) => {
    const recorded = await tx.payout.findFirst({
      where: { landlordId: input.landlord, reference: input.reference, status: 'sent' },
      select: { id: true, amount: true },
    });
    if (recorded)
      return { outcome: 'already_sent', payout_id: recorded.id, amount: recorded.amount };
    // The UPDATE takes the payout's row lock: a credit adding to it either committed before (and
    // is in the amount) or waits and then opens a new pending payout (the key is gone).
    const sentAt = nowOf(deps);
    const table = qualifiedTable(deps.env, 'payouts');
    const [sent] = await tx.$queryRaw<{ id: number; amount: number; gross: number; fee: number }[]>`
      UPDATE ${table}
         SET "status" = 'sent', "sent_at" = ${sentAt}, "reference" = ${input.reference},
             "pending_key" = NULL, "updated_at" = now()
       WHERE "pending_key" = ${pendingKeyOf(input.landlord, input.month)} AND "status" = 'pending'
       RETURNING "id", "amount", "gross", "fee"`;
    if (!sent) return { outcome: 'nothing_owed' };
    const totals = await tx.payoutLine.aggregate({
      where: { payoutId: sent.id },
      _sum: { net: true },
      _count: true,
    });
    if ((totals._sum.net ?? 0) !== sent.amount)
      throw new Error(`payout ${sent.id}: lines add up to ${totals._sum.net}, not ${sent.amount}`);
    await recordAudit(tx, {
      actorId: null,
      landlordId: input.landlord,
      action: AUDIT_ACTIONS.payoutSent,
      entityType: 'payout',
      entityId: sent.id,
      data: {
        before: { status: 'pending' },
        after: {
          status: 'sent',
          month: input.month,
          gross: sent.gross,
          fee: sent.fee,
          amount: sent.amount,
          reference: input.reference,
        },
      },
    });
    return { outcome: 'sent', payout_id: sent.id, amount: sent.amount, payments: totals._count };
  }, TRANSACTION_OPTIONS);
}
