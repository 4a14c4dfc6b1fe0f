import { countSmsSegments, ERROR_CODES, type SmsKind } from '@pango/shared';
import { AppError } from '../../lib/errors.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  readReservation,
  refundCredits,
  reserveCredits,
  splitReservation,
} from './sms-credits.service.js';
import { SmsGatewayUnavailableError, type SmsDeliveryReport } from './gateway.js';
import { smsGatewayFor } from './gateway-registry.js';

// The SMS outbox (issue 25, ADR 042), the email outbox's sibling (lib/outbox.ts): a row per
// recipient and message, its credits reserved in the transaction that queues it; every worker
// drains it (rows are claimed), the gateway's answer and later its delivery report settle it, and
// a failure gives the credits back exactly once (a conditional status change guards the refund).

export const SMS_MAX_ATTEMPTS = 6;
const DRAIN_BATCH = 50;
const LEASE_MS = 60_000;
const backoffMs = (attempts: number) => Math.min(30 * 60_000, 2 ** attempts * 15_000);

export type NewSms = { to: string; tenantId: number | null; kind: SmsKind; body: string };

/**
 * Queues the messages and reserves their credits, in the caller's transaction: with too few
 * credits it throws (insufficientCredits) and nothing is queued. Returns the credits taken.
 */
export async function queueSms(
  deps: Deps,
  tx: DbTx,
  landlordId: number,
  messages: NewSms[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const now = nowOf(deps);
  const sized = messages.map((sms) => ({ ...sms, segments: countSmsSegments(sms.body).segments }));
  const total = sized.reduce((sum, sms) => sum + sms.segments, 0);
  const takes = await reserveCredits(deps, tx, landlordId, total, now);
  const reservations = splitReservation(
    takes,
    sized.map((sms) => sms.segments),
  );
  await tx.smsOutbox.createMany({
    data: sized.map((sms, index) => ({
      landlordId,
      tenantId: sms.tenantId,
      to: sms.to,
      kind: sms.kind,
      body: sms.body,
      segments: sms.segments,
      credits: sms.segments,
      reservedFrom: (reservations[index] ?? []) as Prisma.InputJsonValue,
      sendAfter: now,
      createdAt: now,
    })),
  });
  return total;
}

/**
 * For messages the app sends on its own (reminders): queued when the credits cover them all, else
 * nothing and null, leaving the caller's transaction intact (the refusal is thrown before any
 * write, after the lots' row locks only).
 */
export async function queueSmsIfCredits(
  deps: Deps,
  tx: DbTx,
  landlordId: number,
  messages: NewSms[],
): Promise<number | null> {
  try {
    return await queueSms(deps, tx, landlordId, messages);
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODES.insufficientSmsCredits) return null;
    throw err;
  }
}

/** Fails a message that has not failed yet and refunds its credits, in one transaction. */
async function failAndRefund(
  deps: Deps,
  id: number,
  data: { gatewayStatus: string | null; failureReason: string; gatewayMessageId?: string | null },
): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.smsOutbox.updateMany({
      where: { id, status: { in: ['queued', 'sent'] } },
      data: {
        status: 'failed',
        failedAt: nowOf(deps),
        gatewayStatus: data.gatewayStatus,
        failureReason: data.failureReason.slice(0, 500),
        ...(data.gatewayMessageId ? { gatewayMessageId: data.gatewayMessageId } : {}),
      },
    });
    if (count !== 1) return false;
    const row = await tx.smsOutbox.findUniqueOrThrow({
      where: { id },
      select: { reservedFrom: true },
    });
    await refundCredits(tx, readReservation(row.reservedFrom));
    return true;
  });
}

/** Sends every due queued message once; returns how many the gateway accepted. */
export async function drainSmsOutbox(deps: Deps): Promise<number> {
  const gateway = await smsGatewayFor(deps);
  if (!gateway) return 0;
  let accepted = 0;
  for (;;) {
    const now = nowOf(deps);
    const due = await deps.db.smsOutbox.findMany({
      where: { status: 'queued', sendAfter: { lte: now } },
      orderBy: { id: 'asc' },
      take: DRAIN_BATCH,
      select: { id: true, to: true, body: true, attempts: true },
    });
    let claimedAny = false;
    for (const sms of due) {
      const claimed = await deps.db.smsOutbox.updateMany({
        where: { id: sms.id, status: 'queued', sendAfter: { lte: now } },
        data: { sendAfter: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
      });
      if (claimed.count === 0) continue;
      claimedAny = true;
      const attempts = sms.attempts + 1;
      try {
        const result = await gateway.send({ to: sms.to, message: sms.body });
        if (result.outcome === 'accepted') {
          await deps.db.smsOutbox.updateMany({
            where: { id: sms.id, status: 'queued' },
            data: {
              status: 'sent',
              sentAt: nowOf(deps),
              gatewayMessageId: result.messageId,
              gatewayStatus: result.gatewayStatus,
            },
          });
          accepted += 1;
        } else {
          await failAndRefund(deps, sms.id, {
            gatewayStatus: result.gatewayStatus,
            failureReason: result.reason,
            gatewayMessageId: result.messageId,
          });
        }
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        deps.logger.warn({ err, smsId: sms.id, attempts }, 'SMS send failed');
        if (!(err instanceof SmsGatewayUnavailableError) || attempts >= SMS_MAX_ATTEMPTS) {
          await failAndRefund(deps, sms.id, { gatewayStatus: null, failureReason: reason });
        } else {
          await deps.db.smsOutbox.updateMany({
            where: { id: sms.id, status: 'queued' },
            data: {
              failureReason: reason.slice(0, 500),
              sendAfter: new Date(now.getTime() + backoffMs(attempts)),
            },
          });
        }
      }
    }
    if (due.length < DRAIN_BATCH || !claimedAny) return accepted;
  }
}

/** Sends what a request just queued now, without waiting; the worker retries what is left. */
export function kickSmsOutbox(deps: Deps): void {
  void drainSmsOutbox(deps).catch((err: unknown) =>
    deps.logger.warn({ err }, 'SMS outbox drain failed'),
  );
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'pending' | 'unchanged' | 'unknown';

/**
 * A delivery report: the first final report settles the message (a failure refunds its credits);
 * repeats and late intermediate reports change nothing.
 */
export async function applyDeliveryReport(
  deps: Deps,
  report: SmsDeliveryReport,
): Promise<DeliveryOutcome> {
  const row = await deps.db.smsOutbox.findUnique({
    where: { gatewayMessageId: report.messageId },
    select: { id: true, status: true },
  });
  if (!row) return 'unknown';
  if (report.state === 'failed') {
    const failed = await failAndRefund(deps, row.id, {
      gatewayStatus: report.gatewayStatus,
      failureReason: report.failureReason ?? report.gatewayStatus,
    });
    return failed ? 'failed' : 'unchanged';
  }
  if (report.state === 'delivered') {
    const { count } = await deps.db.smsOutbox.updateMany({
      where: { id: row.id, status: { in: ['queued', 'sent'] } },
      data: { status: 'delivered', deliveredAt: nowOf(deps), gatewayStatus: report.gatewayStatus },
    });
    return count === 1 ? 'delivered' : 'unchanged';
  }
  const { count } = await deps.db.smsOutbox.updateMany({
    where: { id: row.id, status: 'sent' },
    data: { gatewayStatus: report.gatewayStatus },
  });
  return count === 1 ? 'pending' : 'unchanged';
}
