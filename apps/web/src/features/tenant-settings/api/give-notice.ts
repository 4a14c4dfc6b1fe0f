import type { GiveNoticeInput, TenancySummary } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/queries/invalidate';
import { tenantDashboardKey } from '@/lib/queries/tenant-dashboard';

/** POST /api/accounts/tenant/notice/ {move_out_date: 'YYYY-MM-DD'}: answers the tenancy. */
export function giveNotice(input: GiveNoticeInput): Promise<TenancySummary> {
  return api.post<TenancySummary>('/accounts/tenant/notice/', input);
}

/** The dashboard answer carries the tenancy (this section reads it from there). */
export const giveNoticeInvalidates = [tenantDashboardKey] as const;

export function useGiveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveNotice,
    onSuccess: () => invalidate(queryClient, giveNoticeInvalidates),
  });
}
