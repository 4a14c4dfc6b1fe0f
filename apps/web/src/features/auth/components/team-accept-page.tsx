import { ResetPasswordFormSchema, TEAM_MESSAGES } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { describeAcceptFailure, useAcceptTeamInvitation } from '../api/accept-team-invitation';
import './auth-screen.css';

type FormValues = z.infer<typeof ResetPasswordFormSchema>;

/**
 * /team/accept?token= (issue 23): an invited team member sets a password (the reset rules), then
 * signs in on the landlord tab.
 */
export function TeamAcceptPage({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const accept = useAcceptTeamInvitation();
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
    if (accept.isPending || !token) return;
    accept.mutate(
      { token, password: newPassword },
      {
        onSuccess: () => {
          // The login screen (routes/login.tsx) opens its landlord tab with this notice.
          const state = { userType: 'landlord', notice: TEAM_MESSAGES.accepted };
          void navigate('/login', { replace: true, state });
        },
        onError: (error) => {
          const failure = describeAcceptFailure(error);
          if (failure.kind === 'field')
            setError('password', { message: failure.message }, { shouldFocus: true });
        },
      },
    );
  });

  const failure = accept.isError ? describeAcceptFailure(accept.error) : null;
  return (
    <Card>
      <h1>Join your landlord&apos;s team</h1>
      {!token ? (
        <Alert>{TEAM_MESSAGES.invitationInvalid}</Alert>
      ) : (
        <>
          <p className="muted">Choose a password for your Pango account.</p>
          <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Set Password">
            <PasswordField
              aria-describedby="team-password-rules"
              label="Password"
              autoComplete="new-password"
              autoFocus
              error={errors.password?.message}
              {...register('password', { deps: ['confirmPassword'] })}
            />
            <PasswordChecklist id="team-password-rules" password={password} />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            {failure && failure.kind !== 'field' && <Alert>{failure.message}</Alert>}
            <Button type="submit" isBlock isBusy={accept.isPending}>
              Set Password
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
