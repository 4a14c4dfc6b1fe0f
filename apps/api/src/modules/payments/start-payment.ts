import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  type ErrorCode,
  type PaymentInitiationResult,
} from '@pango/shared';
import type { Payment } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { InitiateInput } from './providers/provider.js';
import { providersOf, storedProviderOf, type PaymentKindName } from './providers/registry.js';
import { isUniqueViolationOn, newMerchantReference, readMeta, toJson } from './payment-meta.js';

// The one path from "the server has decided what is owed" to a provider: a payments row first
// (so every attempt is on record), then the provider, then the provider's references on the row.
// An idempotency key makes a retried request answer the same payment instead of a second one.

export type NewPayment = {
  kind: PaymentKindName;
  amount: number;
  landlordId: number;
  unitId?: number | null;
  tenantId?: number | null;
  payerId?: number | null;
  monthsCovered?: number | null;
  registrationSessionId?: string | null;
  subscriptionPlan?: string | null;
  description: string;
  payer: InitiateInput['payer'];
  idempotencyKey: string | null;
  /** A key whose payment failed or was cancelled may start a new attempt (signup deposit). */
  isRetryAfterFailureAllowed?: boolean;
  /** Web origin the payer returns to, and the path there (given the new payment's id). */
  origin: string;
  returnPath: (paymentId: number) => string;
  /** The spec's default failure sentence for this kind of payment. */
  failureMessage: string;
};

/** A refusal the payment screens can show: the one error shape plus the spec's error/details. */
export function paymentRefusal(
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
): AppError {
  return new AppError(status, code, message, {
    ...(field ? { errors: { [field]: [message] } } : {}),
    success: false,
    error: message,
    details: message,
  });
}

const initiationFailed = (message: string) =>
  new AppError(502, ERROR_CODES.paymentsUnavailable, message, {
    success: false,
    error: message,
    details: PAYMENT_MESSAGES.paymentProcessingError,
  });

function resultOf(payment: Payment, failureMessage: string): PaymentInitiationResult {
  const reachedProvider = Boolean(payment.orderTrackingId ?? payment.checkoutRequestId);
  if (!reachedProvider && (payment.status === 'failed' || payment.status === 'cancelled'))
    throw initiationFailed(failureMessage);
  return {
    success: true,
    payment_id: payment.id,
    redirect_url: readMeta(payment.rawLastStatus).redirect_url ?? null,
    order_tracking_id: payment.orderTrackingId,
    checkout_request_id: payment.checkoutRequestId,
  };
}

async function findByKey(deps: Deps, input: NewPayment): Promise<Payment | null> {
  if (!input.idempotencyKey) return null;
  const existing = await deps.db.payment.findUnique({
    where: { idempotencyKey: input.idempotencyKey },
  });
  if (!existing) return null;
  const isOver = existing.status === 'failed' || existing.status === 'cancelled';
  if (!isOver || !input.isRetryAfterFailureAllowed) return existing;
  // Free the key so this attempt gets it; the failed row keeps its history.
  await deps.db.payment.updateMany({
    where: { id: existing.id, idempotencyKey: input.idempotencyKey },
    data: { idempotencyKey: null },
  });
  return null;
}

export async function startPayment(
  deps: Deps,
  input: NewPayment,
): Promise<PaymentInitiationResult> {
  const existing = await findByKey(deps, input);
  if (existing) return resultOf(existing, input.failureMessage);

  const provider = providersOf(deps).forKind(input.kind);
  const merchantReference = newMerchantReference(input.kind);
  let payment: Payment;
  try {
    payment = await deps.db.payment.create({
      data: {
        kind: input.kind,
        amount: input.amount,
        currency: 'KES',
        status: 'pending',
        provider: storedProviderOf(provider.name),
        landlordId: input.landlordId,
        unitId: input.unitId ?? null,
        tenantId: input.tenantId ?? null,
        payerId: input.payerId ?? null,
        monthsCovered: input.monthsCovered ?? null,
        registrationSessionId: input.registrationSessionId ?? null,
        subscriptionPlan: input.subscriptionPlan ?? null,
        merchantReference,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        rawLastStatus: toJson({ payer_email: input.payer.email ?? null }),
        createdAt: nowOf(deps),
      },
    });
  } catch (err) {
    // The same request raced us with the same key: answer its payment.
    if (input.idempotencyKey && isUniqueViolationOn(err, 'idempotency_key')) {
      const winner = await deps.db.payment.findUnique({
        where: { idempotencyKey: input.idempotencyKey },
      });
      if (winner) return resultOf(winner, input.failureMessage);
    }
    throw err;
  }

  try {
    const started = await provider.initiate({
      merchantReference,
      amount: input.amount,
      currency: 'KES',
      description: input.description,
      payer: input.payer,
      returnUrl: `${input.origin}${input.returnPath(payment.id)}`,
    });
    const updated = await deps.db.payment.update({
      where: { id: payment.id },
      data: {
        orderTrackingId: started.orderTrackingId,
        checkoutRequestId: started.checkoutRequestId,
        merchantRequestId: started.merchantRequestId,
        rawLastStatus: toJson({
          payer_email: input.payer.email ?? null,
          redirect_url: started.redirectUrl,
          initiation: started.raw,
        }),
      },
    });
    return resultOf(updated, input.failureMessage);
  } catch (err) {
    deps.logger.error(
      { err, paymentId: payment.id, provider: provider.name },
      'payment initiation failed',
    );
    const reason = err instanceof Error ? err.message.slice(0, 500) : 'initiation failed';
    await deps.db.payment.updateMany({
      where: { id: payment.id, status: { in: ['pending', 'processing'] } },
      data: { status: 'failed', failureReason: reason },
    });
    throw initiationFailed(input.failureMessage);
  }
}
