import type { ReminderSettings } from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reminderStatusQuery } from './reminder-status';

const PATH = '/communication/reminders/settings/';

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: ['communication', 'reminder-settings'],
    queryFn: () => api.get<ReminderSettings>(PATH),
  });

/** GET /api/communication/reminders/settings/ (defaults before the first save). */
export function useReminderSettings(enabled = true) {
  return useQuery({ ...reminderSettingsQuery(), enabled });
}

/** PUT /api/communication/reminders/settings/ */
export function saveReminderSettings(input: ReminderSettings): Promise<ReminderSettings> {
  return api.put<ReminderSettings>(PATH, input);
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsQuery().queryKey, saved);
      // The landlord looks at delivery right after saving: show the job's latest, not a cached copy.
      void queryClient.invalidateQueries({ queryKey: reminderStatusQuery().queryKey });
    },
  });
}
