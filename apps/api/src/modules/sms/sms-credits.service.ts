import {
  ERROR_CODES,
  SMS_MESSAGES,
  smsCreditsExpireAt,
  smsPackOf,
  type SmsBalance,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';

// A landlord's SMS credits (issue 25, ADR 042): lots bought with pack payments, each valid 12
// months; sending takes from the lots that expire first, in the transaction that queues the
// messages, and a failed message gives its credits back to the lots they came from.

/** Where a message's credits came from: [{ lot, credits }], kept on its sms_outbox row. */
export type Reservation = { lot: number; credits: number }[];

/**
 * The lot a completed pack payment buys, in the payment's crediting transaction. The unique
 * payment_id makes a second crediting of the same payment fail the transaction rather than
 * credit twice (confirm-payment's conditional transition already lets only one through).
 */
export async function creditSmsPack(
  tx: DbTx,
  input: { paymentId: number; landlordId: number; pack: string; purchasedAt: Date },
): Promise<void> {
  const pack = smsPackOf(input.pack);
  if (!pack) throw new Error(`SMS payment ${input.paymentId} names no known pack`);
  const lot = await tx.smsCreditLot.create({
    data: {
      landlordId: input.landlordId,
      pack: pack.id,
      credits: pack.sms,
      remaining: pack.sms,
      purchasedAt: input.purchasedAt,
      expiresAt: smsCreditsExpireAt(input.purchasedAt),
      paymentId: input.paymentId,
    },
  });
  await recordAudit(tx, {
    actorId: input.landlordId,
    landlordId: input.landlordId,
    action: AUDIT_ACTIONS.smsCreditsAdded,
    entityType: 'sms_credit_lot',
    entityId: lot.id,
    data: {
      pack: pack.id,
      after: { credits: pack.sms, expires_at: lot.expiresAt.toISOString() },
      payment_id: input.paymentId,
    },
  });
}

/** GET /communication/sms/balance/: unexpired credits, and how many expire when (soonest first). */
export async function smsBalance(db: Db, landlordId: number, now: Date): Promise<SmsBalance> {
  const lots = await db.smsCreditLot.findMany({
    where: { landlordId, remaining: { gt: 0 }, expiresAt: { gt: now } },
    orderBy: [{ expiresAt: 'asc' }, { id: 'asc' }],
    select: { remaining: true, expiresAt: true },
    take: 500,
  });
  return {
    credits: lots.reduce((sum, lot) => sum + lot.remaining, 0),
    expiring: lots.map((lot) => ({
      credits: lot.remaining,
      expires_at: lot.expiresAt.toISOString(),
    })),
  };
}

export const insufficientCredits = (needed: number, available: number) => {
  const message = SMS_MESSAGES.insufficientCredits(needed, available);
  return new AppError(402, ERROR_CODES.insufficientSmsCredits, message, {
    errors: { message: [message] },
    needed,
    available,
  });
};

/**
 * Takes `credits` from the landlord's unexpired lots, soonest expiry first, inside the caller's
 * transaction. The lots are locked (in expiry order, so two senders wait rather than deadlock);
 * too few credits throws and the caller's transaction queues nothing.
 */
export async function reserveCredits(
  deps: Pick<Deps, 'env'>,
  tx: DbTx,
  landlordId: number,
  credits: number,
  now: Date,
): Promise<Reservation> {
  const table = qualifiedTable(deps.env, 'sms_credit_lots');
  const lots = await tx.$queryRaw<{ id: number; remaining: number }[]>(Prisma.sql`
    SELECT id, remaining FROM ${table}
    WHERE landlord_id = ${landlordId} AND remaining > 0 AND expires_at > ${now}
    ORDER BY expires_at, id
    FOR UPDATE`);
  const available = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (available < credits) throw insufficientCredits(credits, available);
  // One reservation per message is built by the caller from this flat list of takes.
  const takes: Reservation = [];
  let need = credits;
  for (const lot of lots) {
    if (need === 0) break;
    const take = Math.min(lot.remaining, need);
    takes.push({ lot: lot.id, credits: take });
    need -= take;
  }
  for (const take of takes)
    await tx.smsCreditLot.update({
      where: { id: take.lot },
      data: { remaining: { decrement: take.credits } },
    });
  return takes;
}

/** Splits the flat takes of one reservation into per-message reservations of the given sizes. */
export function splitReservation(takes: Reservation, sizes: number[]): Reservation[] {
  const queue = takes.map((take) => ({ ...take }));
  return sizes.map((size) => {
    const mine: Reservation = [];
    let need = size;
    while (need > 0) {
      const head = queue[0];
      if (!head) throw new Error('reservation smaller than the messages');
      const take = Math.min(head.credits, need);
      mine.push({ lot: head.lot, credits: take });
      head.credits -= take;
      need -= take;
      if (head.credits === 0) queue.shift();
    }
    return mine;
  });
}

export function readReservation(value: unknown): Reservation {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { lot, credits } = entry as { lot?: unknown; credits?: unknown };
    return typeof lot === 'number' && typeof credits === 'number' ? [{ lot, credits }] : [];
  });
}

/** Gives a failed message's credits back to the lots they came from (an expired lot keeps them). */
export async function refundCredits(tx: DbTx, reservation: Reservation): Promise<void> {
  for (const take of reservation)
    await tx.smsCreditLot.update({
      where: { id: take.lot },
      data: { remaining: { increment: take.credits } },
    });
}
