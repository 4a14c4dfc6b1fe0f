import { MoveInDateSchema, TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateMoveInDate } from '../api/update-move-in-date';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useSettingsTexts } from '../texts';

type FormInput = z.input<typeof MoveInDateSchema>;
type FormOutput = z.output<typeof MoveInDateSchema>;

/** Move-in Date: a required date; it drives rent reminders when the landlord set no deadline. */
export function MoveInForm({ current }: { current: string | null }) {
  const t = useSettingsTexts();
  const update = useUpdateMoveInDate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(MoveInDateSchema),
    // The first 10 characters are the date (seed 002 section 3).
    defaultValues: { move_in_date: current?.slice(0, 10) ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(values, {
      onError: (error) => {
        const message = serverFieldErrors(error).move_in_date;
        if (message) setError('move_in_date', { message });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-move-in-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-move-in-title">{t('moveIn.title')}</h2>
      <TextField
        label={t('moveIn.label')}
        type="date"
        hint={t('moveIn.hint')}
        error={errors.move_in_date?.message}
        {...register('move_in_date')}
      />
      {update.isSuccess && <Alert tone="success">{TENANT_SETTINGS_MESSAGES.moveInUpdated}</Alert>}
      {update.isError && (
        <Alert>
          {serverMessage(
            update.error,
            TENANT_SETTINGS_MESSAGES.moveInUpdateFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={update.isPending}>
        {update.isPending ? t('saving') : t('moveIn.save')}
      </Button>
    </form>
  );
}
