import type { EmailDeliveryStatus } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reminderStatusQuery = () =>
  queryOptions({
    queryKey: ['communication', 'reminder-status'],
    queryFn: () => api.get<EmailDeliveryStatus>('/communication/reminders/status/'),
  });

/** GET /api/communication/reminders/status/: the last reminder run and the failed emails. */
export function useReminderStatus() {
  return useQuery(reminderStatusQuery());
}
