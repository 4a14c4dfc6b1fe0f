import type { AccountDeletionPage, AccountDeletionRow, AccountDeletionStatus } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// Tenants' "Delete my account" requests as their landlord sees them (issue 22, ADR 036): admin
// Settings and the tenant's profile read the one endpoint. One query and one key.

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
