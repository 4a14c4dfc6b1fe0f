import type { ManualPaymentData, ManualPaymentResult } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// POST /api/payments/manual/: a payment the landlord records by hand (issue 19 item 7).

/**
 * A recorded payment moves the tenant's balance and transactions (everything under ['tenants']:
 * the list's rent figures, the details page, the statement), the Payments list and the dashboard.
 */
export const recordManualPaymentInvalidates = [
  ['tenants'],
  ['payments', 'rent-payments'],
  ['dashboard'],
] as const;

export function useRecordManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualPaymentData) =>
      api.post<ManualPaymentResult>('/payments/manual/', body),
    onSuccess: () => invalidate(queryClient, recordManualPaymentInvalidates),
  });
}
