import type {
  LandlordSubscriptionStatus,
  PaymentInitiationResult,
  PaymentStatusResult,
  PurchasablePlan,
} from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/payments/initiate-subscription-payment/ (the server checks the price again). */
export function initiateSubscriptionPayment(body: {
  subscription_type: PurchasablePlan;
  amount: number;
}) {
  return api.post<PaymentInitiationResult>('/payments/initiate-subscription-payment/', body);
}

/** GET /api/payments/subscription-payments/{id}/ (polled every 3 s). */
export function fetchSubscriptionPayment(paymentId: number) {
  return api.get<PaymentStatusResult>(`/payments/subscription-payments/${paymentId}/`);
}

/** The unit count prices the plan (basic costs more above 20 units). */
export function unitCountQuery() {
  return queryOptions({
    queryKey: ['subscription-payment', 'status'],
    queryFn: () => api.get<LandlordSubscriptionStatus>('/accounts/subscription/status/'),
    retry: false,
  });
}
