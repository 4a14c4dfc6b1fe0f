import type { Payment } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import {
  applyProviderStatus,
  isClosedByUs,
  UNANSWERED_PUSH_REASON,
  type ApplyOutcome,
} from './confirm-payment.service.js';
import { isUniqueViolationOn } from './payment-meta.js';
import { requireLandlordStkProvider } from './providers/landlord-daraja.js';
import { providersOf, type PaymentKindName } from './providers/registry.js';

// Provider notifications are triggers, never evidence (payments.md section 4): find OUR payment by
// the id in the notification, then ask the provider about it with OUR stored id, and apply that.
// Unknown ids (forged or another system's) are acknowledged and change nothing.

export type NotificationOutcome = ApplyOutcome | 'unknown';

/** Figures a callback carried, used only to fill what the status query does not report. */
export type CallbackFigures = { amount?: number; receipt?: string; phone?: string };

/** How long after a start whose STK push went unanswered its prompt's callback may adopt it. */
const UNANSWERED_PUSH_WINDOW_MS = 10 * 60_000;

/** Asks the payment's provider for its status and applies the answer. Throws if the query fails. */
export async function confirmWithProvider(
  deps: Deps,
  payment: Payment,
  figures: CallbackFigures = {},
): Promise<ApplyOutcome> {
  const provider = payment.collectedByLandlord
    ? await requireLandlordStkProvider(deps, payment.landlordId)
    : providersOf(deps).forPayment({
        kind: payment.kind as PaymentKindName,
        provider: payment.provider,
      });
  const status = await provider.queryStatus({
    orderTrackingId: payment.orderTrackingId,
    checkoutRequestId: payment.checkoutRequestId,
  });
  // The query decides the outcome; a callback's amount can only add a check (it must match too).
  return applyProviderStatus(deps, payment.id, {
    ...status,
    amount: status.amount ?? figures.amount ?? null,
    receipt: status.receipt ?? figures.receipt ?? null,
  });
}

async function confirmIfOpen(
  deps: Deps,
  payment: Payment | null,
  figures: CallbackFigures = {},
): Promise<NotificationOutcome> {
  if (!payment) return 'unknown';
  // Duplicates of a settled payment need no provider call at all; one we closed ourselves for
  // want of an answer is asked about again (the provider may be confirming it late).
  const isOpen = payment.status === 'pending' || payment.status === 'processing';
  if (!isOpen && !isClosedByUs(payment)) return 'unchanged';
  return confirmWithProvider(deps, payment, figures);
}

/** Pesapal IPN, and the sandbox's imitation of it. */
export async function handleOrderNotification(
  deps: Deps,
  orderTrackingId: string,
): Promise<NotificationOutcome> {
  const payment = await deps.db.payment.findUnique({ where: { orderTrackingId } });
  return confirmIfOpen(deps, payment && payment.provider === 'pesapal' ? payment : null);
}

/** Daraja STK callback (already matched to our secret callback path). */
export async function handleStkNotification(
  deps: Deps,
  checkoutRequestId: string,
  figures: CallbackFigures,
): Promise<NotificationOutcome> {
  const payment =
    (await deps.db.payment.findUnique({ where: { checkoutRequestId } })) ??
    (await adoptUnansweredPush(deps, checkoutRequestId, figures));
  return confirmIfOpen(deps, payment && payment.provider === 'mpesa' ? payment : null, figures);
}

/**
 * A callback for a CheckoutRequestID we never heard of may be the prompt of a start whose STK push
 * got no clear answer, or whose accepted push's id the database could not store (ADR 035): the latest such start in the last minutes for the same phone and
 * amount takes the id. The STK query with it, on our own app, then decides as for any callback.
 */
async function adoptUnansweredPush(
  deps: Deps,
  checkoutRequestId: string,
  figures: CallbackFigures,
): Promise<Payment | null> {
  if (figures.amount === undefined || !figures.phone) return null;
  const candidate = await deps.db.payment.findFirst({
    where: {
      provider: 'mpesa',
      // Closed because the push got no clear answer, or still open because the database could
      // not store the id of a push M-Pesa accepted (start-payment).
      OR: [
        { status: 'failed', failureReason: UNANSWERED_PUSH_REASON },
        { status: { in: ['pending', 'processing'] } },
      ],
      checkoutRequestId: null,
      amount: figures.amount,
      createdAt: { gte: new Date(nowOf(deps).getTime() - UNANSWERED_PUSH_WINDOW_MS) },
      rawLastStatus: { path: ['payer_msisdn'], equals: figures.phone },
    },
    orderBy: { id: 'desc' },
  });
  if (!candidate) return null;
  try {
    const { count } = await deps.db.payment.updateMany({
      where: { id: candidate.id, checkoutRequestId: null },
      data: { checkoutRequestId },
    });
    if (count !== 1) return null;
  } catch (err) {
    // A repeat of this callback adopted another start meanwhile: that one answers.
    if (isUniqueViolationOn(err, 'checkout_request_id')) return null;
    throw err;
  }
  deps.logger.warn(
    { paymentId: candidate.id, checkoutRequestId },
    'STK callback matched to a start whose push went unanswered',
  );
  return { ...candidate, checkoutRequestId };
}
