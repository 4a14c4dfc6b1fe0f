import type { Page, PropertyRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/accounts/properties/?page_size=100, under the same key as the top bar's selector (its
 * feature cannot be imported), so the list is fetched once and shared through the cache.
 */
export const landlordPropertiesQuery = () =>
  queryOptions({
    queryKey: ['properties', { page_size: 100 }],
    queryFn: () =>
      api.get<Page<PropertyRead>>('/accounts/properties/', { params: { page_size: 100 } }),
  });

export function useLandlordProperties() {
  return useQuery(landlordPropertiesQuery());
}
