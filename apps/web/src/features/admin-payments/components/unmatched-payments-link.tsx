import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { c2bUnmatchedQuery } from '@/lib/queries/mpesa-c2b';
import { IMPORT_TEXT } from '../import-messages';
import { PAYMENTS_TEXT } from '../messages';

export const UNMATCHED_PAYMENTS_PATH = '/admin/payments/unmatched';
export const MPESA_IMPORT_PATH = '/admin/payments/import';

/** The Payments page's way into the Unmatched payments queue, counted by the queue's own query. */
export function UnmatchedPaymentsLink() {
  const unmatched = useQuery(c2bUnmatchedQuery());
  // Both tabs of the queue wait for the landlord: the badge counts what the screen lists.
  const counts = unmatched.data?.counts;
  const count = counts === undefined ? undefined : counts.unmatched + counts.rejected;
  const confirming = unmatched.data?.confirming_count;
  return (
    <Card className="unclaimed-link" role="group" aria-labelledby="unmatched-link-title">
      <div>
        <h2 id="unmatched-link-title" className="unclaimed-link__title">
          {PAYMENTS_TEXT.unmatchedTitle}{' '}
          {count ? (
            <Badge tone="warning" aria-label={`${count} waiting`}>
              {count}
            </Badge>
          ) : null}
        </h2>
        {unmatched.isError ? (
          <Alert>{PAYMENTS_TEXT.unmatchedLoadFailed}</Alert>
        ) : (
          <p className="muted">
            {count === undefined
              ? PAYMENTS_TEXT.unmatchedLoading
              : PAYMENTS_TEXT.unmatchedWaiting(count)}
          </p>
        )}
        {confirming ? (
          <p className="muted">{`${confirming} received, confirming with M-Pesa`}</p>
        ) : null}
      </div>
      <div className="unmatched-link__actions">
        <Link className="btn btn--secondary" to={UNMATCHED_PAYMENTS_PATH}>
          Review payments{count ? ` (${count})` : ''}
        </Link>
        <Link className="btn btn--ghost" to={MPESA_IMPORT_PATH}>
          {IMPORT_TEXT.linkFromQueue}
        </Link>
      </div>
    </Card>
  );
}
