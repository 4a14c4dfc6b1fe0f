import type { TenantDashboard } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DEVICE_CACHE_KEYS } from '@/lib/session';

export const TENANT_DASHBOARD_PATH = '/accounts/tenant/dashboard/';

/** One key for /tenant and the settings screen that prefills the move-in date from it. */
export const tenantDashboardKey = ['tenant-dashboard'] as const;

type Snapshot = { at: number; data: TenantDashboard };
const snapshot = (): Snapshot | undefined => {
  try {
    return JSON.parse(localStorage.getItem(DEVICE_CACHE_KEYS.tenantDashboard)!) ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/accounts/tenant/dashboard/: everything /tenant shows; rent comes from the ledger.
 * The last answer is kept on the device (ADR 043; removed at sign-out, lib/session.ts): a
 * returning tenant sees it at once, with its time, even offline, while it refreshes.
 */
export const tenantDashboardQuery = () =>
  queryOptions({
    queryKey: tenantDashboardKey,
    queryFn: async () => {
      const data = await api.get<TenantDashboard>(TENANT_DASHBOARD_PATH);
      try {
        localStorage.setItem(
          DEVICE_CACHE_KEYS.tenantDashboard,
          JSON.stringify({ at: Date.now(), data }),
        );
      } catch {
        // storage full or disabled: nothing kept for next time
      }
      return data;
    },
    initialData: () => snapshot()?.data,
    initialDataUpdatedAt: () => snapshot()?.at,
    // Data from the device (no fetch yet) is refreshed at once; fetched data keeps the app's 30 s.
    staleTime: (query) => (query.state.dataUpdateCount ? 30_000 : 0),
  });

export function useTenantDashboard() {
  return useQuery(tenantDashboardQuery());
}
