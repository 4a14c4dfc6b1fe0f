import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRedirectNotice } from './reset-redirect-notice';

export const RESET_DONE_REDIRECT_MS = 3000;

type ResetPasswordPageProps = { uid: string; token: string };

/**
 * /reset-password/{uid}/{token}: the reset form, then the success view and a return to / after
 * 3 s (seed 000 sections 2 and 9); / lands a signed-out user on /login.
 */
export function ResetPasswordPage({ uid, token }: ResetPasswordPageProps) {
  const [isDone, setIsDone] = useState(false);
  return (
    <Card>
      {isDone ? (
        <ResetRedirectNotice to="/" delayMs={RESET_DONE_REDIRECT_MS} headingLevel={1} />
      ) : (
        <>
          <h1>Reset Password</h1>
          <p className="muted">Choose a new password for your account.</p>
          <ResetPasswordForm uid={uid} token={token} onDone={() => setIsDone(true)} />
        </>
      )}
    </Card>
  );
}
