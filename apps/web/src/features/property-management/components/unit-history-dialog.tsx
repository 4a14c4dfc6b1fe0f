import {
  formatDate,
  formatKsh,
  TENANCY_HISTORY_TEXT,
  TENANCY_STATUS_LABELS,
  type TenancyHistoryRow,
  type TenancyStatus,
  type UnitRead,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { tenancyPageCount, useUnitTenancies } from '@/lib/queries/tenancy-history';
import './unit-history-dialog.css';

const STATUS_TONE: Record<TenancyStatus, BadgeTone> = {
  active: 'success',
  notice: 'warning',
  ended: 'neutral',
};

const columns: TableColumn<TenancyHistoryRow>[] = [
  { key: 'tenant', header: 'Tenant', render: (t) => t.tenant.full_name },
  {
    key: 'dates',
    header: 'Dates',
    render: (t) =>
      `${formatDate(t.start_date)} – ${t.end_date ? formatDate(t.end_date) : TENANCY_HISTORY_TEXT.present}`,
  },
  { key: 'rent', header: 'Monthly Rent', render: (t) => formatKsh(t.monthly_rent), align: 'end' },
  { key: 'paid', header: 'Rent Paid', render: (t) => formatKsh(t.total_paid), align: 'end' },
  // Ended: what was left owing at the end (the final balance); running: what is owed today.
  { key: 'balance', header: 'Balance', render: (t) => formatKsh(t.balance), align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (t) => <Badge tone={STATUS_TONE[t.status]}>{TENANCY_STATUS_LABELS[t.status]}</Badge>,
  },
];

/** "Tenancy History": who rented the unit, when, at what rent and what each paid (issue 18). */
function TenancyHistory({ unitId, unitNumber }: { unitId: number; unitNumber: string }) {
  const [page, setPage] = useState(1);
  const history = useUnitTenancies(unitId, page);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pm-unit-history">
      <h3 id={headingId}>{TENANCY_HISTORY_TEXT.unitTitle}</h3>
      {history.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          }
        >
          {TENANCY_HISTORY_TEXT.loadFailed}
        </Alert>
      ) : !history.data ? (
        <Spinner label={TENANCY_HISTORY_TEXT.loading} />
      ) : (
        <>
          <Table
            caption={`Tenancies of unit ${unitNumber}`}
            isCaptionHidden
            columns={columns}
            rows={history.data.results}
            rowKey={(t) => t.id}
            empty={<p className="muted">{TENANCY_HISTORY_TEXT.unitEmpty}</p>}
          />
          <Pagination
            label="Tenancy history pages"
            page={page}
            pageCount={tenancyPageCount(history.data.count)}
            onChange={setPage}
            isBusy={history.isFetching}
          />
        </>
      )}
    </section>
  );
}

/** A unit's details: its rent, deposit and tenancy history, past and current. */
export function UnitHistoryDialog({
  unit,
  onClose,
}: {
  unit: UnitRead | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={unit !== null}
      onClose={onClose}
      title={unit ? `Unit ${unit.unit_number}` : 'Unit'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {unit && (
        <div className="pm-unit-details">
          <dl className="pm-change">
            <dt>Rent</dt>
            <dd>{formatKsh(unit.rent)}</dd>
            <dt>Deposit</dt>
            <dd>{formatKsh(unit.deposit)}</dd>
          </dl>
          <TenancyHistory key={unit.id} unitId={unit.id} unitNumber={unit.unit_number} />
        </div>
      )}
    </Dialog>
  );
}
