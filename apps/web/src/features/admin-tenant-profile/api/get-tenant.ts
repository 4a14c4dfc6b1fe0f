import type { TenantDetail, TenantTransactions } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantProfileKeys } from './keys';

/** GET /api/accounts/tenants/{id}/ (404 for an unknown or another landlord's tenant). */
export function useTenantDetail(id: number) {
  return useQuery({
    queryKey: tenantProfileKeys.detail(id),
    queryFn: () => api.get<TenantDetail>(`/accounts/tenants/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/accounts/tenants/{id}/transactions/ (newest first, bounded by the server). */
export function useTenantTransactions(id: number) {
  return useQuery({
    queryKey: tenantProfileKeys.transactions(id),
    queryFn: () => api.get<TenantTransactions>(`/accounts/tenants/${id}/transactions/`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const statementPath = (id: number) => `/accounts/tenants/${id}/statement.csv`;
