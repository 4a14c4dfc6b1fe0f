import type { BulkRentUpdateInput, BulkRentUpdateResult, UnitRent } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

/** PUT /api/payments/unit-rent-update/{id}/ */
export function useUpdateUnitRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rent }: { id: number; rent: number }) =>
      api.put<UnitRent>(`/payments/unit-rent-update/${id}/`, { rent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.allUnits() }),
  });
}

export const BULK_PATH = '/payments/bulk-rent-update/';

/** POST /api/payments/bulk-rent-update/ with preview_only true: what would change, nothing written. */
export function previewBulkRentUpdate(input: Omit<BulkRentUpdateInput, 'preview_only'>) {
  return api.post<BulkRentUpdateResult>(BULK_PATH, { ...input, preview_only: true });
}

/** The same call with preview_only false: one transaction on the server. */
export function useBulkRentUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<BulkRentUpdateInput, 'preview_only'>) =>
      api.post<BulkRentUpdateResult>(BULK_PATH, { ...input, preview_only: false }),
    // Spec: the units list is reloaded afterwards, whatever the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyKeys.allUnits() }),
  });
}
