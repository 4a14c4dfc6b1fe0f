import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantKeys } from './keys';

export type RentDeadlineInput = { unitId: number; rentDueDate: string };

/** PUT /api/accounts/units/:unitId/ {rent_due_date: 'YYYY-MM-DD'} */
export function updateRentDeadline({ unitId, rentDueDate }: RentDeadlineInput) {
  return api.put<unknown>(`/accounts/units/${unitId}/`, { rent_due_date: rentDueDate });
}

export function useUpdateRentDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRentDeadline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
