import { ADMIN_MESSAGES, type UnitTypeRead } from '@pango/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { createUnit } from '../api/create-unit';
import { propertyKeys } from '@/lib/queries/properties';
import { validateBulkAdd, type BulkValues } from '../utils/bulk-add-form';
import { BULK_WARN_ABOVE, bulkUnitNumbers, runBulkAdd, type BulkOutcome } from '../utils/bulk-add';
import { LimitReachedAlert } from './limit-reached-alert';
import { RoomTypeChoice } from './room-type-choice';

type BulkAddDialogProps = {
  isOpen: boolean;
  propertyId: number;
  roomTypes: readonly UnitTypeRead[];
  onClose: () => void;
  /** Every unit was created. */
  onDone: (created: number) => void;
};

export function BulkAddDialog({ isOpen, onClose, ...props }: BulkAddDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Bulk Add Units">
      {isOpen && <BulkAddForm onClose={onClose} {...props} />}
    </Dialog>
  );
}

const EMPTY: BulkValues = { choice: '', prefix: '', start: '1', end: '', rent: '', deposit: '' };

/** Bulk add (seed 001 sections 4, 5, 8): batches of 10, stopping at a plan limit. */
function BulkAddForm({
  propertyId,
  roomTypes,
  onClose,
  onDone,
}: Omit<BulkAddDialogProps, 'isOpen'>) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const set = (field: keyof BulkValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const start = Number(values.start);
  const end = Number(values.end);
  const count = values.start && values.end && end >= start ? end - start + 1 : 0;
  const isRunning = progress !== null && outcome === null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isRunning) return;
    const checked = validateBulkAdd(values, roomTypes);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setOutcome(null);
    const { plan } = checked;
    const numbers = bulkUnitNumbers(values.prefix, plan.start, plan.end);
    setProgress({ done: 0, total: numbers.length });
    let result: BulkOutcome;
    try {
      result = await runBulkAdd(
        numbers,
        (unit_number) =>
          createUnit({
            property_obj: propertyId,
            unit_number,
            ...plan.type,
            rent: plan.rent,
            deposit: plan.deposit,
            is_available: true,
          }),
        (done) => setProgress({ done, total: numbers.length }),
      );
    } finally {
      // The list reloads whatever happened: some units may exist now.
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    }
    if (result.failed === 0) return onDone(result.created);
    setOutcome(result);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="pm-form">
      <RoomTypeChoice
        label="Unit Type"
        value={values.choice}
        onChange={set('choice')}
        roomTypes={roomTypes}
      />
      <TextField
        label="Prefix (optional)"
        hint="Units are named prefix + number (A1, A2...); without a prefix, Unit 1, Unit 2..."
        maxLength={10}
        value={values.prefix}
        onChange={(e) => set('prefix')(e.target.value)}
      />
      <div className="pm-form__pair">
        <TextField
          label="Start Number"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.start}
          onChange={(e) => set('start')(e.target.value)}
        />
        <TextField
          label="End Number"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.end}
          onChange={(e) => set('end')(e.target.value)}
        />
      </div>
      <TextField
        label="Monthly Rent (KSh)"
        hint="For one of your room types, left blank, the room type's rent is used."
        type="number"
        inputMode="numeric"
        min={0}
        value={values.rent}
        onChange={(e) => set('rent')(e.target.value)}
      />
      <TextField
        label="Deposit (KSh)"
        hint="Left blank, the deposit is one month's rent."
        type="number"
        inputMode="numeric"
        min={0}
        value={values.deposit}
        onChange={(e) => set('deposit')(e.target.value)}
      />
      {count > BULK_WARN_ABOVE && count <= 100 && (
        <Alert tone="warning">
          You are about to add {count} units. Check the range before you continue.
        </Alert>
      )}
      {error && <Alert>{error}</Alert>}
      {progress && (
        <div className="pm-progress">
          <label htmlFor="pm-bulk-progress">
            {isRunning ? 'Creating units...' : 'Finished'} {progress.done} of {progress.total}
          </label>
          <progress id="pm-bulk-progress" max={progress.total} value={progress.done} />
        </div>
      )}
      {outcome && <BulkOutcomeMessage outcome={outcome} />}
      <div className="pm-form__actions">
        <Button variant="secondary" onClick={onClose}>
          {outcome ? 'Close' : 'Cancel'}
        </Button>
        <Button type="submit" isBusy={isRunning}>
          {isRunning ? 'Adding Units...' : 'Add Units'}
        </Button>
      </div>
    </form>
  );
}

function BulkOutcomeMessage({ outcome }: { outcome: BulkOutcome }) {
  const summary =
    outcome.created === 0 && !outcome.limit
      ? ADMIN_MESSAGES.bulkFailed
      : ADMIN_MESSAGES.bulkResult(outcome.created, outcome.failed);
  return (
    <>
      {outcome.limit && <LimitReachedAlert limit={outcome.limit} resource="units" />}
      <Alert>
        {outcome.stopMessage && <p>{outcome.stopMessage}</p>}
        <p>{summary}</p>
      </Alert>
    </>
  );
}
