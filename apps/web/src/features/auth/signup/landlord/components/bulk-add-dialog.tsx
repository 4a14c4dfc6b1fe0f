import { BulkUnitsSchema, bulkUnits, LIMITS, type UnitDraft } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { unitCount } from '../format-ksh';
import { RoomTypeSelect } from './room-type-select';

type BulkAddDialogProps = {
  /** The property the units go to; null when closed. */
  propertyLabel: string | null;
  existingUnitNumbers: () => string[];
  onAdd: (units: UnitDraft[]) => void;
  onClose: () => void;
};

const EMPTY = {
  count: '',
  room_type: '',
  monthly_rent: '',
  deposit_amount: '',
  prefix: '',
  start_number: '',
};

/** Bulk Add (seed 000 section 5): count 1-100, named prefix + sequence or "Unit N". */
export function BulkAddDialog({ propertyLabel, ...props }: BulkAddDialogProps) {
  return (
    <Dialog
      isOpen={propertyLabel !== null}
      onClose={props.onClose}
      title={propertyLabel ? `Bulk Add Units to ${propertyLabel}` : 'Bulk Add Units'}
    >
      {/* Mounted only while open, so every opening starts blank. */}
      {propertyLabel !== null && <BulkAddForm {...props} />}
    </Dialog>
  );
}

function BulkAddForm({
  existingUnitNumbers,
  onAdd,
  onClose,
}: Omit<BulkAddDialogProps, 'propertyLabel'>) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const count = Number(values.count);
  const isLarge = Number.isInteger(count) && count > LIMITS.bulkUnitWarnAbove;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = BulkUnitsSchema.safeParse({
      ...values,
      prefix: values.prefix.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onAdd(bulkUnits(parsed.data, existingUnitNumbers()));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="bulk-add">
      <div className="landlord-signup__grid">
        <TextField
          label="Number of Units"
          inputMode="numeric"
          hint={`1 to ${LIMITS.bulkUnitMax}`}
          value={values.count}
          error={errors.count}
          onChange={(event) => set('count')(event.target.value)}
        />
        <RoomTypeSelect
          value={values.room_type}
          onChange={set('room_type')}
          error={errors.room_type}
        />
        <TextField
          label="Monthly Rent (KSh)"
          inputMode="numeric"
          value={values.monthly_rent}
          error={errors.monthly_rent}
          onChange={(event) => set('monthly_rent')(event.target.value)}
        />
        <TextField
          label="Deposit (optional)"
          inputMode="numeric"
          placeholder="Same as rent"
          value={values.deposit_amount}
          error={errors.deposit_amount}
          onChange={(event) => set('deposit_amount')(event.target.value)}
        />
        <TextField
          label="Prefix (optional)"
          placeholder="e.g. A"
          value={values.prefix}
          error={errors.prefix}
          onChange={(event) => set('prefix')(event.target.value)}
        />
        <TextField
          label="Start Number (optional)"
          inputMode="numeric"
          placeholder="1"
          value={values.start_number}
          error={errors.start_number}
          onChange={(event) => set('start_number')(event.target.value)}
        />
      </div>
      <p className="muted bulk-add__hint">
        Units are named prefix + number (A1, A2 ...); without a prefix, Unit 1, Unit 2 ... from the
        start number.
      </p>
      {isLarge && (
        <Alert tone="warning">
          You are about to add {unitCount(count)}. Check the details: each one can be edited or
          removed after adding.
        </Alert>
      )}
      <div className="landlord-signup__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Add Units</Button>
      </div>
    </form>
  );
}
