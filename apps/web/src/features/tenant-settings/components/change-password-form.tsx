import {
  changePasswordFormSchema,
  MESSAGES,
  TENANT_PORTAL_MESSAGES,
  type ChangePasswordFormValues,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '@/lib/queries/change-password';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useSettingsTexts } from '../texts';

// All three are required (a message each, seed 002), then the checks the landlord's form makes:
// one form schema for the one endpoint, so neither screen lets through what the other refuses.
const ChangePasswordSchema = changePasswordFormSchema({
  current: MESSAGES.currentPasswordRequired,
  next: MESSAGES.passwordRequired,
  confirm: MESSAGES.confirmPasswordRequired,
});
type FormValues = ChangePasswordFormValues;
const EMPTY: FormValues = { current: '', next: '', confirm: '' };

/** Change Password: PUT /api/accounts/change-password/; success clears the fields. */
export function ChangePasswordForm() {
  const t = useSettingsTexts();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const next = useWatch({ control, name: 'next' });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.current_password) setError('current', { message: fields.current_password });
          if (fields.new_password) setError('next', { message: fields.new_password });
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-password-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-password-title">{t('password.title')}</h2>
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        aria-describedby="tenant-password-rules"
        error={errors.next?.message}
        {...register('next')}
      />
      <PasswordChecklist id="tenant-password-rules" password={next} />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {change.isSuccess && (
        <Alert tone="success">{TENANT_SETTINGS_MESSAGES.passwordChangedSuccess}</Alert>
      )}
      {change.isError && (
        <Alert>
          {serverMessage(
            change.error,
            TENANT_SETTINGS_MESSAGES.passwordChangeFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={change.isPending}>
        {change.isPending ? t('password.changing') : t('password.save')}
      </Button>
    </form>
  );
}
