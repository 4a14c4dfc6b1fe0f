import {
  DEFAULT_COLLECTION_MODE,
  nairobiDate,
  payoutSplit,
  type CollectionMode,
} from '@pango/shared';
import type { Db, DbTx } from '../../../lib/db.js';
import type { Deps } from '../../../lib/deps.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';

// The payouts ledger's write side (issue 19 item 9b, ADR 026). A payment started on the platform's
// account (payments.platform_collected, decided when it starts) adds, in its crediting
// transaction, one line owed to the landlord and the line's figures to the month's pending payout.

/** The landlord's choice; `collected` until they choose. */
export async function collectionModeOf(db: Db | DbTx, landlordId: number): Promise<CollectionMode> {
  const row = await db.landlordCollectionSetting.findUnique({
    where: { landlordId },
    select: { collectionMode: true },
  });
  return (row?.collectionMode as CollectionMode | undefined) ?? DEFAULT_COLLECTION_MODE;
}

/**
 * Whether a payment about to start lands in the platform's account, so its credit is owed to the
 * landlord: rent and deposits not sent to the landlord's own Daraja app (ADR 025). It follows
 * where the money goes, not the landlord's preference: a landlord in `own` mode without a saved
 * app is still paid through the platform's account, and that money is still theirs.
 * Subscriptions are the platform's own revenue, never a payout.
 */
export function isPlatformCollected(
  payment: { kind: string },
  collectedByLandlord: boolean,
): boolean {
  if (payment.kind !== 'rent' && payment.kind !== 'deposit') return false;
  return !collectedByLandlord;
}

/** `2026-11` for a payment credited at any instant of November in Nairobi. */
export function payoutMonthOf(instant: Date): string {
  const { year, month } = nairobiDate(instant);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export const pendingKeyOf = (landlordId: number, month: string) => `${landlordId}:${month}`;

type CreditedForPayout = {
  id: number;
  kind: string;
  amount: number;
  landlordId: number;
  platformCollected: boolean;
  completedAt: Date;
};

/**
 * In the crediting transaction: the payment's payout line (unique per payment) and its figures
 * added to the month's pending payout. Called by the one crediting path only after it won the
 * pending → completed update, so it runs once per payment; the unique payment_id makes a second
 * call fail loudly rather than owe twice.
 */
export async function recordPayoutLine(
  deps: Deps,
  tx: DbTx,
  payment: CreditedForPayout,
): Promise<void> {
  if (!payment.platformCollected) return;
  if (payment.kind !== 'rent' && payment.kind !== 'deposit') return;
  const feeBp = deps.env.PLATFORM_FEE_BP;
  const { fee, net } = payoutSplit(payment.amount, feeBp);
  const month = payoutMonthOf(payment.completedAt);
  const periodMonth = `${month}-01`;
  // One pending payout per landlord and month (pending_key, unique): concurrent credits of the
  // same month meet on its row and add up under its lock; a sent payout has no key, so a credit
  // after the operator paid the month out opens a new pending one.
  const payouts = qualifiedTable(deps.env, 'payouts');
  const [payout] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO ${payouts} AS p ("landlord_id", "period_month", "status", "gross", "fee", "amount",
                           "pending_key", "created_at", "updated_at")
    VALUES (${payment.landlordId}, ${periodMonth}::date, 'pending', ${payment.amount}, ${fee},
            ${net}, ${pendingKeyOf(payment.landlordId, month)}, now(), now())
    ON CONFLICT ("pending_key") DO UPDATE
      SET "gross" = p."gross" + EXCLUDED."gross",
          "fee" = p."fee" + EXCLUDED."fee",
          "amount" = p."amount" + EXCLUDED."amount",
          "updated_at" = now()
    RETURNING "id"`;
  if (!payout) throw new Error(`no pending payout for payment ${payment.id}`);
  await tx.payoutLine.create({
    data: {
      paymentId: payment.id,
      landlordId: payment.landlordId,
      periodMonth: new Date(`${periodMonth}T00:00:00Z`),
      gross: payment.amount,
      feeBp,
      fee,
      net,
      payoutId: payout.id,
    },
  });
}
