import type { GiveNoticeInput, TenancySummary } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/queries/invalidate';

/** POST /api/accounts/tenants/{id}/notice/ {move_out_date}: answers the tenancy. */
export function recordNotice(tenantId: number, input: GiveNoticeInput): Promise<TenancySummary> {
  return api.post<TenancySummary>(`/accounts/tenants/${tenantId}/notice/`, input);
}

/** Every tenants screen: the details page shows the tenancy's state from its own answer. */
export const recordNoticeInvalidates = [['tenants']] as const;

export function useRecordNotice(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveNoticeInput) => recordNotice(tenantId, input),
    onSuccess: () => invalidate(queryClient, recordNoticeInvalidates),
  });
}
