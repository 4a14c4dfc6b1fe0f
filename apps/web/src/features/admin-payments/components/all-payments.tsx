import {
  enteredByLabel,
  formatKsh,
  PAYMENT_MESSAGES,
  paymentStatusTone,
  type RentPaymentRow,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { downloadFile } from '@/lib/file-download';
import { ReceiptButton } from '@/features/payment-records';
import { PAYMENTS_PAGE_SIZE, RENT_PAYMENTS_PATH, useRentPayments } from '../api/get-rent-payments';
import { PAYMENTS_TEXT } from '../messages';
import { fileSlug, formatDate, label } from '../utils/format';
import { WithholdingCertificateButton } from './withholding-certificate';

const COLUMNS: TableColumn<RentPaymentRow>[] = [
  { key: 'id', header: 'Payment ID', render: (p) => p.reference_number || `#${p.id}` },
  { key: 'client', header: 'Client', render: (p) => p.tenant_name ?? '—' },
  { key: 'amount', header: 'Amount', render: (p) => formatKsh(p.amount), align: 'end' },
  { key: 'date', header: 'Date', render: (p) => formatDate(p.completed_at ?? p.created_at) },
  {
    key: 'method',
    header: 'Method',
    // A payment recorded by hand names the team member who entered it (issue 23).
    render: (p) => (
      <>
        {label(p.payment_method)}
        {p.entered_by && (
          <>
            <br />
            <span className="muted">{enteredByLabel(p.entered_by)}</span>
          </>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (p) => <Badge tone={paymentStatusTone(p.status)}>{label(p.status)}</Badge>,
  },
  {
    key: 'receipt',
    header: 'Receipt',
    render: (p) => (
      <>
        <ReceiptButton paymentId={p.id} receiptNumber={p.receipt_number} />
        <WithholdingCertificateButton payment={p} />
      </>
    ),
  },
];

type AllPaymentsProps = {
  propertyId: number | null;
  propertyName: string | null;
  isReady: boolean;
};

/** The All Payments table (server pages) and Download CSV (the streamed export). */
export function AllPayments({ propertyId, propertyName, isReady }: AllPaymentsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [pageFor, setPageFor] = useState(propertyId);
  // Another property starts again at page 1 (state adjusted during render, not in an effect).
  if (pageFor !== propertyId) {
    setPageFor(propertyId);
    setPage(1);
  }
  const payments = useRentPayments(propertyId, page, isReady);
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    setIsDownloading(true);
    setDownloadError(null);
    const name = propertyName ? `${fileSlug(propertyName)}_${propertyId}` : 'all';
    try {
      await downloadFile(
        `${RENT_PAYMENTS_PATH}csv/`,
        { property_id: propertyId },
        `rent_payments_${name}.csv`,
      );
    } catch {
      setDownloadError(PAYMENTS_TEXT.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  }

  const data = payments.data;
  return (
    <section aria-labelledby={headingId} className="payments-section">
      <div className="payments-section__header">
        <h2 id={headingId}>All Payments</h2>
        <Button variant="secondary" isBusy={isDownloading} onClick={() => void download()}>
          Download CSV
        </Button>
      </div>
      {downloadError && <Alert>{downloadError}</Alert>}
      {payments.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void payments.refetch()}>
              Try Again
            </Button>
          }
        >
          {PAYMENT_MESSAGES.paymentsLoadFailed}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading payments" />
      ) : (
        <>
          <Table
            caption="All Payments"
            isCaptionHidden
            columns={COLUMNS}
            rows={data.results}
            rowKey={(p) => p.id}
            empty="No payments yet."
          />
          {(page > 1 || data.next_page !== null) && (
            <nav className="payments-pager" aria-label="Payments pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={page === 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                Previous
              </Button>
              <span aria-live="polite">
                Page {page} of {Math.max(1, Math.ceil(data.count / PAYMENTS_PAGE_SIZE))}
                {data.count_capped ? '+' : ''}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={data.next_page === null || payments.isFetching}
                onClick={() => setPage((p) => data.next_page ?? p)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
