import type { LedgerAdjustmentInput, LedgerAdjustmentRead } from '@pango/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// Waivers and one-off charges or credits (issue 20, item 4; ADR 029).

/**
 * A ledger line changes what the tenant owes: the tenant's details and statement (['tenants']),
 * the dashboard's figures and the payments screens reading the ledger.
 */
export const ledgerAdjustmentInvalidates: readonly QueryKey[] = [
  ['tenants'],
  ['dashboard'],
  ['payments'],
];

/** POST /api/accounts/tenancies/{id}/ledger-adjustments/ */
export function useAddLedgerAdjustment(tenancyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LedgerAdjustmentInput) =>
      api.post<LedgerAdjustmentRead>(`/accounts/tenancies/${tenancyId}/ledger-adjustments/`, body),
    onSuccess: () => invalidate(queryClient, ledgerAdjustmentInvalidates),
  });
}
