import type { MoveInDateInput } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantDashboardQuery } from './tenant-dashboard';

/** PATCH /api/accounts/tenant/move-in-date/ {move_in_date: 'YYYY-MM-DD'}. */
export function updateMoveInDate(input: MoveInDateInput): Promise<{ move_in_date: string }> {
  return api.patch<{ move_in_date: string }>('/accounts/tenant/move-in-date/', input);
}

export function useUpdateMoveInDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMoveInDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantDashboardQuery().queryKey }),
  });
}
