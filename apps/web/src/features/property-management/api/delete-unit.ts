import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

/** DELETE /api/accounts/units/:id/ (409 while a tenant is assigned). */
export function deleteUnit(unitId: number): Promise<void> {
  return api.delete<void>(`/accounts/units/${unitId}/`);
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
