import { ADMIN_MESSAGES, bulkCreateUnitNumbers, type UnitTypeRead } from '@pango/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { createUnitsInBulk } from '../api/create-units-in-bulk';
import { usePlanRoom } from '../api/get-plan-room';
import { propertyKeys } from '@/lib/queries/properties';
import { validateBulkAdd, type BulkValues } from '../utils/bulk-add-form';
import {
  BULK_MAX,
  BULK_WARN_ABOVE,
  bulkRoom,
  refusedOutcome,
  type BulkOutcome,
} from '../utils/bulk-add';
import { BulkRoomNotice } from './bulk-room-notice';
import { LimitReachedAlert } from './limit-reached-alert';
import { RoomTypeChoice } from './room-type-choice';

type BulkAddDialogProps = {
  isOpen: boolean;
  propertyId: number;
  /** The property's Number of Units and the units it has: what the property still holds. */
  unitCount: number;
  units: number;
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

/**
 * Bulk add (seed 001 sections 4, 5, 8). Issue 17: the room left on the plan and in the property is
 * said before anything is sent, a range that does not fit cannot be sent, and the API creates the
 * range all or none, so a refusal is reported as "Created 0 units. N failed." at the top.
 */
function BulkAddForm({
  propertyId,
  unitCount,
  units,
  roomTypes,
  onClose,
  onDone,
}: Omit<BulkAddDialogProps, 'isOpen'>) {
  const queryClient = useQueryClient();
  const planRoom = usePlanRoom();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const set = (field: keyof BulkValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const start = Number(values.start);
  const end = Number(values.end);
  const count =
    values.start && values.end && Number.isInteger(start) && end >= start ? end - start + 1 : 0;
  const room = bulkRoom(planRoom.data, unitCount, units);
  // Past 100 the spec's own message answers on submit; below it, a range too big cannot be sent.
  const isTooMany = count > room.fit && count <= BULK_MAX;
  // Named by the rule the API uses; only for a range the dialog could send.
  const names =
    count > 0 && count <= BULK_MAX
      ? bulkCreateUnitNumbers({ prefix: values.prefix, start_number: start, end_number: end })
      : [];

  // The outcome sits above the fields: scrolled to and focused so it is never below the fold.
  useEffect(() => {
    if (!outcome) return;
    outcomeRef.current?.scrollIntoView?.({ block: 'nearest' });
    outcomeRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const checked = validateBulkAdd(values, roomTypes);
    if (!checked.ok) return setError(checked.error);
    if (isTooMany) return;
    setError(null);
    setOutcome(null);
    const { plan } = checked;
    const total = plan.end - plan.start + 1;
    setIsSending(true);
    try {
      const created = await createUnitsInBulk({
        property_obj: propertyId,
        prefix: values.prefix.trim() || undefined,
        start_number: plan.start,
        end_number: plan.end,
        ...plan.type,
        rent: plan.rent,
        deposit: plan.deposit,
        is_available: true,
      });
      onDone(created.length);
    } catch (cause) {
      setOutcome(refusedOutcome(total, cause));
    } finally {
      setIsSending(false);
      // Units, figures and the plan's room: reread whatever the answer.
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="pm-form">
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="pm-bulk-outcome">
          <BulkOutcomeMessage outcome={outcome} />
        </div>
      )}
      {/* After a plan-limit refusal the outcome already says it. */}
      {!outcome?.limit && (
        <BulkRoomNotice
          room={room}
          planRoom={planRoom.data}
          count={count}
          onShorten={() => set('end')(String(start + room.fit - 1))}
        />
      )}
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
      {names.length > 0 && (
        <p className="muted pm-bulk-names">
          {names.length === 1 ? names[0] : `${names[0]} to ${names[names.length - 1]}`}
        </p>
      )}
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
      <div className="pm-form__actions">
        <Button variant="secondary" onClick={onClose}>
          {outcome ? 'Close' : 'Cancel'}
        </Button>
        <Button type="submit" isBusy={isSending} disabled={isTooMany || room.fit === 0}>
          {isSending ? 'Adding Units...' : 'Add Units'}
        </Button>
      </div>
    </form>
  );
}

function BulkOutcomeMessage({ outcome }: { outcome: BulkOutcome }) {
  const summary = ADMIN_MESSAGES.bulkResult(outcome.created, outcome.failed);
  if (outcome.limit) {
    return (
      <>
        <LimitReachedAlert limit={outcome.limit} resource="units" />
        <Alert>
          <p>{summary}</p>
        </Alert>
      </>
    );
  }
  return (
    <Alert title={summary}>
      <p>{outcome.reason ?? ADMIN_MESSAGES.bulkFailed}</p>
    </Alert>
  );
}
