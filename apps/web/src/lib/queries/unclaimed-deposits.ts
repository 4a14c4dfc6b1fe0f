import type { AttachDepositInput, RefundDepositInput, UnclaimedDepositList } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The landlord's queue "Deposit received, signup not finished" (issue 17, ADR 018): one endpoint,
// one key. The Payments page's count and the queue screen read this same query.

const PATH = '/payments/unclaimed-deposits/';

export const unclaimedDepositKeys = {
  all: ['payments', 'unclaimed-deposits'] as const,
};

/** GET /api/payments/unclaimed-deposits/ */
export function unclaimedDepositsQuery() {
  return queryOptions({
    queryKey: unclaimedDepositKeys.all,
    queryFn: () => api.get<UnclaimedDepositList>(PATH),
  });
}

type Reply = { message: string };

/**
 * Attach (to an application) or record a refund. Invalidates the queue; an attached deposit also
 * changes the payments list (its client), the applications and tenants (deposit paid) and the
 * dashboard's recent transactions.
 */
export function useSettleUnclaimedDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'attach'; id: number; body: AttachDepositInput }
        | { kind: 'refund'; id: number; body: RefundDepositInput },
    ) => api.post<Reply>(`${PATH}${action.id}/${action.kind}/`, action.body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unclaimedDepositKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payments', 'rent-payments'] }),
        queryClient.invalidateQueries({ queryKey: ['tenants'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
