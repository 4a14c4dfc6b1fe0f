import {
  PAYMENT_MESSAGES,
  type PaymentInitiationResult,
  type PaymentStatusResult,
} from '@pango/shared';
import { firstMessage, isApiError } from '@/lib/api-error';

/** A payment fails only on the server's word; the provider's window never decides it. */
export type FailureReason = 'initiation' | 'payment';

/**
 * The payment flow of seed 001 and 002 section 4: idle, then redirecting (initiation succeeded and
 * the payment window opens), then pending (polled), then success, failed or timed_out. timed_out
 * is not a failure: the payment may still complete, and "Check again" asks the server once more.
 */
export type PaymentFlowState =
  | { phase: 'idle' }
  | { phase: 'initiating' }
  | { phase: 'redirecting'; paymentId: number }
  | {
      phase: 'pending';
      paymentId: number;
      /** The server's last answer: pending (waiting for the payer) or processing. */
      status: 'pending' | 'processing';
    }
  | { phase: 'success'; paymentId: number; result: PaymentStatusResult }
  | {
      phase: 'failed';
      paymentId: number | null;
      message: string;
      /** Where it failed: the initiation, or the server's answer (failed or cancelled). */
      reason: FailureReason;
    }
  | { phase: 'timed_out'; paymentId: number };

export type PaymentPhase = PaymentFlowState['phase'];

/** True while a payment is under way (Pay buttons stay disabled). */
export function isPaymentBusy(state: PaymentFlowState): boolean {
  return state.phase === 'initiating' || state.phase === 'redirecting' || state.phase === 'pending';
}

/**
 * What an initiation failure says: the server's error, details, message or detail (in the order
 * the spec's screens read them), else the screen's default.
 */
export function initiationErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const body = error.body;
    const fromBody =
      firstMessage(body?.error) ??
      firstMessage(body?.details) ??
      firstMessage(body?.message) ??
      firstMessage(body?.detail);
    return fromBody ?? fallback;
  }
  return fallback;
}

/** A 200 answer can still refuse: success false with error or details. */
export function refusedInitiationMessage(result: PaymentInitiationResult, fallback: string) {
  return firstMessage(result.error) ?? firstMessage(result.details) ?? fallback;
}

/** failed or cancelled: the provider's reason, else the spec's default. */
export function failureMessageOf(result: PaymentStatusResult): string {
  return firstMessage(result.failure_reason) ?? PAYMENT_MESSAGES.paymentFailed;
}
