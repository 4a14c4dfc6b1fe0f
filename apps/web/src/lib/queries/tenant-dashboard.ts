import type { TenantDashboard } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TENANT_DASHBOARD_PATH = '/accounts/tenant/dashboard/';

/** One key for /tenant and the settings screen that prefills the move-in date from it. */
export const tenantDashboardKey = ['tenant-dashboard'] as const;

/** GET /api/accounts/tenant/dashboard/: everything /tenant shows; rent comes from the ledger. */
export const tenantDashboardQuery = () =>
  queryOptions({
    queryKey: tenantDashboardKey,
    queryFn: () => api.get<TenantDashboard>(TENANT_DASHBOARD_PATH),
  });

export function useTenantDashboard() {
  return useQuery(tenantDashboardQuery());
}
