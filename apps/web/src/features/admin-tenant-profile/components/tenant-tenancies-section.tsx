import { formatKsh, TENANCY_HISTORY_TEXT, type TenancyHistoryRow } from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  tenancyDatesColumn,
  tenancyMoneyColumns,
  tenancyRentColumn,
} from '@/components/tenancy/tenancy-columns';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { tenancyPageCount, useTenantTenancies } from '@/lib/queries/tenancy-history';
import { DepositRefundForm } from './move-out/deposit-refund-form';
import './tenant-tenancies-section.css';

const columns: TableColumn<TenancyHistoryRow>[] = [
  {
    key: 'unit',
    header: 'Unit',
    render: (t) => `${t.unit.property_name} · ${t.unit.unit_number}`,
  },
  tenancyDatesColumn,
  tenancyRentColumn,
  { key: 'deposit', header: 'Deposit', render: (t) => formatKsh(t.deposit), align: 'end' },
  ...tenancyMoneyColumns,
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
