import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantKeys } from './keys';

/** DELETE /api/accounts/users/:id/delete/ (ends the tenancy, frees the unit, keeps the ledger). */
export function evictTenant(tenantId: number): Promise<unknown> {
  return api.delete<unknown>(`/accounts/users/${tenantId}/delete/`);
}

export function useEvictTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evictTenant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
