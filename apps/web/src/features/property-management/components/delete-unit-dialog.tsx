import { ADMIN_MESSAGES, type UnitRead } from '@pango/shared';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { useDeleteUnit } from '../api/delete-unit';
import { hasStatus, serverMessage } from '../utils/api-errors';
import { ConfirmDialog } from './confirm-dialog';

/** Deleting a unit: refused by the API while a tenant is assigned (409). */
export function DeleteUnitDialog({
  unit,
  onClose,
}: {
  unit: UnitRead | null;
  onClose: () => void;
}) {
  const remove = useDeleteUnit();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!unit) return;
    try {
      await remove.mutateAsync(unit.id);
      toast.success(`Unit ${unit.unit_number} deleted.`);
      close();
    } catch (cause) {
      // 409 names the reason: a tenant, a pending application, or payment records.
      const fallback = hasStatus(cause, 409)
        ? ADMIN_MESSAGES.unitOccupied
        : 'Failed to delete unit. Please try again.';
      setError(serverMessage(cause) ?? fallback);
    }
  };
  return (
    <ConfirmDialog
      isOpen={unit !== null}
      title="Delete Unit"
      confirmLabel="Delete"
      tone="danger"
      isBusy={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <p>Delete unit {unit?.unit_number}? This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
