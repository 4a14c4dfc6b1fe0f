import type { DashboardStats } from '@pango/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DASHBOARD_PATH = '/accounts/dashboard/';

/** GET /api/accounts/dashboard/?property_id=: every card of the dashboard from one call. */
export const dashboardStatsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: ['dashboard', propertyId ?? 'all'],
    queryFn: () => api.get<DashboardStats>(DASHBOARD_PATH, { params: { property_id: propertyId } }),
  });

/** The figures for the selected property (null: all); the last figures stay while the next load. */
export function useDashboardStats(propertyId: number | null, isEnabled: boolean) {
  return useQuery({
    ...dashboardStatsQuery(propertyId),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
