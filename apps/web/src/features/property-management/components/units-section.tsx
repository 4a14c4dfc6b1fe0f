import {
  ADMIN_MESSAGES,
  formatKsh,
  type UnitRead,
  type UnitStatus,
  type UnitTypeRead,
} from '@pango/shared';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { toast } from '@/components/ui/toast/toast-store';
import { usePermission } from '@/lib/permissions';
import { STATUS_LABEL, statusOf, tenantName, typeLabel } from '../utils/unit-view';
import { AddUnitDialog } from './add-unit-dialog';
import { AvailabilityDialog } from './availability-dialog';
import { BulkAddDialog } from './bulk-add-dialog';
import { DeleteUnitDialog } from './delete-unit-dialog';

// Opened from a unit's History button: its own chunk, outside /admin's first load (ADR 016).
const UnitHistoryDialog = lazy(() =>
  import('./unit-history-dialog').then((m) => ({ default: m.UnitHistoryDialog })),
);

type UnitsSectionProps = {
  propertyId: number;
  /** The property's Number of Units: bulk add says how many more it holds. */
  unitCount: number;
  units: UnitRead[] | undefined;
  roomTypes: readonly UnitTypeRead[];
  isLoading: boolean;
};

const STATUS_TONE: Record<UnitStatus, BadgeTone> = {
  occupied: 'info',
  available: 'success',
  unavailable: 'neutral',
};

const availabilityAction = (unit: UnitRead) =>
  unit.is_available ? 'Mark Unavailable' : 'Mark Available';

type Open = 'add' | 'bulk' | null;

/** Room Management: every unit with its status by the unit status rule (seed 001 section 4). */
export function UnitsSection(props: UnitsSectionProps) {
  const { propertyId, unitCount, units, roomTypes, isLoading } = props;
  const [open, setOpen] = useState<Open>(null);
  const [toggling, setToggling] = useState<UnitRead | null>(null);
  const [deleting, setDeleting] = useState<UnitRead | null>(null);
  const [viewing, setViewing] = useState<UnitRead | null>(null);
  // Issue 23: a caretaker sees units without rent; only who may edit units gets their buttons.
  const seesMoney = usePermission('money.read');
  const canEdit = usePermission('properties.write');

  const allColumns: TableColumn<UnitRead>[] = [
    { key: 'unit', header: 'Unit', render: (unit) => unit.unit_number },
    { key: 'type', header: 'Room Type', render: typeLabel },
    { key: 'rent', header: 'Rent', render: (unit) => formatKsh(unit.rent), align: 'end' },
    { key: 'deposit', header: 'Deposit', render: (unit) => formatKsh(unit.deposit), align: 'end' },
    {
      key: 'status',
      header: 'Status',
      render: (unit) => {
        const status = statusOf(unit);
        return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
      },
    },
    { key: 'tenant', header: 'Tenant', render: (unit) => tenantName(unit) ?? '-' },
    {
      key: 'actions',
      header: 'Actions',
      render: (unit) => (
        <div className="pm-row-actions">
          {/* A tenant's unit stays occupied (seed 001 section 4): no availability to offer; the
              API refuses the change too (409). */}
          {canEdit && unit.tenant === null && (
            <Button
              size="sm"
              variant="secondary"
              // The visible words first: the accessible name must contain them (WCAG 2.5.3).
              aria-label={`${availabilityAction(unit)} ${unit.unit_number}`}
              onClick={() => setToggling(unit)}
            >
              {availabilityAction(unit)}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`History of unit ${unit.unit_number}`}
            onClick={() => setViewing(unit)}
          >
            History
          </Button>
          {canEdit && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete unit ${unit.unit_number}`}
              onClick={() => setDeleting(unit)}
            >
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];
  const columns = seesMoney
    ? allColumns
    : allColumns.filter((column) => column.key !== 'rent' && column.key !== 'deposit');

  return (
    <section className="pm-section" aria-labelledby="pm-rooms">
      <div className="pm-section__head">
        <h2 id="pm-rooms">Room Management</h2>
        {canEdit && (
          <div className="pm-row-actions">
            <Button size="sm" onClick={() => setOpen('add')}>
              Add Unit
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen('bulk')}>
              Bulk Add Units
            </Button>
          </div>
        )}
      </div>
      {isLoading ? (
        <Spinner label="Loading units..." />
      ) : !units ? (
        <Alert>{ADMIN_MESSAGES.loadUnitsFailed}</Alert>
      ) : (
        <div className="pm-units">
          <Table
            caption="Units"
            isCaptionHidden
            columns={columns}
            rows={units}
            rowKey={(unit) => unit.id}
            empty={
              <div className="pm-empty">
                <p className="pm-empty__title">{ADMIN_MESSAGES.noAvailableUnits}</p>
                <p className="muted">Add a unit, or bulk add a range of units, to get started.</p>
              </div>
            }
          />
        </div>
      )}
      <AddUnitDialog
        isOpen={open === 'add'}
        propertyId={propertyId}
        roomTypes={roomTypes}
        onClose={() => setOpen(null)}
        onAdded={(unitNumber) => {
          toast.success(`Unit ${unitNumber} added.`);
          setOpen(null);
        }}
      />
      <BulkAddDialog
        isOpen={open === 'bulk'}
        propertyId={propertyId}
        unitCount={unitCount}
        units={units?.length ?? 0}
        roomTypes={roomTypes}
        onClose={() => setOpen(null)}
        onDone={(created) => {
          toast.success(ADMIN_MESSAGES.bulkResult(created, 0));
          setOpen(null);
        }}
      />
      <AvailabilityDialog unit={toggling} onClose={() => setToggling(null)} />
      <DeleteUnitDialog unit={deleting} onClose={() => setDeleting(null)} />
      {viewing && (
        <Suspense fallback={null}>
          <UnitHistoryDialog unit={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </section>
  );
}
