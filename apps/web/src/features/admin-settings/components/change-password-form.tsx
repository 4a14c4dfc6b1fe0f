import { LIMITS, MESSAGES, meetsPasswordRules, SETTINGS_MESSAGES } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { serverFieldErrors, serverMessage } from '../utils/server-message';

// The spec's checks in its order (seed 001 section 5), then the shared strength rule the API applies.
const ChangePasswordFormSchema = z
  .object({ current: z.string(), next: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    const empty = (['current', 'next', 'confirm'] as const).find((key) => !v[key]);
    if (empty) {
      ctx.addIssue({
        code: 'custom',
        path: [empty],
        message: SETTINGS_MESSAGES.fillAllPasswordFields,
      });
    } else if (v.next !== v.confirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm'],
        message: SETTINGS_MESSAGES.newPasswordsDoNotMatch,
      });
    } else if (v.next.length < LIMITS.passwordMinLength) {
      ctx.addIssue({
        code: 'custom',
        path: ['next'],
        message: SETTINGS_MESSAGES.newPasswordTooShort,
      });
    } else if (!meetsPasswordRules(v.next)) {
      ctx.addIssue({ code: 'custom', path: ['next'], message: MESSAGES.passwordRequirements });
    }
  });
type FormValues = z.infer<typeof ChangePasswordFormSchema>;
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
