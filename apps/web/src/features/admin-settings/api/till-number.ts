import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TillNumber = { mpesa_till_number: string | null };

export const tillNumberQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'till-number'],
    queryFn: () => api.get<TillNumber>('/accounts/till-number/'),
  });

/** GET /api/accounts/till-number/ */
export function useTillNumber(enabled = true) {
  return useQuery({ ...tillNumberQuery(), enabled });
}

/** PATCH /api/accounts/till-number/update/ (blank removes the till). */
export function updateTillNumber(tillNumber: string): Promise<TillNumber> {
  return api.patch<TillNumber>('/accounts/till-number/update/', {
    mpesa_till_number: tillNumber,
  });
}

export function useUpdateTillNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTillNumber,
    onSuccess: (saved) => queryClient.setQueryData(tillNumberQuery().queryKey, saved),
  });
}
