import { setTimeout as sleep } from 'node:timers/promises';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  type ErrorCode,
  type PaymentInitiationResult,
  type Language,
} from '@pango/shared';
import type { Payment } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { UNANSWERED_PUSH_REASON } from './confirm-payment.service.js';
import { ProviderUnansweredError, type InitiateInput } from './providers/provider.js';
import { providersOf, storedProviderOf, type PaymentKindName } from './providers/registry.js';
import { landlordStkProvider } from './providers/landlord-daraja.js';
import { isUniqueViolationOn, newMerchantReference, readMeta, toJson } from './payment-meta.js';
import { isPlatformCollected } from './payouts/payout-ledger.js';

// The one path from "the server has decided what is owed" to a provider: a payments row first
// (so every attempt is on record), then the provider, then the provider's references on the row.
// An idempotency key makes a retried request answer the same payment instead of a second one,
// and the purpose key makes any second start for the same payer, kind and purpose answer the
// payment still open for it (issue 17): a payer who taps Pay again is never charged twice.

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
  smsPack?: string | null;
  description: string;
  payer: InitiateInput['payer'];
  /** A payer without an account yet: the language their receipt goes in. */
  payerLanguage?: Language;
  idempotencyKey: string | null;
  /**
   * What the payment is for, e.g. `rent:<tenant>:<unit>` (see purposeKeys). While a payment with
   * this key is pending or processing, starting another answers that one, whatever its amount.
   */
  purposeKey: string;
  /**
   * Runs only when this start opens a new payment, before the provider is asked: a limit on new
   * charges (the signup deposit's PIN prompts per phone) never counts a start that answers the
   * open payment. A throw removes the row, which never reached a provider, and is passed on.
   */
  beforeProvider?: () => Promise<void>;
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

/** The keys of what a payment is for: one open payment per key (payments.active_purpose_key). */
export const purposeKeys = {
  signupDeposit: (sessionId: string, unitId: number) => `deposit:signup:${sessionId}:${unitId}`,
  tenantDeposit: (tenantId: number, unitId: number) => `deposit:tenant:${tenantId}:${unitId}`,
  rent: (tenantId: number, unitId: number) => `rent:${tenantId}:${unitId}`,
  subscription: (landlordId: number, plan: string) => `subscription:${landlordId}:${plan}`,
  smsPack: (landlordId: number, pack: string) => `sms:${landlordId}:${pack}`,
};

const reachedProvider = (payment: Payment) =>
  Boolean(payment.orderTrackingId ?? payment.checkoutRequestId);
const isOpen = (payment: Payment) =>
  payment.status === 'pending' || payment.status === 'processing';

// A second start may arrive while the first is still asking its provider: it waits for the
// hosted page, so both answer the same payment id and redirect_url. The first may make two calls
// in a row (a token, then the order), each bounded by the provider's time-out (ADR 035).
const openPaymentWaitMs = (deps: Deps) =>
  2 * Math.max(deps.env.PESAPAL_TIMEOUT_MS, deps.env.MPESA_TIMEOUT_MS) + 5_000;
const OPEN_PAYMENT_POLL_MS = 150;

function resultOf(payment: Payment, failureMessage: string): PaymentInitiationResult {
  if (!reachedProvider(payment) && (payment.status === 'failed' || payment.status === 'cancelled'))
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

/** The open payment once its provider has answered (or it ended), as the first start answered. */
async function answerOpen(deps: Deps, open: Payment, failureMessage: string) {
  let payment = open;
  const deadline = Date.now() + openPaymentWaitMs(deps);
  while (!reachedProvider(payment) && isOpen(payment) && Date.now() < deadline) {
    await sleep(OPEN_PAYMENT_POLL_MS);
    payment = (await deps.db.payment.findUnique({ where: { id: payment.id } })) ?? payment;
  }
  return resultOf(payment, failureMessage);
}

/**
 * The payment open for this purpose, if any. One that never reached its provider long after its
 * start was abandoned by a crashed request (no payer can pay it): it is closed, not answered.
 */
async function findOpenForPurpose(deps: Deps, purposeKey: string): Promise<Payment | null> {
  const open = await deps.db.payment.findUnique({ where: { activePurposeKey: purposeKey } });
  if (!open || reachedProvider(open)) return open;
  // created_at is written with the deps clock, so its age is read with it too.
  if (nowOf(deps).getTime() - open.createdAt.getTime() < openPaymentWaitMs(deps) * 2) return open;
  await deps.db.payment.updateMany({
    where: {
      id: open.id,
      status: { in: ['pending', 'processing'] },
      orderTrackingId: null,
      checkoutRequestId: null,
    },
    data: { status: 'failed', failureReason: 'initiation did not finish' },
  });
  return null;
}

export async function startPayment(
  deps: Deps,
  input: NewPayment,
): Promise<PaymentInitiationResult> {
  const existing = await findByKey(deps, input);
  if (existing) return answerOpen(deps, existing, input.failureMessage);
  // A bounded retry: a unique violation whose winner has already ended frees the key again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = await findOpenForPurpose(deps, input.purposeKey);
    if (open) return answerOpen(deps, open, input.failureMessage);
    const started = await createAndInitiate(deps, input);
    if (started) return started;
  }
  throw initiationFailed(input.failureMessage);
}

