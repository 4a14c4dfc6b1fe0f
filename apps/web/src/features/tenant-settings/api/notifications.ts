import type { NotificationPrefs } from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NotificationPreferences = NotificationPrefs;

const PATH = '/accounts/tenant/notifications/';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['tenant', 'notifications'],
    queryFn: () => api.get<NotificationPreferences>(PATH),
  });

/** GET /api/accounts/tenant/notifications/ (all on until the tenant saves). */
export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** PUT /api/accounts/tenant/notifications/ */
export function saveNotifications(input: NotificationPreferences) {
  return api.put<NotificationPreferences>(PATH, input);
}

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotifications,
    onSuccess: (saved) => queryClient.setQueryData(notificationsQuery().queryKey, saved),
  });
}
