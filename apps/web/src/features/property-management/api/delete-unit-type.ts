import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

/** DELETE /api/accounts/unit-types/:id/ (409 while units use it). */
export function deleteUnitType(id: number): Promise<void> {
  return api.delete<void>(`/accounts/unit-types/${id}/`);
}

export function useDeleteUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
