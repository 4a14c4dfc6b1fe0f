import { MESSAGES, type TenantRegistrationResult } from '@pango/shared';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export const REGISTRATION_DONE_NOTICE =
  'Your registration was submitted. You can sign in once your landlord approves it.';

type SuccessViewProps = {
  result: TenantRegistrationResult;
  /** A file was sent: say so when the server could not keep it. */
  hasSentDocument: boolean;
  onGoToLogin: () => void;
};

/** After a 201: the booking ID, the email to confirm (ADR 019) and what happens until approval. */
export function SuccessView({ result, hasSentDocument, onGoToLogin }: SuccessViewProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} className="tenant-signup__title" tabIndex={-1}>
        Registration submitted
      </h2>
      <dl className="tenant-signup__amounts">
        <div>
          <dt>Booking ID</dt>
          <dd>{result.booking_id}</dd>
        </div>
      </dl>
      <Alert tone="info" title={`We sent a link to ${result.email}`}>
        {MESSAGES.checkEmailToConfirm}
      </Alert>
      <p>
        Your landlord will then review your application. Until they approve it, signing in shows:
        &ldquo;{MESSAGES.pendingApproval}&rdquo;
      </p>
      {hasSentDocument && !result.id_document_saved && (
        <Alert tone="warning">{MESSAGES.documentSaveFailed}</Alert>
      )}
      <Button isBlock onClick={onGoToLogin}>
        Go to Login
      </Button>
    </section>
  );
}
