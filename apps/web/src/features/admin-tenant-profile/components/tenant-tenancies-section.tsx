import {
  formatDate,
  formatKsh,
  TENANCY_HISTORY_TEXT,
  TENANCY_STATUS_LABELS,
  type TenancyHistoryRow,
  type TenancyStatus,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { tenancyPageCount, useTenantTenancies } from '@/lib/queries/tenancy-history';
import { DepositRefundForm } from './move-out/deposit-refund-form';
import './tenant-tenancies-section.css';

const STATUS_TONE: Record<TenancyStatus, BadgeTone> = {
  active: 'success',
  notice: 'warning',
  ended: 'neutral',
};

const columns: TableColumn<TenancyHistoryRow>[] = [
  {
    key: 'unit',
    header: 'Unit',
    render: (t) => `${t.unit.property_name} · ${t.unit.unit_number}`,
  },
  {
    key: 'dates',
    header: 'Dates',
    render: (t) =>
      `${formatDate(t.start_date)} – ${t.end_date ? formatDate(t.end_date) : TENANCY_HISTORY_TEXT.present}`,
  },
  { key: 'rent', header: 'Monthly Rent', render: (t) => formatKsh(t.monthly_rent), align: 'end' },
  { key: 'deposit', header: 'Deposit', render: (t) => formatKsh(t.deposit), align: 'end' },
  { key: 'paid', header: 'Rent Paid', render: (t) => formatKsh(t.total_paid), align: 'end' },
  // Ended: what was left owing at the end (the final balance); running: what is owed today.
  { key: 'balance', header: 'Balance', render: (t) => formatKsh(t.balance), align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (t) => <Badge tone={STATUS_TONE[t.status]}>{TENANCY_STATUS_LABELS[t.status]}</Badge>,
  },
];

/** An ended tenancy whose deposit refund is due and not yet recorded. */
const refundPending = (t: TenancyHistoryRow) =>
  t.status === 'ended' && (t.refund_due ?? 0) > 0 && !t.refund_recorded;

/** The tenant details page's "Tenancies": every unit the tenant has rented, newest first. */
export function TenantTenanciesSection({ tenantId }: { tenantId: number }) {
  const [page, setPage] = useState(1);
  // The refund is often paid days after the move-out: recorded from here once the dialog closed.
  const [refunding, setRefunding] = useState<TenancyHistoryRow | null>(null);
  const withRefund: TableColumn<TenancyHistoryRow>[] = [
    ...columns,
    {
      key: 'refund',
      header: 'Deposit Refund',
      render: (t) =>
        refundPending(t) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Record Refund for ${t.unit.unit_number}`}
            onClick={() => setRefunding(t)}
          >
            Record Refund
          </Button>
        ) : t.refund_recorded ? (
          'Recorded'
        ) : (
          '-'
        ),
    },
  ];
  const tenancies = useTenantTenancies(tenantId, page);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="tenant-profile__section tenant-tenancies">
      <h2 id={headingId}>{TENANCY_HISTORY_TEXT.tenantTitle}</h2>
      {tenancies.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void tenancies.refetch()}>
              Try Again
            </Button>
          }
        >
          {TENANCY_HISTORY_TEXT.loadFailed}
        </Alert>
      ) : !tenancies.data ? (
        <Spinner label={TENANCY_HISTORY_TEXT.loading} />
      ) : (
        <>
          <Table
            caption="The tenant's tenancies"
            isCaptionHidden
            columns={withRefund}
            rows={tenancies.data.results}
            rowKey={(t) => t.id}
            empty={<p className="tenant-profile__muted">{TENANCY_HISTORY_TEXT.tenantEmpty}</p>}
          />
          <Pagination
            label="Tenancy pages"
            page={page}
            pageCount={tenancyPageCount(tenancies.data.count)}
            onChange={setPage}
            isBusy={tenancies.isFetching}
          />
        </>
      )}
      <Dialog isOpen={refunding !== null} onClose={() => setRefunding(null)} title="Record Refund">
        {refunding && (
          <DepositRefundForm
            tenancyId={refunding.id}
            refundDue={refunding.refund_due ?? 0}
            onCancel={() => setRefunding(null)}
            onRecorded={() => setRefunding(null)}
          />
        )}
      </Dialog>
    </section>
  );
}
