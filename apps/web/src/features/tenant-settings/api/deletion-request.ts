import type { AccountDeletionRequestInput, AccountDeletionState } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The tenant's own "Delete my account" request (issue 22, ADR 036): only tenant Settings reads it,
// so it loads with that screen. One query and one key.

export const myDeletionRequestKey = ['tenant', 'deletion-request'] as const;

/** GET /api/accounts/tenant/deletion-request/ */
export const myDeletionRequestQuery = () =>
  queryOptions({
    queryKey: myDeletionRequestKey,
    queryFn: () => api.get<AccountDeletionState>('/accounts/tenant/deletion-request/'),
  });

/** POST: answers the new state, which replaces the cached one. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletionRequestInput) =>
      api.post<AccountDeletionState>('/accounts/tenant/deletion-request/', body),
    onSuccess: (state) => queryClient.setQueryData(myDeletionRequestKey, state),
  });
}

/** DELETE: withdraws a pending request; answers the new state. */
export function useWithdrawDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<AccountDeletionState>('/accounts/tenant/deletion-request/'),
    onSuccess: (state) => queryClient.setQueryData(myDeletionRequestKey, state),
  });
}
