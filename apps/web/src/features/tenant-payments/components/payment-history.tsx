import { PAYMENT_MESSAGES, type RentPaymentRow } from '@pango/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { rentPaymentsQuery } from '@/lib/queries/tenant-payments';
import { ReceiptButton } from '@/features/payment-records';
import { useFormat } from '@/lib/i18n/format';
import { useMessageText } from '@/lib/i18n/message-texts';
import { usePaymentsTexts } from '../texts';
import { methodLabel } from '../utils/format';

// Badge colours of seed 001 section 4: completed green, pending orange, processing blue, else red.
const TONES: Record<string, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  processing: 'info',
};
const STATUSES = ['completed', 'pending', 'processing', 'failed', 'cancelled'] as const;
const isKnownStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status);

function HistoryItem({ payment }: { payment: RentPaymentRow }) {
  const t = usePaymentsTexts();
  const format = useFormat();
  const kind = payment.transaction_type === 'deposit' ? t('history.deposit') : t('history.rent');
  return (
    <li className="history__item">
      <div className="history__main">
        <strong>{format.ksh(payment.amount)}</strong>
        <Badge tone={TONES[payment.status] ?? 'danger'}>
          {isKnownStatus(payment.status) ? t(`history.status.${payment.status}`) : payment.status}
        </Badge>
      </div>
      <div className="history__meta muted">
        <span>{format.date(payment.completed_at ?? payment.created_at)}</span>
        <span>{kind}</span>
        <span>{methodLabel(payment.payment_method)}</span>
      </div>
      <div className="history__ref">
        {payment.mpesa_receipt
          ? t('history.receipt', { receipt: payment.mpesa_receipt })
          : t('history.reference', { reference: payment.reference_number })}
      </div>
      <ReceiptButton paymentId={payment.id} receiptNumber={payment.receipt_number} />
    </li>
  );
}

/** The tenant's payments, newest first, in a list at most 62% of the screen high. */
export function PaymentHistory() {
  const t = usePaymentsTexts();
  const titleId = useId();
  const toast = useToast();
  const messageText = useMessageText();
  const history = useInfiniteQuery(rentPaymentsQuery());
  const isError = history.isError;

  useEffect(() => {
    if (isError) toast.error(messageText(PAYMENT_MESSAGES.historyLoadFailed));
  }, [isError, toast, messageText]);

  const payments = isError ? [] : (history.data?.pages.flatMap((page) => page.results) ?? []);
  return (
    <Card className="history" aria-labelledby={titleId} role="region">
      <h2 id={titleId}>{t('history.title')}</h2>
      {history.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : payments.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <ul className="history__list" tabIndex={0} aria-label={t('history.list')}>
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
          {t('history.loadMore')}
        </Button>
      )}
    </Card>
  );
}
