import type {
  AccountDeletionPage,
  AccountDeletionRequestInput,
  AccountDeletionRow,
  AccountDeletionState,
  AccountDeletionStatus,
} from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// "Delete my account" (issue 22, ADR 036): the tenant's own request, and the landlord's list of
// their tenants' requests. One query and one key per endpoint.

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

export type DeletionRequestFilter = {
  status?: AccountDeletionStatus;
  tenantId?: number;
  page?: number;
};

/** Under ['tenants']: an erasure renames the tenant everywhere the landlord sees them. */
export const deletionRequestsKeys = {
  all: ['tenants', 'deletion-requests'] as const,
  list: (f: DeletionRequestFilter) =>
    ['tenants', 'deletion-requests', f.status ?? 'all', f.tenantId ?? 'all', f.page ?? 1] as const,
};

/** GET /api/accounts/deletion-requests/?status=&tenant_id=&page= */
export const deletionRequestsQuery = (f: DeletionRequestFilter = {}) =>
  queryOptions({
    queryKey: deletionRequestsKeys.list(f),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(f.page ?? 1) });
      if (f.status) params.set('status', f.status);
      if (f.tenantId) params.set('tenant_id', String(f.tenantId));
      return api.get<AccountDeletionPage>(`/accounts/deletion-requests/?${params}`);
    },
  });

/** POST .../{id}/erase/: the tenant's name changes on every landlord screen (['tenants']). */
export function useEraseNow() {
  const queryClient = useQueryClient();
  const invalidates = [['tenants']];
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AccountDeletionRow>(`/accounts/deletion-requests/${id}/erase/`),
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
