import { TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSaveNotifications, type NotificationPreferences } from '../api/notifications';
import { useSettingsTexts } from '../texts';
import { serverMessage } from '@/lib/server-message';

type TextKey = Parameters<ReturnType<typeof useSettingsTexts>>[0];
const OPTIONS: { key: keyof NotificationPreferences; label: TextKey; hint?: TextKey }[] = [
  { key: 'rent_reminders_email', label: 'notifications.rentReminders' },
  {
    key: 'maintenance_updates',
    label: 'notifications.maintenance',
    hint: 'notifications.maintenanceHint',
  },
  { key: 'announcements_email', label: 'notifications.announcements' },
];

/** Notifications: three preferences, on by default, saved on the server. */
export function NotificationsForm({ saved }: { saved: NotificationPreferences }) {
  const t = useSettingsTexts();
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
      <h2 id="tenant-notifications-title">{t('notifications.title')}</h2>
      <fieldset className="tenant-settings__checks">
        <legend className="visually-hidden">{t('notifications.legend')}</legend>
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
              {t(option.label)}
            </label>
            {option.hint && (
              <p
                id={`tenant-notify-${option.key}`}
                className="field__hint tenant-settings__check-hint"
              >
                {t(option.hint)}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {save.isSuccess && <Alert tone="success">{t('notifications.saved')}</Alert>}
      {save.isError && (
        <Alert>
          {serverMessage(
            save.error,
            t('notifications.saveFailed'),
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? t('saving') : t('notifications.save')}
      </Button>
    </form>
  );
}
