import { APPLICATION_HOLD_MESSAGES } from '@pango/shared';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyApplicationEmail, verifyFailureMessage } from '../api/verify-application-email';
import { useEmailLinksTexts } from '../email-links-texts';
import './auth-screen.css';

/**
 * /verify-email?token= (issue 17 item 7, ADR 019): the link of the applicant's confirmation email.
 * Confirming sends the application to the landlord, so it is posted once per page (the link is
 * single-use: a second post would answer "already used").
 */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const t = useEmailLinksTexts();
  const titleId = useId();
  const navigate = useNavigate();
  const verify = useVerifyApplicationEmail();
  const { mutate } = verify;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const failure = !token
    ? APPLICATION_HOLD_MESSAGES.verifyLinkInvalid
    : verify.isError
      ? verifyFailureMessage(verify.error)
      : null;
  return (
    <Card>
      <section className="auth-form" aria-labelledby={titleId}>
        <h1 id={titleId}>{verify.isSuccess ? t('verify.done') : t('verify.title')}</h1>
        {failure && <Alert tone="error">{failure}</Alert>}
        {!failure && !verify.isSuccess && <Spinner label={t('verify.confirming')} />}
        {verify.data && (
          <>
            <Alert tone="success">{verify.data.message}</Alert>
            <dl className="auth-form__facts">
              <div>
                <dt>{t('bookingId')}</dt>
                <dd>{verify.data.booking_id}</dd>
              </div>
            </dl>
          </>
        )}
        {(failure || verify.isSuccess) && (
          <Button isBlock onClick={() => navigate('/login', { replace: true })}>
            {t('goToLogin')}
          </Button>
        )}
      </section>
    </Card>
  );
}
