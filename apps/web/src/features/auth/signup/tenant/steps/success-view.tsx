import { MESSAGES, type TenantRegistrationResult } from '@pango/shared';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessageText } from '@/lib/i18n/message-texts';
import { useSignupTexts } from '../texts';

type SuccessViewProps = {
  result: TenantRegistrationResult;
  /** A file was sent: say so when the server could not keep it. */
  hasSentDocument: boolean;
  onGoToLogin: () => void;
};

/** After a 201: the booking ID, the email to confirm (ADR 019) and what happens until approval. */
export function SuccessView({ result, hasSentDocument, onGoToLogin }: SuccessViewProps) {
  const t = useSignupTexts();
  const messageText = useMessageText();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} className="tenant-signup__title" tabIndex={-1}>
        {t('success.title')}
      </h2>
      <dl className="tenant-signup__amounts">
        <div>
          <dt>{t('success.bookingId')}</dt>
          <dd>{result.booking_id}</dd>
        </div>
      </dl>
      <Alert tone="info" title={t('success.linkSent', { email: result.email })}>
        {MESSAGES.checkEmailToConfirm}
      </Alert>
      <p>
        {t('success.review')} &ldquo;{messageText(MESSAGES.pendingApproval)}&rdquo;
      </p>
      {hasSentDocument && !result.id_document_saved && (
        <Alert tone="warning">{MESSAGES.documentSaveFailed}</Alert>
      )}
      <Button isBlock onClick={onGoToLogin}>
        {t('success.goToLogin')}
      </Button>
    </section>
  );
}
