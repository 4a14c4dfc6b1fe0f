import { PAYMENT_MESSAGES, formatKsh, type RentPaymentRow } from '@pango/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { rentPaymentsQuery } from '@/lib/queries/tenant-payments';
import { ReceiptButton } from '@/features/payment-records';
import { formatDate, methodLabel } from '../utils/format';

// Badge colours of seed 001 section 4: completed green, pending orange, processing blue, else red.
const TONES: Record<string, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  processing: 'info',
};
const LABELS: Record<string, string> = {
  completed: 'Completed',
  pending: 'Pending',
  processing: 'Processing',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function HistoryItem({ payment }: { payment: RentPaymentRow }) {
  const kind = payment.transaction_type === 'deposit' ? 'Deposit' : 'Rent';
  return (
    <li className="history__item">
      <div className="history__main">
        <strong>{formatKsh(payment.amount)}</strong>
        <Badge tone={TONES[payment.status] ?? 'danger'}>
          {LABELS[payment.status] ?? payment.status}
        </Badge>
      </div>
      <div className="history__meta muted">
        <span>{formatDate(payment.completed_at ?? payment.created_at)}</span>
        <span>{kind}</span>
        <span>{methodLabel(payment.payment_method)}</span>
      </div>
      <div className="history__ref">
        {payment.mpesa_receipt
          ? `Receipt: ${payment.mpesa_receipt}`
          : `Reference: ${payment.reference_number}`}
      </div>
      <ReceiptButton paymentId={payment.id} receiptNumber={payment.receipt_number} />
    </li>
  );
}

/** The tenant's payments, newest first, in a list at most 62% of the screen high. */
export function PaymentHistory() {
  const titleId = useId();
  const toast = useToast();
  const history = useInfiniteQuery(rentPaymentsQuery());
  const isError = history.isError;

  useEffect(() => {
    if (isError) toast.error(PAYMENT_MESSAGES.historyLoadFailed);
  }, [isError, toast]);

  const payments = isError ? [] : (history.data?.pages.flatMap((page) => page.results) ?? []);
  return (
    <Card className="history" aria-labelledby={titleId} role="region">
      <h2 id={titleId}>Payment History</h2>
      {history.isPending ? (
        <Spinner label="Loading payment history..." />
      ) : payments.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <ul className="history__list" tabIndex={0} aria-label="Payments">
          {payments.map((payment) => (
            <HistoryItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      {history.hasNextPage && !isError && (
        <Button
          variant="ghost"
          size="sm"
          isBusy={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Card>
  );
}
