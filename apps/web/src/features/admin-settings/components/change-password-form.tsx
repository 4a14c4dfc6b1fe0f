import {
  changePasswordFormSchema,
  SETTINGS_MESSAGES,
  type ChangePasswordFormValues,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '@/lib/queries/change-password';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

// The spec's checks in its order (seed 001 section 5): the one form schema both settings screens use.
const ChangePasswordFormSchema = changePasswordFormSchema(SETTINGS_MESSAGES.fillAllPasswordFields);
type FormValues = ChangePasswordFormValues;
const EMPTY: FormValues = { current: '', next: '', confirm: '' };

/** Change Password: PUT /api/accounts/change-password/; other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const next = useWatch({ control, name: 'next' });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    setDone(null);
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => {
          reset(EMPTY);
          // The API emails the owner a confirmation, so the spec's sentence is true here.
          setDone(SETTINGS_MESSAGES.securityUpdated);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.current_password) setError('current', { message: fields.current_password });
          if (fields.new_password) setError('next', { message: fields.new_password });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="password-title" className="settings-form">
      <h2 id="password-title">Change Password</h2>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        aria-describedby="settings-password-rules"
        error={errors.next?.message}
        {...register('next')}
      />
      <PasswordChecklist id="settings-password-rules" password={next} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {done && <Alert tone="success">{done}</Alert>}
      {change.isError && (
        <Alert>{serverMessage(change.error, SETTINGS_MESSAGES.securityUpdateFailed)}</Alert>
      )}
      <Button type="submit" isBusy={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
