import {
  ENQUIRY_PAGE_SIZE,
  formatDate,
  phoneTelHref,
  VACANCY_MESSAGES,
  type EnquiryRead,
} from '@pango/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { ToggleGroup } from '@/components/ui/toggle-group';
import {
  enquiriesQuery,
  useMarkEnquiryHandled,
  type EnquiryStatusFilter,
} from '@/lib/queries/vacancy';
import './enquiries.css';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

/**
 * /admin/enquiries (issue 21 item 3, ADR 032): messages sent from the landlord's vacancy pages,
 * newest first. Reply by email where the enquirer gave one, else call or text their phone.
 */
export function EnquiriesPage() {
  const [status, setStatus] = useState<EnquiryStatusFilter>('open');
  const [page, setPage] = useState(1);
  const enquiries = useQuery({
    ...enquiriesQuery(page, status),
    placeholderData: keepPreviousData,
  });
  const data = enquiries.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / ENQUIRY_PAGE_SIZE)) : 1;
  return (
    <div className="page enquiries-page">
      <title>Enquiries · Pango</title>
      <Link className="enquiries-page__back" to="/admin">
        ← Back to Property Management
      </Link>
      <h1>Enquiries</h1>
      <p className="muted">Messages from people who saw your vacancy pages.</p>
      <ToggleGroup
        legend="Show"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {enquiries.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void enquiries.refetch()}>
              Try Again
            </Button>
          }
        >
          Could not load your enquiries.
        </Alert>
      ) : !data ? (
        <Spinner label="Loading enquiries..." />
      ) : data.results.length === 0 ? (
        <p className="enquiries-empty">
          {status === 'open' ? 'No open enquiries.' : 'No enquiries yet.'} Turn on a property&apos;s
          vacancy page in Property Management and share its link.
        </p>
      ) : (
        <>
          <ul className="enquiries-list" aria-label="Enquiries">
            {data.results.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard enquiry={enquiry} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <Pagination
              label="Enquiry pages"
              page={page}
              pageCount={pageCount}
              onChange={setPage}
              isBusy={enquiries.isFetching}
            />
          )}
        </>
      )}
    </div>
  );
}

function replyLink(enquiry: EnquiryRead): string {
  const subject = `Your enquiry about ${enquiry.property.name}`;
  return `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}`;
}

function EnquiryCard({ enquiry }: { enquiry: EnquiryRead }) {
  const handled = useMarkEnquiryHandled();
  const headingId = `enquiry-${enquiry.id}`;
  const about = enquiry.unit
    ? `${enquiry.property.name}, unit ${enquiry.unit.unit_number}`
    : enquiry.property.name;
  return (
    <Card className="enquiry-card" role="group" aria-labelledby={headingId}>
      <div className="enquiry-card__head">
        <h2 id={headingId}>{enquiry.name}</h2>
        {enquiry.handled_at ? <Badge tone="success">Handled</Badge> : <Badge>Open</Badge>}
      </div>
      <p className="muted">
        {about} · {formatDate(enquiry.created_at)}
      </p>
      <p className="enquiry-card__message">{enquiry.message}</p>
      <div className="enquiry-card__actions">
        {enquiry.email ? (
          <a className="btn btn--primary" href={replyLink(enquiry)}>
            Reply by email
          </a>
        ) : null}
        <a className="btn btn--secondary" href={phoneTelHref(enquiry.phone)}>
          Call {enquiry.phone}
        </a>
        {!enquiry.handled_at && (
          <Button
            variant="secondary"
            isBusy={handled.isPending}
            onClick={() =>
              handled.mutate(enquiry.id, {
                onSuccess: () => toast.success(VACANCY_MESSAGES.enquiryHandled),
                onError: () => toast.error('Could not update the enquiry'),
              })
            }
          >
            Mark handled
          </Button>
        )}
      </div>
    </Card>
  );
}
