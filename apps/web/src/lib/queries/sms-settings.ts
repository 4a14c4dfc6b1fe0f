import type { SmsSettings } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The landlord's SMS choices (issue 25), apart from sms.ts (on the admin first load).

/** GET /api/communication/sms/settings/: what goes by SMS besides announcements. */
export const smsSettingsQuery = () =>
  queryOptions({
    queryKey: ['sms-settings'],
    queryFn: () => api.get<SmsSettings>('/communication/sms/settings/'),
  });

/** PUT /api/communication/sms/settings/; the caller stores the answer in smsSettingsQuery. */
export const saveSmsSettings = (body: SmsSettings) =>
  api.put<SmsSettings>('/communication/sms/settings/', body);
