import type { DataRetention, DataRetentionInput } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// How long former tenants' ID documents are kept (issue 22). One query and one key.

export const dataRetentionKey = ['accounts', 'data-retention'] as const;

/** GET /api/accounts/data-retention/ */
export const dataRetentionQuery = () =>
  queryOptions({
    queryKey: dataRetentionKey,
    queryFn: () => api.get<DataRetention>('/accounts/data-retention/'),
  });

/** PUT /api/accounts/data-retention/: answers the setting, which replaces the cached one. */
export function useSaveDataRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRetentionInput) =>
      api.put<DataRetention>('/accounts/data-retention/', body),
    onSuccess: (saved) => queryClient.setQueryData(dataRetentionKey, saved),
  });
}
