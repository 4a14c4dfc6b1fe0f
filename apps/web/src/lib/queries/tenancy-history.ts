import type { TenancyHistoryPage } from '@pango/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A tenant's tenancies and a unit's tenancies (issue 18), read by the tenant details page and the
// unit's history dialog. Keys sit under ['tenants'] and ['properties']: the mutations that start or
// end a tenancy (approve, assign, evict, remove, move-out) already invalidate those roots.

export const TENANCY_HISTORY_PAGE_SIZE = 20;

export const tenancyHistoryKeys = {
  tenant: (tenantId: number, page: number) => ['tenants', 'tenancies', tenantId, page] as const,
  unit: (unitId: number, page: number) => ['properties', 'unit-tenancies', unitId, page] as const,
};

const isId = (id: number) => Number.isInteger(id) && id > 0;
const params = (page: number) => ({ page, page_size: TENANCY_HISTORY_PAGE_SIZE });

/** GET /api/accounts/tenants/{id}/tenancies/: newest first, one page. */
export const tenantTenanciesQuery = (tenantId: number, page: number) =>
  queryOptions({
    queryKey: tenancyHistoryKeys.tenant(tenantId, page),
    queryFn: () =>
      api.get<TenancyHistoryPage>(`/accounts/tenants/${tenantId}/tenancies/`, {
        params: params(page),
      }),
    enabled: isId(tenantId),
    placeholderData: keepPreviousData,
  });

/** GET /api/accounts/units/{id}/tenancies/: the unit's history, newest first, one page. */
export const unitTenanciesQuery = (unitId: number, page: number) =>
  queryOptions({
    queryKey: tenancyHistoryKeys.unit(unitId, page),
    queryFn: () =>
      api.get<TenancyHistoryPage>(`/accounts/units/${unitId}/tenancies/`, {
        params: params(page),
      }),
    enabled: isId(unitId),
    placeholderData: keepPreviousData,
  });

export function useTenantTenancies(tenantId: number, page: number) {
  return useQuery(tenantTenanciesQuery(tenantId, page));
}

export function useUnitTenancies(unitId: number | null, page: number) {
  return useQuery({
    ...unitTenanciesQuery(unitId ?? 0, page),
    enabled: unitId !== null && isId(unitId),
  });
}

/** Pages in a history answer (the server bounds the page size). */
export const tenancyPageCount = (count: number) =>
  Math.max(1, Math.ceil(count / TENANCY_HISTORY_PAGE_SIZE));
