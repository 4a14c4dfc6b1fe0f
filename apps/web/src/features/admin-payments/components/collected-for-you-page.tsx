import {
  formatDate,
  formatKsh,
  PAYOUT_MESSAGES,
  PAYOUTS_PAGE_SIZE,
  type PayoutMonth,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { payoutsQuery } from '@/lib/queries/payouts';
import './payments.css';
import './unclaimed-deposits.css';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

/**
 * /admin/payments/collected (issue 19 item 9b): what Pango collected for the landlord, by month,
 * newest first: gross, the platform's fee, net, and each payout paid out (reference and date) or
 * not yet. Cards, so every figure fits at 360 px.
 */
export function CollectedForYouPage() {
  const [page, setPage] = useState(1);
  const payouts = useQuery(payoutsQuery(page));
  const data = payouts.data;
  return (
    <div className="unclaimed-page">
      <title>Collected for you · Pango</title>
      <Link className="unclaimed-page__back" to="/admin/payments">
        ← Back to Payments
      </Link>
      <h1>{PAYOUT_MESSAGES.screenTitle}</h1>
      <p className="unclaimed-page__intro muted">{PAYOUT_MESSAGES.intro}</p>
      {payouts.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void payouts.refetch()}>
              Try Again
            </Button>
          }
        >
          {PAYOUT_MESSAGES.loadFailed}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading what Pango collected for you..." />
      ) : data.results.length === 0 ? (
        <p className="payments-empty">{PAYOUT_MESSAGES.empty}</p>
      ) : (
        <>
          <ul className="unclaimed-list" aria-label={PAYOUT_MESSAGES.screenTitle}>
            {data.results.map((month) => (
              <li key={month.month}>
                <MonthCard month={month} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Months"
            page={page}
            pageCount={Math.ceil(data.count / PAYOUTS_PAGE_SIZE)}
            onChange={setPage}
            isBusy={payouts.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}

function MonthCard({ month }: { month: PayoutMonth }) {
  const headingId = `collected-${month.month}`;
  const isPaidOut = month.owed === 0;
  return (
    <Card className="unclaimed-card" role="group" aria-labelledby={headingId}>
      <div className="unclaimed-card__head">
        <h2 id={headingId}>{monthLabel(month.month)}</h2>
        <Badge tone={isPaidOut ? 'success' : 'warning'}>
          {isPaidOut ? PAYOUT_MESSAGES.sent : PAYOUT_MESSAGES.pending}
        </Badge>
      </div>
      <dl className="unclaimed-card__facts">
        <div>
          <dt>Collected (gross)</dt>
          <dd>{formatKsh(month.gross)}</dd>
        </div>
        <div>
          <dt>Platform fee</dt>
          <dd>{formatKsh(month.fee)}</dd>
        </div>
        <div>
          <dt>Net for you</dt>
          <dd>
            <strong>{formatKsh(month.net)}</strong>
          </dd>
        </div>
        <div>
          <dt>Still to be paid out</dt>
          <dd>{formatKsh(month.owed)}</dd>
        </div>
      </dl>
      <ul className="collected-payouts" aria-label={`Payouts for ${monthLabel(month.month)}`}>
        {month.payouts.map((payout) => (
          <li key={payout.id}>
            {payout.status === 'sent'
              ? `${PAYOUT_MESSAGES.sent}: ${formatKsh(payout.amount)} on ${formatDate(payout.sent_at)}, reference ${payout.reference ?? ''}`
              : `${PAYOUT_MESSAGES.pending}: ${formatKsh(payout.amount)} from ${payout.payments} payment${payout.payments === 1 ? '' : 's'}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
