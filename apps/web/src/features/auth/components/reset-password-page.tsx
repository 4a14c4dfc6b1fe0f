import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRedirectNotice } from './reset-redirect-notice';
import { useAuthTexts } from '../texts';

export const RESET_DONE_REDIRECT_MS = 3000;

type ResetPasswordPageProps = { uid: string; token: string };

/**
 * /reset-password/{uid}/{token}: the reset form, then the success view and a return to / after
 * 3 s (seed 000 sections 2 and 9); / lands a signed-out user on /login.
 */
export function ResetPasswordPage({ uid, token }: ResetPasswordPageProps) {
  const t = useAuthTexts();
  const [isDone, setIsDone] = useState(false);
  return (
    <Card>
      {isDone ? (
        <ResetRedirectNotice to="/" delayMs={RESET_DONE_REDIRECT_MS} headingLevel={1} />
      ) : (
        <>
          <h1>{t('reset.title')}</h1>
          <p className="muted">{t('reset.intro')}</p>
          <ResetPasswordForm uid={uid} token={token} onDone={() => setIsDone(true)} />
        </>
      )}
    </Card>
  );
}
