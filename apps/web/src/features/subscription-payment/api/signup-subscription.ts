import type { PaymentInitiationResult, PaymentStatusResult } from '@pango/shared';
import { api } from '@/lib/api-client';

export type SignupSubscriptionBody = {
  amount: number;
  phone_number: string;
  session_id: string;
  email: string;
  landlord_id: number;
};

/** POST /api/payments/initiate-signup-subscription/ (public; the signup session vouches). */
export function initiateSignupSubscription(body: SignupSubscriptionBody) {
  return api.post<PaymentInitiationResult>('/payments/initiate-signup-subscription/', body, {
    auth: false,
  });
}

/** GET /api/payments/signup-subscription-status/{id}/?session_id=… */
export function fetchSignupSubscriptionStatus(paymentId: number, sessionId: string) {
  return api.get<PaymentStatusResult>(`/payments/signup-subscription-status/${paymentId}/`, {
    params: { session_id: sessionId },
    auth: false,
  });
}
