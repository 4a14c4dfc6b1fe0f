import { PAYMENT_MESSAGES, PAYMENT_TIMING, type PaymentStatusResult } from '@pango/shared';
import type { Payment } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import type { PaymentKindName } from './providers/registry.js';

// What the payer's screen polls. It reads our own row only (providers are asked by notifications
// and reconciliation), so polling every 3 s costs one indexed query.

export function toStatusResult(payment: Payment, now: Date): PaymentStatusResult {
  const isOpen = payment.status === 'pending' || payment.status === 'processing';
  return {
    id: payment.id,
    kind: payment.kind,
    status: payment.status,
    // Shown as timed out, but still reconciled: a late confirmation is credited.
    timed_out: isOpen && now.getTime() - payment.createdAt.getTime() > PAYMENT_TIMING.timeoutMs,
    amount: payment.amount,
    mpesa_receipt: payment.mpesaReceipt,
    reference_number: payment.merchantReference,
    failure_reason: payment.failureReason,
    payment_method: payment.paymentMethod,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
  };
}

const paymentNotFound = () => notFound(PAYMENT_MESSAGES.paymentNotFound);

async function findOfKind(deps: Deps, id: number, kind: PaymentKindName): Promise<Payment> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw paymentNotFound();
  const payment = await deps.db.payment.findUnique({ where: { id } });
  if (!payment || payment.kind !== kind) throw paymentNotFound();
  return payment;
}

/** GET /payments/deposit-status/{id}/?session_id=: the signup session that started it, or 404. */
export async function getDepositStatus(
  deps: Deps,
  id: number,
  access: { sessionId: string | null; actor: Actor | null },
): Promise<PaymentStatusResult> {
  const payment = await findOfKind(deps, id, 'deposit');
  const bySession =
    access.sessionId !== null &&
    payment.registrationSessionId !== null &&
    payment.registrationSessionId === access.sessionId;
  const byTenant = access.actor !== null && payment.tenantId === access.actor.userId;
  if (!bySession && !byTenant) throw paymentNotFound();
  return toStatusResult(payment, nowOf(deps));
}

/** GET /payments/rent-status/{id}/: the tenant it belongs to (or who paid) or their landlord. */
export async function getRentStatus(deps: Deps, id: number, actor: Actor) {
  const payment = await findOfKind(deps, id, 'rent');
  const isTenant =
    actor.role === 'tenant' &&
    (payment.tenantId === actor.userId || payment.payerId === actor.userId);
  const isLandlord = actor.role === 'landlord' && payment.landlordId === actor.userId;
  if (!isTenant && !isLandlord) throw paymentNotFound();
  return toStatusResult(payment, nowOf(deps));
}

/** GET /payments/subscription-payments/{id}/: the landlord who owns it. */
export async function getSubscriptionPaymentStatus(deps: Deps, id: number, actor: Actor) {
  const payment = await findOfKind(deps, id, 'subscription');
  if (actor.role !== 'landlord' || payment.landlordId !== actor.userId) throw paymentNotFound();
  return toStatusResult(payment, nowOf(deps));
}

/** GET /payments/signup-subscription-status/{id}/?session_id=: the signup that started it. */
export async function getSignupSubscriptionStatus(deps: Deps, id: number, sessionId: string) {
  const payment = await findOfKind(deps, id, 'subscription');
  if (payment.registrationSessionId === null || payment.registrationSessionId !== sessionId)
    throw paymentNotFound();
  return toStatusResult(payment, nowOf(deps));
}

/** GET /payments/sms-purchases/{id}/: the landlord who bought the SMS pack (issue 25). */
export async function getSmsPurchaseStatus(deps: Deps, id: number, actor: Actor) {
  const payment = await findOfKind(deps, id, 'sms_credits');
  if (actor.role !== 'landlord' || payment.landlordId !== actor.userId) throw paymentNotFound();
  return toStatusResult(payment, nowOf(deps));
}
