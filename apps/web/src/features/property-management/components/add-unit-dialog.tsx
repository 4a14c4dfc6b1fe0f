import {
  ADMIN_MESSAGES,
  customRoomType,
  formatKsh,
  LIMITS,
  type UnitTypeRead,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateUnit, type CreateUnitInput } from '../api/create-unit';
import { planLimitOf, serverFieldErrors, serverMessage, hasStatus } from '../utils/api-errors';
import type { PlanLimit } from '../utils/api-errors';
import { LimitReachedAlert } from './limit-reached-alert';
import { chosenRoomType, CUSTOM_CHOICE } from '../utils/room-type-choice';
import { RoomTypeChoice } from './room-type-choice';

type AddUnitDialogProps = {
  isOpen: boolean;
  propertyId: number | null;
  roomTypes: readonly UnitTypeRead[];
  onClose: () => void;
  onAdded: (unitNumber: string) => void;
};

export function AddUnitDialog({ isOpen, onClose, ...props }: AddUnitDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Add Rental Unit">
      {isOpen && <AddUnitForm onClose={onClose} {...props} />}
    </Dialog>
  );
}

const EMPTY = { unitNumber: '', choice: '', customText: '', rent: '', deposit: '' };

/** Add unit (seed 001 section 5): blank rent is 5000, blank or zero deposit is the rent. */
function AddUnitForm({
  propertyId,
  roomTypes,
  onClose,
  onAdded,
}: Omit<AddUnitDialogProps, 'isOpen'>) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const create = useCreateUnit();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const chooseType = (choice: string) => {
    const type = chosenRoomType(choice, roomTypes);
    // A room type carries its rent and deposit; fill them unless the landlord already typed some.
    setValues((current) => ({
      ...current,
      choice,
      rent: type && !current.rent ? String(type.rent) : current.rent,
      deposit: type && !current.deposit ? String(type.deposit) : current.deposit,
    }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLimit(null);
    if (propertyId === null) return setError(ADMIN_MESSAGES.selectPropertyFirst);
    const unitNumber = values.unitNumber.trim();
    const isCustom = values.choice === CUSTOM_CHOICE;
    if (!unitNumber || !values.choice || (isCustom && !values.customText.trim())) {
      return setError(ADMIN_MESSAGES.fillRequiredFields);
    }
    const rent = values.rent.trim() === '' ? LIMITS.defaultUnitRent : Number(values.rent);
    const deposit = Number(values.deposit) > 0 ? Number(values.deposit) : rent;
    if (!Number.isInteger(rent) || rent < 0 || !Number.isFinite(deposit)) {
      return setError(ADMIN_MESSAGES.fillRequiredFields);
    }
    const type = chosenRoomType(values.choice, roomTypes);
    const input: CreateUnitInput = {
      property_obj: propertyId,
      unit_number: unitNumber,
      ...(type
        ? { unit_type: type.id }
        : { room_type: isCustom ? customRoomType(values.customText) : values.choice }),
      rent,
      deposit,
      is_available: true,
    };
    setError(null);
    try {
      await create.mutateAsync(input);
      onAdded(unitNumber);
    } catch (cause) {
      const planLimit = planLimitOf(cause);
      if (planLimit) return setLimit(planLimit);
      const fields = serverFieldErrors(cause);
      const known =
        fields.unit_number ?? (hasStatus(cause, 409) ? serverMessage(cause) : undefined);
      setError(known ?? ADMIN_MESSAGES.addUnitFailed);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="pm-form">
      <TextField
        label="Unit Number"
        value={values.unitNumber}
        maxLength={LIMITS.unitNumberMax}
        onChange={(e) => set('unitNumber')(e.target.value)}
      />
      <RoomTypeChoice
        label="Room Type"
        value={values.choice}
        onChange={chooseType}
        roomTypes={roomTypes}
        hasCustomText
      />
      {values.choice === CUSTOM_CHOICE && (
        <TextField
          label="Custom Room Type"
          placeholder="e.g. Penthouse"
          maxLength={LIMITS.customRoomTypeMax}
          value={values.customText}
          onChange={(e) => set('customText')(e.target.value)}
        />
      )}
      <TextField
        label="Monthly Rent (KSh)"
        hint={`Left blank, the rent is ${formatKsh(LIMITS.defaultUnitRent)}.`}
        type="number"
        inputMode="numeric"
        min={0}
        value={values.rent}
        onChange={(e) => set('rent')(e.target.value)}
      />
      <TextField
        label="Deposit (KSh)"
        hint="Left blank or 0, the deposit is one month's rent."
        type="number"
        inputMode="numeric"
        min={0}
        value={values.deposit}
        onChange={(e) => set('deposit')(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      {limit && <LimitReachedAlert limit={limit} resource="units" />}
      <div className="pm-form__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isBusy={create.isPending}>
          Add Unit
        </Button>
      </div>
    </form>
  );
}
