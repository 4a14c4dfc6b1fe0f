import type { TenantDashboard } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Same key as the dashboard screen's query would use, so a saved move-in date refreshes both.
export const tenantDashboardQuery = () =>
  queryOptions({
    queryKey: ['tenant', 'dashboard'],
    queryFn: () => api.get<TenantDashboard>('/accounts/tenant/dashboard/'),
  });

/** GET /api/accounts/tenant/dashboard/: prefills the move-in date. */
export function useTenantDashboard() {
  return useQuery(tenantDashboardQuery());
}
