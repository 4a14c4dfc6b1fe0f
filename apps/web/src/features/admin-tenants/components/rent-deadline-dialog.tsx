import { UpdateUnitSchema } from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { useUpdateRentDeadline } from '../api/update-rent-deadline';
import { TENANT_TEXT } from '../messages';
import type { TenantRow } from '../types';
import { formatDate } from '../utils/format';

const DeadlineSchema = UpdateUnitSchema.pick({ rent_due_date: true }).required();

type Props = { tenant: TenantRow; onClose: () => void };

/** Edit rent deadline: tenant, current deadline, new date; Cancel, Save, Saving... */
export function RentDeadlineDialog({ tenant, onClose }: Props) {
  const toast = useToast();
  const update = useUpdateRentDeadline();
  const [date, setDate] = useState(tenant.unit?.rent_due_date ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const unit = tenant.unit;

  const save = () => {
    if (!unit) return;
    const parsed = DeadlineSchema.safeParse({ rent_due_date: date });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(null);
    update.mutate(
      { unitId: unit.id, rentDueDate: date },
      {
        onSuccess: () => {
          toast.success(`Rent deadline for ${tenant.full_name} set to ${formatDate(date)}.`);
          onClose();
        },
        onError: () => setError(TENANT_TEXT.rentDeadlineFailed),
      },
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Edit Rent Deadline"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {unit && (
            <Button onClick={save} isBusy={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          )}
        </>
      }
    >
      <dl className="tm-facts">
        <dt>Tenant</dt>
        <dd>{tenant.full_name}</dd>
        {unit && (
          <>
            <dt>Unit</dt>
            <dd>{unit.unit_number}</dd>
            <dt>Current deadline</dt>
            <dd>{formatDate(unit.rent_due_date)}</dd>
          </>
        )}
      </dl>
      {unit ? (
        <TextField
          label="New rent deadline"
          type="date"
          value={date}
          error={fieldError}
          onChange={(event) => setDate(event.target.value)}
        />
      ) : (
        <Alert tone="warning">{TENANT_TEXT.rentDeadlineNoUnit}</Alert>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
