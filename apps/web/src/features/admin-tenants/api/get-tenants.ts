import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TenantPage } from '../types';
import { tenantKeys, type TenantListParams } from './keys';

/** The first page is enough for the screen's list; the server bounds page_size. */
const PAGE_SIZE = 100;

/** GET /api/accounts/tenants/?search=&property_id=&status= (the server filters and searches). */
export function getTenants({ status, search, propertyId }: TenantListParams): Promise<TenantPage> {
  return api.get<TenantPage>('/accounts/tenants/', {
    params: {
      status,
      search: search || undefined,
      property_id: propertyId ?? undefined,
      page_size: PAGE_SIZE,
    },
  });
}

export function useTenants(params: TenantListParams) {
  return useQuery({
    queryKey: tenantKeys.list(params),
    queryFn: () => getTenants(params),
    // Keeps the rows on screen while a new search is in flight instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
