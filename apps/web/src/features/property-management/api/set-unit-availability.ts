import type { UnitRead } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

type Input = { unitId: number; isAvailable: boolean };

/** PATCH /api/accounts/units/:id/availability/ (409 while a tenant is assigned). */
export function setUnitAvailability({ unitId, isAvailable }: Input): Promise<UnitRead> {
  return api.patch<UnitRead>(`/accounts/units/${unitId}/availability/`, {
    is_available: isAvailable,
  });
}

export function useSetUnitAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUnitAvailability,
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
