import type { TenantDashboard } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TENANT_DASHBOARD_PATH = '/accounts/tenant/dashboard/';

/** GET /api/accounts/tenant/dashboard/: everything /tenant shows; rent comes from the ledger. */
export function tenantDashboardQuery() {
  return queryOptions({
    queryKey: ['tenant-dashboard'],
    queryFn: () => api.get<TenantDashboard>(TENANT_DASHBOARD_PATH),
  });
}

export function useTenantDashboard() {
  return useQuery(tenantDashboardQuery());
}
