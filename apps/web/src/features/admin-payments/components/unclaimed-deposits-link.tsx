import { UNCLAIMED_DEPOSIT_MESSAGES } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { unclaimedDepositsQuery } from '@/lib/queries/unclaimed-deposits';
import { PAYMENTS_TEXT } from '../messages';

export const UNCLAIMED_DEPOSITS_PATH = '/admin/payments/unclaimed-deposits';

/** The Payments page's way into the queue, counted by the queue's own query. */
export function UnclaimedDepositsLink() {
  const deposits = useQuery(unclaimedDepositsQuery());
  const count = deposits.data?.count;
  return (
    <Card className="unclaimed-link" role="group" aria-labelledby="unclaimed-link-title">
      <div>
        <h2 id="unclaimed-link-title" className="unclaimed-link__title">
          {UNCLAIMED_DEPOSIT_MESSAGES.title}
        </h2>
        {deposits.isError ? (
          <Alert>{PAYMENTS_TEXT.depositsLoadFailed}</Alert>
        ) : (
          <p className="muted">
            {count === undefined
              ? PAYMENTS_TEXT.depositsLoading
              : PAYMENTS_TEXT.depositsWaiting(count)}
          </p>
        )}
      </div>
      <Link className="btn btn--secondary" to={UNCLAIMED_DEPOSITS_PATH}>
        Review deposits{count ? ` (${count})` : ''}
      </Link>
    </Card>
  );
}
