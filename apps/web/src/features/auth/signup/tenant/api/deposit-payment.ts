import type {
  InitiateDepositRegistrationSchema,
  PaymentInitiationResult,
  PaymentStatusResult,
} from '@pango/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n/language';

export type DepositPaymentBody = z.input<typeof InitiateDepositRegistrationSchema>;

/** POST /api/payments/initiate-deposit-registration/: the deposit of the chosen room (public). */
export function initiateDepositRegistration(body: DepositPaymentBody) {
  // The receipt goes before the account exists: in the language the applicant signs up in.
  return api.post<PaymentInitiationResult>(
    '/payments/initiate-deposit-registration/',
    { ...body, language: getLanguage() },
    { auth: false },
  );
}

/** GET /api/payments/deposit-status/{id}/?session_id=…: only this signup may read its payment. */
export function fetchDepositStatus(paymentId: number, sessionId: string) {
  return api.get<PaymentStatusResult>(`/payments/deposit-status/${paymentId}/`, {
    params: { session_id: sessionId },
    auth: false,
  });
}
