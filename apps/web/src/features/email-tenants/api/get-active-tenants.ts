import type { TenantPage } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/accounts/tenants/?status=active&page_size=100: who can be picked as a recipient. */
export const activeTenantsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: ['tenants', 'list', { status: 'active', property_id: propertyId, page_size: 100 }],
    queryFn: () =>
      api.get<TenantPage>('/accounts/tenants/', {
        params: { status: 'active', property_id: propertyId, page_size: 100 },
      }),
  });

export function useActiveTenants(propertyId: number | null, isEnabled: boolean) {
  return useQuery({ ...activeTenantsQuery(propertyId), enabled: isEnabled });
}
