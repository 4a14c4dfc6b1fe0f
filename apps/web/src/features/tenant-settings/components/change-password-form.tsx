import { MESSAGES, meetsPasswordRules, SETTINGS_MESSAGES } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverFieldErrors, serverMessage } from '../utils/server-message';

// All three are required; the mismatch text is the spec's; the shared strength rule is the
// one the API enforces, so it is checked (and shown) here rather than refused after a round trip.
const ChangePasswordSchema = z
  .object({
    current: z.string().min(1, MESSAGES.currentPasswordRequired),
    next: z.string().min(1, MESSAGES.passwordRequired),
    confirm: z.string().min(1, MESSAGES.confirmPasswordRequired),
  })
  .superRefine((v, ctx) => {
    if (!v.next || !v.confirm) return;
    if (v.next !== v.confirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm'],
        message: SETTINGS_MESSAGES.newPasswordsDoNotMatch,
      });
    } else if (!meetsPasswordRules(v.next)) {
      ctx.addIssue({ code: 'custom', path: ['next'], message: MESSAGES.passwordRequirements });
    }
  });
type FormValues = z.infer<typeof ChangePasswordSchema>;
const EMPTY: FormValues = { current: '', next: '', confirm: '' };

/** Change Password: PUT /api/accounts/change-password/; success clears the fields. */
export function ChangePasswordForm() {
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
      <h2 id="tenant-password-title">Change Password</h2>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        aria-describedby="tenant-password-rules"
        error={errors.next?.message}
        {...register('next')}
      />
      <PasswordChecklist id="tenant-password-rules" password={next} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {change.isSuccess && (
        <Alert tone="success">{TENANT_SETTINGS_MESSAGES.passwordChangedSuccess}</Alert>
      )}
      {change.isError && (
        <Alert>{serverMessage(change.error, TENANT_SETTINGS_MESSAGES.passwordChangeFailed)}</Alert>
      )}
      <Button type="submit" isBusy={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
