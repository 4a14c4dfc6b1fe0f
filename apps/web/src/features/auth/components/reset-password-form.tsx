import { ResetPasswordFormSchema } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { describeResetFailure, useConfirmPasswordReset } from '../api/confirm-password-reset';
import './auth-screen.css';
import { useAuthTexts } from '../texts';

type ResetPasswordFormProps = { uid: string; token: string; onDone: () => void };
type FormValues = z.infer<typeof ResetPasswordFormSchema>;

/** New Password (with the live checklist) and Confirm Password (seed 000 section 5). */
export function ResetPasswordForm({ uid, token, onDone }: ResetPasswordFormProps) {
  const t = useAuthTexts();
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    if (confirm.isPending) return;
    confirm.mutate(
      { uid, token, new_password: newPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          const failure = describeResetFailure(error);
          if (failure.kind === 'field')
            setError('password', { message: failure.message }, { shouldFocus: true });
        },
      },
    );
  });

  const failure = confirm.isError ? describeResetFailure(confirm.error) : null;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
      <PasswordField
        aria-describedby="reset-password-rules"
        label={t('reset.newPassword')}
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordChecklist id="reset-password-rules" password={password} />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure?.kind === 'link' && (
        <Alert action={<Link to="/forgot-password">{t('reset.requestNew')}</Link>}>
          {failure.message}
        </Alert>
      )}
      {failure?.kind === 'form' && <Alert>{failure.message}</Alert>}
      <Button type="submit" isBlock isBusy={confirm.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
