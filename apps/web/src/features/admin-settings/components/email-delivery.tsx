import {
  EMAIL_STATUS_MESSAGES as TEXT,
  formatDate,
  type EmailDeliveryStatus,
  type FailedEmail,
} from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useReminderStatus } from '../api/reminder-status';

function FailedEmailItem({ mail }: { mail: FailedEmail }) {
  return (
    <li className="failed-emails__item">
      <p className="failed-emails__head">
        <strong>{mail.kind_label}</strong>
        <time dateTime={mail.failed_at}>{formatDate(mail.failed_at)}</time>
      </p>
      <dl className="failed-emails__details">
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>Reason</dt>
        <dd>{mail.reason ?? TEXT.unknownReason}</dd>
      </dl>
    </li>
  );
}

function DeliveryDetails({ status }: { status: EmailDeliveryStatus }) {
  const { last_run: run, failed_emails: failed } = status;
  return (
    <>
      <p>{run ? TEXT.lastRun(formatDate(run.ran_at), run) : TEXT.noRun}</p>
      <h4 id="failed-emails-title">{TEXT.failedTitle}</h4>
      {failed.count === 0 ? (
        <p className="muted">{TEXT.noFailed}</p>
      ) : (
        <>
          <ul className="failed-emails" aria-labelledby="failed-emails-title">
            {failed.results.map((mail) => (
              <FailedEmailItem key={mail.id} mail={mail} />
            ))}
          </ul>
          {failed.count > failed.results.length && (
            <p className="muted">{TEXT.moreFailed(failed.results.length, failed.count)}</p>
          )}
        </>
      )}
    </>
  );
}

/** Under the reminder settings: did the last run's reminders go out, and which emails bounced. */
export function EmailDelivery() {
  const status = useReminderStatus();
  return (
    <section className="email-delivery" aria-labelledby="email-delivery-title">
      <h3 id="email-delivery-title">{TEXT.title}</h3>
      {status.data ? (
        <DeliveryDetails status={status.data} />
      ) : status.isError ? (
        <Alert
          action={
            <Button
              variant="secondary"
              size="sm"
              isBusy={status.isFetching}
              onClick={() => void status.refetch()}
            >
              Retry
            </Button>
          }
        >
          {TEXT.loadFailed}
        </Alert>
      ) : (
        <Spinner label={TEXT.loading} />
      )}
    </section>
  );
}
