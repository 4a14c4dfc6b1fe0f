import type { PaymentInitiationResult } from '@pango/shared';
import { api } from '@/lib/api-client';

export type SignupSubscriptionBody = {
  amount: number;
  phone_number: string;
  session_id: string;
  email: string;
  landlord_id: number;
};

/**
 * POST /api/payments/initiate-signup-subscription/: the subscription payment when the email had
 * its free trial already (seed 000 section 4). Public: the signup session vouches for the caller.
 */
export function initiateSignupSubscription(body: SignupSubscriptionBody) {
  return api.post<PaymentInitiationResult>('/payments/initiate-signup-subscription/', body, {
    auth: false,
  });
}
