import type {
  InitiateDepositRegistrationSchema,
  PaymentInitiationResult,
  PaymentStatusResult,
} from '@pango/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type DepositPaymentBody = z.input<typeof InitiateDepositRegistrationSchema>;

/** POST /api/payments/initiate-deposit-registration/: the deposit of the chosen room (public). */
export function initiateDepositRegistration(body: DepositPaymentBody) {
  return api.post<PaymentInitiationResult>('/payments/initiate-deposit-registration/', body, {
    auth: false,
  });
}

/** GET /api/payments/deposit-status/{id}/?session_id=…: only this signup may read its payment. */
export function fetchDepositStatus(paymentId: number, sessionId: string) {
  return api.get<PaymentStatusResult>(`/payments/deposit-status/${paymentId}/`, {
    params: { session_id: sessionId },
    auth: false,
  });
}
