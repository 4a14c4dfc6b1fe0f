import { LIMITS, MESSAGES } from '@pango/shared';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import './auth-screen.css';
import { useAuthTexts } from '../texts';

type CheckYourEmailProps = {
  email: string;
  /** 1 on the /forgot-password page, 2 inside the login card. */
  headingLevel: 1 | 2;
  onBack: () => void;
  onSendAgain: () => void;
  isSending: boolean;
  /** Why the last send failed, if it did. */
  error?: string;
};

/**
 * The "Check Your Email" view shown after a reset link was requested (seed 000 sections 2 and 9),
 * on the /forgot-password page and inline on the login screen alike.
 */
export function CheckYourEmail({
  email,
  headingLevel,
  onBack,
  onSendAgain,
  isSending,
  error,
}: CheckYourEmailProps) {
  const t = useAuthTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // The form this replaces held the focus; move it to the new view's title so keyboard and
  // screen-reader users land on it instead of on <body>.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <Heading
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className={headingLevel === 2 ? 'auth-form__title' : undefined}
      >
        {t('check.title')}
      </Heading>
      <Alert tone="success">{MESSAGES.resetLinkSent}</Alert>
      <p>
        {t('check.sentTo')} <strong>{email}</strong>.{' '}
        {t('check.validFor', { hours: LIMITS.resetLinkHours })}
      </p>
      <p className="muted">{t('check.spam')}</p>
      {error && <Alert>{error}</Alert>}
      <div className="auth-form__actions">
        <Button isBlock onClick={onBack}>
          {t('backToLogin')}
        </Button>
        <Button variant="secondary" isBlock isBusy={isSending} onClick={onSendAgain}>
          {t('check.sendAgain')}
        </Button>
      </div>
    </section>
  );
}
