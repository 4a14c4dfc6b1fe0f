import { useState } from 'react';
import {
  DEPOSIT_STATUS_LABELS,
  formatKsh,
  type DepositRow,
  type DepositStatus,
} from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { DEPOSITS_PAGE_SIZE, useDeposits } from '@/lib/queries/deposits';
import { TENANT_TEXT } from '../messages';

const STATUS_TONE: Record<DepositStatus, BadgeTone> = {
  held: 'info',
  refund_due: 'warning',
  refunded: 'success',
  applied: 'neutral',
};

const COLUMNS: ReadonlyArray<TableColumn<DepositRow>> = [
  { key: 'tenant', header: 'Tenant', render: (d) => <strong>{d.tenant.full_name}</strong> },
  {
    key: 'unit',
    header: 'Unit',
    render: (d) => `${d.unit.unit_number} · ${d.unit.property_name}`,
  },
  { key: 'agreed', header: 'Agreed', align: 'end', render: (d) => formatKsh(d.amount_agreed) },
  { key: 'held', header: 'Held', align: 'end', render: (d) => formatKsh(d.amount_held) },
  {
    key: 'status',
    header: 'Status',
    render: (d) => (
      <Badge tone={STATUS_TONE[d.status]}>
        {d.status === 'refund_due' && d.refund_due !== null
          ? `${DEPOSIT_STATUS_LABELS.refund_due}: ${formatKsh(d.refund_due)}`
          : DEPOSIT_STATUS_LABELS[d.status]}
      </Badge>
    ),
  },
];

/**
 * Tenant Management's Deposits tab (issue 18 item 2): what the landlord holds for each tenancy,
 * current and ended, and what they owe back per property. A deposit is held for the tenant, not
 * income, so these figures never appear in revenue.
 */
export function DepositsView({ propertyId }: { propertyId: number | null }) {
  const [page, setPage] = useState(1);
  // A new property starts from its first page.
  const [pageOf, setPageOf] = useState(propertyId);
  if (pageOf !== propertyId) {
    setPageOf(propertyId);
    setPage(1);
  }
  const deposits = useDeposits(propertyId, page);

  if (deposits.isPending) return <Spinner label="Loading deposits..." />;
  if (deposits.isError)
    return (
      <Alert
        action={
          <Button variant="secondary" onClick={() => void deposits.refetch()}>
            Try Again
          </Button>
        }
      >
        {TENANT_TEXT.depositsLoadFailed}
      </Alert>
    );

  const { totals, results, count } = deposits.data;
  return (
    <div className="tm-deposits">
      <section aria-labelledby="tm-deposit-totals" className="tm-deposits__totals">
        <h2 id="tm-deposit-totals" className="visually-hidden">
          Deposit totals
        </h2>
        <Card className="tm-card">
          <h3 className="tm-card__label">Deposits held</h3>
          <p className="tm-card__value">{formatKsh(totals.held)}</p>
        </Card>
        <Card className="tm-card">
          <h3 className="tm-card__label">Refunds due</h3>
          <p className="tm-card__value">{formatKsh(totals.refund_due)}</p>
        </Card>
      </section>
      {totals.properties.length > 0 && (
        <Card>
          <h3 className="tm-deposits__heading">Deposits per property</h3>
          <Table
            caption="Deposits per property"
            isCaptionHidden
            columns={[
              { key: 'property', header: 'Property', render: (p) => p.property_name },
              { key: 'held', header: 'Held', align: 'end', render: (p) => formatKsh(p.held) },
              {
                key: 'refund',
                header: 'Refund due',
                align: 'end',
                render: (p) => formatKsh(p.refund_due),
              },
            ]}
            rows={totals.properties}
            rowKey={(p) => p.property_id}
          />
        </Card>
      )}
      <Card className="tm-deposits__card">
        <Table
          caption="Deposits"
          isCaptionHidden
          columns={COLUMNS}
          rows={results}
          rowKey={(d) => d.tenancy_id}
          empty={<p>{TENANT_TEXT.noDeposits}</p>}
        />
        <Pagination
          label="Deposit pages"
          page={page}
          pageCount={Math.ceil(count / DEPOSITS_PAGE_SIZE)}
          onChange={setPage}
          isBusy={deposits.isPlaceholderData}
        />
      </Card>
    </div>
  );
}
