import { TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSaveNotifications, type NotificationPreferences } from '../api/notifications';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverMessage } from '@/lib/server-message';

const OPTIONS: { key: keyof NotificationPreferences; label: string; hint?: string }[] = [
  { key: 'rent_reminders_email', label: 'Email for rent reminders' },
  {
    key: 'maintenance_updates',
    label: 'SMS for maintenance updates',
    hint: 'Until SMS launches, maintenance updates come by email.',
  },
  { key: 'announcements_email', label: 'Email for announcements' },
];

/** Notifications: three preferences, on by default, saved on the server. */
export function NotificationsForm({ saved }: { saved: NotificationPreferences }) {
  const save = useSaveNotifications();
  const [values, setValues] = useState(saved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(values);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-notifications-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-notifications-title">Notifications</h2>
      <fieldset className="tenant-settings__checks">
        <legend className="visually-hidden">Notify me by</legend>
        {OPTIONS.map((option) => (
          <div key={option.key}>
            <label className="tenant-settings__check">
              <input
                type="checkbox"
                checked={values[option.key]}
                aria-describedby={option.hint ? `tenant-notify-${option.key}` : undefined}
                onChange={(event) => {
                  save.reset();
                  setValues({ ...values, [option.key]: event.target.checked });
                }}
              />
              {option.label}
            </label>
            {option.hint && (
              <p
                id={`tenant-notify-${option.key}`}
                className="field__hint tenant-settings__check-hint"
              >
                {option.hint}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {save.isSuccess && (
        <Alert tone="success">{TENANT_SETTINGS_MESSAGES.notificationsSaved}</Alert>
      )}
      {save.isError && (
        <Alert>
          {serverMessage(
            save.error,
            TENANT_SETTINGS_MESSAGES.notificationsSaveFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}
