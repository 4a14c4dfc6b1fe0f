import type { Page, PropertyRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROPERTIES_PATH = '/accounts/properties/';
/** The server's largest page: a landlord holds at most 25 properties on every plan but one. */
const PAGE_SIZE = 100;

/**
 * Everything read about properties sits under ['properties'], so a property or unit write that
 * invalidates `propertyKeys.all` refreshes the top bar's selector, every screen's property list
 * and the unit tables together.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  list: () => ['properties', 'list'] as const,
  allUnits: () => ['properties', 'units'] as const,
  units: (propertyId: number | null) => ['properties', 'units', propertyId ?? 'all'] as const,
  unitTypes: (propertyId: number) => ['properties', 'unit-types', propertyId] as const,
  /** Under ['properties']: every property or unit create refreshes the room left on the plan. */
  planRoom: () => ['properties', 'plan-room'] as const,
};

/** GET /api/accounts/properties/: the landlord's own properties, one cache entry for every screen. */
export const landlordPropertiesQuery = () =>
  queryOptions({
    queryKey: propertyKeys.list(),
    queryFn: () =>
      api.get<Page<PropertyRead>>(PROPERTIES_PATH, { params: { page_size: PAGE_SIZE } }),
  });

export function useLandlordProperties() {
  return useQuery(landlordPropertiesQuery());
}
