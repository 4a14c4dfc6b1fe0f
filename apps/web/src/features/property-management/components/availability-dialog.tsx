import { ADMIN_MESSAGES, type UnitRead } from '@pango/shared';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetUnitAvailability } from '../api/set-unit-availability';
import { hasStatus, serverMessage } from '../utils/api-errors';
import { ConfirmDialog } from './confirm-dialog';

const label = (isAvailable: boolean) => (isAvailable ? 'Available' : 'Unavailable');

/** Confirm availability change (seed 001 section 4): shows the current and the new status. */
export function AvailabilityDialog({
  unit,
  onClose,
}: {
  unit: UnitRead | null;
  onClose: () => void;
}) {
  const change = useSetUnitAvailability();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!unit) return;
    try {
      await change.mutateAsync({ unitId: unit.id, isAvailable: !unit.is_available });
      toast.success(`Unit ${unit.unit_number} is now ${label(!unit.is_available).toLowerCase()}.`);
      close();
    } catch (cause) {
      setError(
        hasStatus(cause, 409)
          ? ADMIN_MESSAGES.availabilityHasTenant
          : (serverMessage(cause) ?? 'Failed to change availability. Please try again.'),
      );
    }
  };
  return (
    <ConfirmDialog
      isOpen={unit !== null}
      title="Confirm Availability Change"
      confirmLabel="Confirm"
      isBusy={change.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {unit && (
        <dl className="pm-change">
          <dt>Unit</dt>
          <dd>{unit.unit_number}</dd>
          <dt>Current status</dt>
          <dd>{label(unit.is_available)}</dd>
          <dt>New status</dt>
          <dd>{label(!unit.is_available)}</dd>
        </dl>
      )}
    </ConfirmDialog>
  );
}
