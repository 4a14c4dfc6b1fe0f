import {
  formatKsh,
  TENANCY_HISTORY_TEXT,
  type TenancyHistoryRow,
  type UnitRead,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  tenancyDatesColumn,
  tenancyMoneyColumns,
  tenancyRentColumn,
} from '@/components/tenancy/tenancy-columns';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { tenancyPageCount, useUnitTenancies } from '@/lib/queries/tenancy-history';
import './unit-history-dialog.css';

const columns: TableColumn<TenancyHistoryRow>[] = [
  { key: 'tenant', header: 'Tenant', render: (t) => t.tenant.full_name },
  tenancyDatesColumn,
  tenancyRentColumn,
  ...tenancyMoneyColumns,
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