/**
 * The kind's provider; an STK push for rent or a deposit goes through the landlord's own Daraja
 * app when they set one up (the money lands in their paybill or till, ADR 025). Subscriptions
 * always pay the platform.
 */
async function providerForStart(deps: Deps, input: NewPayment) {
  const provider = providersOf(deps).forKind(input.kind);
  if (provider.name !== 'mpesa' || input.kind === 'subscription' || input.kind === 'sms_credits')
    return { provider, collectedByLandlord: false };
  const own = await landlordStkProvider(deps, input.landlordId);
  return own
    ? { provider: own, collectedByLandlord: true }
    : { provider, collectedByLandlord: false };
}

/** The payments row, then the provider; null when another start took this purpose meanwhile. */
async function createAndInitiate(
  deps: Deps,
  input: NewPayment,
): Promise<PaymentInitiationResult | null> {
  const { provider, collectedByLandlord } = await providerForStart(deps, input);
  const merchantReference = newMerchantReference(input.kind);
  // Where the money lands is decided now, not when it is credited (ADR 026).
  const platformCollected = isPlatformCollected(input, collectedByLandlord);
  let payment: Payment;
  try {
    payment = await deps.db.payment.create({
      data: {
        kind: input.kind,
        amount: input.amount,
        currency: 'KES',
        status: 'pending',
        provider: storedProviderOf(provider.name),
        collectedByLandlord,
        landlordId: input.landlordId,
        unitId: input.unitId ?? null,
        tenantId: input.tenantId ?? null,
        payerId: input.payerId ?? null,
        monthsCovered: input.monthsCovered ?? null,
        registrationSessionId: input.registrationSessionId ?? null,
        subscriptionPlan: input.subscriptionPlan ?? null,
        smsPack: input.smsPack ?? null,
        merchantReference,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        activePurposeKey: input.purposeKey,
        // The phone lets a late STK callback find a start whose push went unanswered.
        rawLastStatus: toJson({
          payer_email: input.payer.email ?? null,
          payer_msisdn: input.payer.msisdn ?? null,
          ...(input.payerLanguage ? { payer_language: input.payerLanguage } : {}),
        }),
        createdAt: nowOf(deps),
        platformCollected,
      },
    });
  } catch (err) {
    // The same request raced us with the same key: answer its payment.
    if (input.idempotencyKey && isUniqueViolationOn(err, 'idempotency_key')) {
      const winner = await deps.db.payment.findUnique({
        where: { idempotencyKey: input.idempotencyKey },
      });
      if (winner) return answerOpen(deps, winner, input.failureMessage);
    }
    // Another start for the same purpose committed first: the caller answers that one.
    if (isUniqueViolationOn(err, 'active_purpose_key')) return null;
    throw err;
  }
  if (input.beforeProvider) {
    try {
      await input.beforeProvider();
    } catch (err) {
      await deps.db.payment.delete({ where: { id: payment.id } });
      throw err;
    }
  }

  let started: Awaited<ReturnType<typeof provider.initiate>>;
  try {
    started = await provider.initiate({
      merchantReference,
      amount: input.amount,
      currency: 'KES',
      description: input.description,
      payer: input.payer,
      returnUrl: `${input.origin}${input.returnPath(payment.id)}`,
    });
  } catch (err) {
    deps.logger.error(
      { err, paymentId: payment.id, provider: provider.name },
      'payment initiation failed',
    );
    // An STK push without a clear answer may still ring the phone: closed with the reason its
    // callback looks for (ADR 035). Any other failure moved no money.
    const isUnansweredPush = err instanceof ProviderUnansweredError && provider.name === 'mpesa';
    const reason = isUnansweredPush
      ? UNANSWERED_PUSH_REASON
      : err instanceof Error
        ? err.message.slice(0, 500)
        : 'initiation failed';
    await deps.db.payment.updateMany({
      where: { id: payment.id, status: { in: ['pending', 'processing'] } },
      data: { status: 'failed', failureReason: reason },
    });
    throw initiationFailed(input.failureMessage);
  }
  // The provider accepted: an STK prompt is on the payer's phone. If the database cannot take its
  // ids now (an outage, a full pool), the error answers 503 and the row stays pending without
  // them, never failed: the push's callback adopts it by phone and amount (adoptUnansweredPush),
  // and a Pesapal order whose page never reached the payer moved no money and goes stale.
  const updated = await deps.db.payment.update({
    where: { id: payment.id },
    data: {
      orderTrackingId: started.orderTrackingId,
      checkoutRequestId: started.checkoutRequestId,
      merchantRequestId: started.merchantRequestId,
      rawLastStatus: toJson({
        payer_email: input.payer.email ?? null,
        ...(input.payerLanguage ? { payer_language: input.payerLanguage } : {}),
        redirect_url: started.redirectUrl,
        initiation: started.raw,
      }),
    },
  });
  return resultOf(updated, input.failureMessage);
}
