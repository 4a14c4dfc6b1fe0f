import type { UnitTypeRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

/** GET /api/accounts/unit-types/?property_id=: the property's room types and the landlord-wide ones. */
export function getUnitTypes(propertyId: number): Promise<UnitTypeRead[]> {
  return api.get<UnitTypeRead[]>('/accounts/unit-types/', { params: { property_id: propertyId } });
}

export const unitTypesQuery = (propertyId: number) =>
  queryOptions({
    queryKey: propertyKeys.unitTypes(propertyId),
    queryFn: () => getUnitTypes(propertyId),
  });

export function useUnitTypes(propertyId: number | null) {
  return useQuery({ ...unitTypesQuery(propertyId ?? 0), enabled: propertyId !== null });
}
