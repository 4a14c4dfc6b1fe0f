import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/communication/sms-interest/';

export type SmsInterest = { pack: string; registered_at: string };
export type SmsInterestRegistered = SmsInterest & { message: string; is_new: boolean };

export const smsInterestQuery = () =>
  queryOptions({
    queryKey: ['communication', 'sms-interest'],
    queryFn: () => api.get<{ results: SmsInterest[] }>(PATH),
  });

/** GET /api/communication/sms-interest/: the packs this landlord registered for. */
export function useSmsInterest() {
  return useQuery(smsInterestQuery());
}

/** POST /api/communication/sms-interest/ {pack}: stored, and confirmed by email the first time. */
export function registerSmsInterest(pack: string): Promise<SmsInterestRegistered> {
  return api.post<SmsInterestRegistered>(PATH, { pack });
}

export function useRegisterSmsInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerSmsInterest,
    onSuccess: (registered) =>
      queryClient.setQueryData(smsInterestQuery().queryKey, (old) => {
        const results = old?.results ?? [];
        if (results.some((row) => row.pack === registered.pack)) return old;
        return {
          results: [...results, { pack: registered.pack, registered_at: registered.registered_at }],
        };
      }),
  });
}
