import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The tenant's own KRA PIN (issue 24, ADR 039): only this Settings screen reads it, so it lives
// with the screen's chunk (a file of its own would lengthen /tenant's start-up preload lists).

const PATH = '/accounts/tenant/kra-pin/';
type KraPin = { kra_pin: string | null };

export const myKraPinQuery = () =>
  queryOptions({ queryKey: ['tenant', 'kra-pin'], queryFn: () => api.get<KraPin>(PATH) });

/** GET /api/accounts/tenant/kra-pin/ */
export function useMyKraPin() {
  return useQuery(myKraPinQuery());
}

/** PUT /api/accounts/tenant/kra-pin/ (blank clears it); the answer is the saved PIN. */
export function useSaveMyKraPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kraPin: string) => api.put<KraPin>(PATH, { kra_pin: kraPin }),
    onSuccess: (saved) => queryClient.setQueryData(myKraPinQuery().queryKey, saved),
  });
}
