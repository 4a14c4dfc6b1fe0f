import type { TenantPage } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The landlord's current tenants, one page of up to 100: who can be picked (email recipients, the
// tenant an unmatched M-Pesa payment is assigned to). One endpoint, one key, shared by features.

/** GET /api/accounts/tenants/?status=active&page_size=100 */
export const activeTenantsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: ['tenants', 'list', { status: 'active', property_id: propertyId, page_size: 100 }],
    queryFn: () =>
      api.get<TenantPage>('/accounts/tenants/', {
        params: { status: 'active', property_id: propertyId, page_size: 100 },
      }),
  });
