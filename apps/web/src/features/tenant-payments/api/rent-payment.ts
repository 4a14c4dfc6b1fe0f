import type { PaymentInitiationResult, PaymentStatusResult } from '@pango/shared';
import { api } from '@/lib/api-client';

export type RentPaymentBody = { amount: number; months?: number };

/** POST /api/payments/initiate-rent-payment/{unitId}/: the server checks the amount again. */
export function initiateRentPayment(unitId: number, body: RentPaymentBody) {
  return api.post<PaymentInitiationResult>(`/payments/initiate-rent-payment/${unitId}/`, body);
}

/** GET /api/payments/rent-status/{id}/ (polled every 3 s while the payment is pending). */
export function fetchRentStatus(paymentId: number) {
  return api.get<PaymentStatusResult>(`/payments/rent-status/${paymentId}/`);
}
