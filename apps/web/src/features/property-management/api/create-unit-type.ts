import type { UnitTypeRead } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

export type UnitTypeInput = {
  name: string;
  rent: number;
  deposit: number;
  description: string;
  property_id: number;
};

/** POST /api/accounts/unit-types/ (the spec's form always sends number_of_units: 0). */
export function createUnitType(input: UnitTypeInput): Promise<UnitTypeRead> {
  return api.post<UnitTypeRead>('/accounts/unit-types/', { ...input, number_of_units: 0 });
}

export function useCreateUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnitType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
