import type { CollectionSettings, CollectionSettingsInput, PayoutsPage } from '@pango/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// "Where rent lands" and "Collected for you" (issue 19 item 9b, ADR 026): one query and one key
// per endpoint.

const BASE = '/payments/payouts';

export const payoutKeys = {
  settings: ['payments', 'payouts', 'settings'] as const,
  list: (page: number) => ['payments', 'payouts', 'list', page] as const,
};

/** GET /api/payments/payouts/settings/ */
export const collectionSettingsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.settings,
    queryFn: () => api.get<CollectionSettings>(`${BASE}/settings/`),
  });

/** GET /api/payments/payouts/?page=N: months newest first. */
export const payoutsQuery = (page: number) =>
  queryOptions({
    queryKey: payoutKeys.list(page),
    queryFn: () => api.get<PayoutsPage>(`${BASE}/?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** PUT settings/: answers the settings, which replace the cached ones (nothing else changes). */
export function useSaveCollectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionSettingsInput) =>
      api.put<CollectionSettings>(`${BASE}/settings/`, body),
    onSuccess: (saved) => queryClient.setQueryData(payoutKeys.settings, saved),
  });
}
