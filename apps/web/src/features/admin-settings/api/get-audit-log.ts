import type { AuditLogPage } from '@pango/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

export const AUDIT_LOG_KEY = ['accounts', 'audit-log'] as const;

/** `memberId`: one team member's entries only (issue 23); null = everyone's. */
export const auditLogQuery = (page: number, memberId: number | null = null) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, page, memberId],
    queryFn: () =>
      api.get<AuditLogPage>('/accounts/audit-log/', {
        params: { page, member_id: memberId ?? undefined },
      }),
    // The page on screen stays while the next one loads: the list does not jump to a spinner.
    placeholderData: keepPreviousData,
    // The newest entries are the point: read afresh whenever Settings opens.
    staleTime: 0,
  });

/** GET /api/accounts/audit-log/?page=N&member_id=: one page of the activity, newest first. */
export function useAuditLog(page: number, memberId: number | null = null) {
  return useQuery(auditLogQuery(page, memberId));
}

/** A change saved anywhere on the page (till, account, reminders, password) shows in the log. */
export function useAuditLogFollowsChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
      }),
    [queryClient],
  );
}
