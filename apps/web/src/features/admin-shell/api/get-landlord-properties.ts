import type { Page, PropertyRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROPERTIES_PATH = '/accounts/properties/';

/**
 * GET /api/accounts/properties/?page_size=100: the landlord's properties for the top bar's
 * selector (100 is the server's largest page; more properties than that is beyond every plan but
 * the unlimited ones). The key starts with 'properties' so any property write that invalidates
 * ['properties'] refreshes the selector too.
 */
export const landlordPropertiesQuery = () =>
  queryOptions({
    queryKey: ['properties', { page_size: 100 }],
    queryFn: () => api.get<Page<PropertyRead>>(PROPERTIES_PATH, { params: { page_size: 100 } }),
  });

export function useLandlordProperties() {
  return useQuery(landlordPropertiesQuery());
}
