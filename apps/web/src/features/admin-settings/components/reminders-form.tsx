import {
  DEFAULT_REMINDER_SUBJECT,
  REMINDER_DAYS,
  ReminderSettingsSchema,
  SETTINGS_MESSAGES,
  type ReminderSettings,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSaveReminderSettings } from '../api/reminder-settings';
import { useFlash } from '../utils/use-flash';

type FormInput = z.input<typeof ReminderSettingsSchema>;

// Ours: the spec has a default body whose wording it does not show.
const DEFAULT_MESSAGE =
  'Hello, this is a friendly reminder that your rent for this month is due. ' +
  'Please pay on time through the tenant portal. Thank you.';

const ordinal = (day: number) => {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
};

/** Monthly Payment Reminders: dates, subject and message; the worker sends them by email. */
export function RemindersForm({ saved }: { saved: ReminderSettings }) {
  const save = useSaveReminderSettings();
  const isFirstSave = saved.days_of_month.length === 0 && !saved.message;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, ReminderSettings>({
    resolver: zodResolver(ReminderSettingsSchema),
    defaultValues: {
      days_of_month: saved.days_of_month,
      subject: saved.subject || DEFAULT_REMINDER_SUBJECT,
      message: isFirstSave ? DEFAULT_MESSAGE : saved.message,
      send_email: true,
      active: isFirstSave ? true : saved.active,
    },
  });
  useFlash(save.isSuccess, save.reset);

  const onSubmit = handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  const daysError = errors.days_of_month?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="reminders-title"
      className="settings-form"
    >
      <h2 id="reminders-title">Monthly Payment Reminders</h2>
      <p className="muted">Tenants receive a rent reminder by email on each date you choose.</p>
      <Controller
        control={control}
        name="days_of_month"
        render={({ field }) => {
          const chosen = new Set(field.value);
          const toggle = (day: number) => {
            const next = new Set(chosen);
            if (next.has(day)) next.delete(day);
            else next.add(day);
            field.onChange([...next].sort((a, b) => a - b));
          };
          return (
            <fieldset
              className="reminder-days"
              aria-describedby={daysError ? 'reminder-days-error' : undefined}
              aria-invalid={daysError ? true : undefined}
            >
              <legend>Reminder dates (day of the month)</legend>
              <div className="reminder-days__options">
                {REMINDER_DAYS.map((day) => (
                  <label key={day} className="reminder-days__option">
                    <input
                      type="checkbox"
                      checked={chosen.has(day)}
                      onChange={() => toggle(day)}
                      onBlur={field.onBlur}
                    />
                    {ordinal(day)}
                  </label>
                ))}
              </div>
              {daysError && (
                <p id="reminder-days-error" className="field__error">
                  {daysError}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <div className="field">
        <label className="field__label" htmlFor="reminder-message">
          Message
        </label>
        <textarea
          id="reminder-message"
          className="field__input settings-form__textarea"
          rows={4}
          {...register('message')}
        />
      </div>
      <label className="settings-form__check">
        <input type="checkbox" {...register('active')} />
        Send these reminders
      </label>
      {save.isSuccess && <Alert tone="success">{SETTINGS_MESSAGES.remindersSaved}</Alert>}
      {save.isError && <Alert>{SETTINGS_MESSAGES.remindersSaveFailed}</Alert>}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Reminder Settings'}
      </Button>
    </form>
  );
}
