import type { AuditLogPage } from '@pango/shared';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

export const AUDIT_LOG_KEY = ['accounts', 'audit-log'] as const;

export const auditLogQuery = () =>
  infiniteQueryOptions({
    queryKey: AUDIT_LOG_KEY,
    queryFn: ({ pageParam }) =>
      api.get<AuditLogPage>('/accounts/audit-log/', { params: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageParam) => (last.next ? lastPageParam + 1 : undefined),
    // The newest entries are the point: read afresh whenever Settings opens.
    staleTime: 0,
  });

/** GET /api/accounts/audit-log/?page=N: the landlord's activity, newest first, 25 a page. */
export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery());
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
