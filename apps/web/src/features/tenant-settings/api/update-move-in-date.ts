import type { MoveInDateInput } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/queries/invalidate';
import { tenantDashboardKey } from '@/lib/queries/tenant-dashboard';

/** PATCH /api/accounts/tenant/move-in-date/ {move_in_date: 'YYYY-MM-DD'}. */
export function updateMoveInDate(input: MoveInDateInput): Promise<{ move_in_date: string }> {
  return api.patch<{ move_in_date: string }>('/accounts/tenant/move-in-date/', input);
}

/** The dashboard shows the move-in date (and this form is prefilled from it). */
export const updateMoveInDateInvalidates = [tenantDashboardKey] as const;

export function useUpdateMoveInDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMoveInDate,
    onSuccess: () => invalidate(queryClient, updateMoveInDateInvalidates),
  });
}
