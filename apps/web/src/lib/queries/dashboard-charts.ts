import type { DashboardCharts } from '@pango/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Loaded with the dashboard's lazy charts chunk, not with /admin (vite.config.ts `queries` group).

export const DASHBOARD_CHARTS_PATH = '/accounts/dashboard/charts/';

/** GET /api/accounts/dashboard/charts/?property_id=: 12 months of billed, collected, occupancy. */
export const dashboardChartsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: ['dashboard', 'charts', propertyId ?? 'all'],
    queryFn: () =>
      api.get<DashboardCharts>(DASHBOARD_CHARTS_PATH, { params: { property_id: propertyId } }),
  });

/** The charts of the selected property (null: all); the last figures stay during the next load. */
export function useDashboardCharts(propertyId: number | null, isEnabled: boolean) {
  return useQuery({
    ...dashboardChartsQuery(propertyId),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
