import type {
  C2bAssignInput,
  C2bDismissInput,
  C2bQueueStatus,
  C2bRegisterResult,
  C2bSettings,
  C2bSettingsInput,
  C2bSimulateInput,
  C2bSimulateResult,
  C2bUnmatchedList,
  DarajaCredentialsInput,
} from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// M-Pesa Paybill / Till (issue 19): the landlord's settings and the Unmatched payments queue. One
// query and one key per endpoint; the Payments page's badge and the queue read the same query.

const BASE = '/payments/mpesa/c2b';

export const c2bKeys = {
  settings: ['payments', 'mpesa-c2b', 'settings'] as const,
  unmatched: ['payments', 'mpesa-c2b', 'unmatched'] as const,
};

/** GET /api/payments/mpesa/c2b/settings/ */
export const c2bSettingsQuery = () =>
  queryOptions({
    queryKey: c2bKeys.settings,
    queryFn: () => api.get<C2bSettings>(`${BASE}/settings/`),
  });

/** GET /api/payments/mpesa/c2b/unmatched/?status=unmatched|rejected (each tab; both counted). */
export const c2bUnmatchedQuery = (status: C2bQueueStatus = 'unmatched') =>
  queryOptions({
    queryKey: [...c2bKeys.unmatched, status] as const,
    queryFn: () => api.get<C2bUnmatchedList>(`${BASE}/unmatched/?status=${status}`),
  });

/** PUT settings/, POST rotate-token/: both answer the settings, which replace the cached ones. */
export function useSaveC2bSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: C2bSettingsInput) => api.put<C2bSettings>(`${BASE}/settings/`, body),
    onSuccess: (saved) => queryClient.setQueryData(c2bKeys.settings, saved),
  });
}

export function useRotateC2bToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<C2bSettings>(`${BASE}/rotate-token/`),
    onSuccess: (saved) => queryClient.setQueryData(c2bKeys.settings, saved),
  });
}

/** POST register/: changes nothing Pango shows, so it invalidates nothing. */
export function useRegisterC2bUrls() {
  return useMutation({
    mutationFn: () => api.post<C2bRegisterResult>(`${BASE}/register/`),
  });
}

/**
 * PUT/DELETE credentials/ (the landlord's own Daraja app, ADR 025): the answer carries no
 * settings, so the settings (has_credentials, the masked key) are fetched again.
 */
export function useSaveDarajaCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DarajaCredentialsInput) =>
      api.put<{ detail: string; consumer_key_masked: string }>(`${BASE}/credentials/`, body),
    onSuccess: () => invalidate(queryClient, [c2bKeys.settings]),
  });
}

export function useRemoveDarajaCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ detail: string }>(`${BASE}/credentials/`),
    onSuccess: () => invalidate(queryClient, [c2bKeys.settings]),
  });
}

/** What assigning or dismissing refreshes: the queue, and (assign) every view of payments. */
export const resolveUnmatchedInvalidates = [
  c2bKeys.unmatched,
  ['payments', 'rent-payments'],
  ['tenants'],
  ['dashboard'],
] as const;

export function useResolveUnmatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'assign'; id: number; body: C2bAssignInput }
        | { kind: 'dismiss'; id: number; body: C2bDismissInput },
    ) =>
      api.post<{ detail: string }>(`${BASE}/unmatched/${action.id}/${action.kind}/`, action.body),
    onSuccess: () => invalidate(queryClient, resolveUnmatchedInvalidates),
  });
}

/** POST simulate/: a payment arrives through the real path, so it changes what assigning does. */
export function useSimulateC2bPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: C2bSimulateInput) => api.post<C2bSimulateResult>(`${BASE}/simulate/`, body),
    onSuccess: () => invalidate(queryClient, resolveUnmatchedInvalidates),
  });
}
