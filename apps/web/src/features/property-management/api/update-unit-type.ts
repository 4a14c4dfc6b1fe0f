import type { UnitTypeRead } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnitTypeInput } from './create-unit-type';
import { propertyKeys } from '@/lib/queries/properties';

/** PUT /api/accounts/unit-types/:id/ */
export function updateUnitType(id: number, input: UnitTypeInput): Promise<UnitTypeRead> {
  return api.put<UnitTypeRead>(`/accounts/unit-types/${id}/`, input);
}

export function useUpdateUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UnitTypeInput }) => updateUnitType(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
