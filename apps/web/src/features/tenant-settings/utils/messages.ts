import { TENANT_PORTAL_MESSAGES } from '@pango/shared';

// The spec's Settings texts live in @pango/shared (TENANT_PORTAL_MESSAGES). The Notifications
// save is ours (the spec shows no save), so its two confirmations are kept with the screen.
export const TENANT_SETTINGS_MESSAGES = {
  ...TENANT_PORTAL_MESSAGES,
  notificationsSaved: 'Notification preferences saved.',
  notificationsSaveFailed: 'Failed to save notification preferences.',
} as const;
