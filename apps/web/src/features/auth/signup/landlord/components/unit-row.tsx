import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { CloseIcon } from '@/components/ui/icons';
import type { PropertiesFormValues, UnitFormValues } from '../landlord-signup-values';
import type { PropertiesControl } from './properties-form';
import { RoomTypeSelect } from './room-type-select';

type UnitRowProps = {
  propertyIndex: number;
  unitIndex: number;
  control: PropertiesControl;
  register: UseFormRegister<PropertiesFormValues>;
  errors?: FieldErrors<UnitFormValues>;
  onRemove: () => void;
};

/** One unit: a compact row that wraps to two lines on a phone. */
export function UnitRow({
  propertyIndex,
  unitIndex,
  control,
  register,
  errors,
  onRemove,
}: UnitRowProps) {
  const base = `properties.${propertyIndex}.units.${unitIndex}` as const;
  const roomType = useController({ control, name: `${base}.room_type` });
  const label = `Unit ${unitIndex + 1}`;
  return (
    <div role="group" aria-label={label} className="unit-row">
      <TextField
        label="Unit Number"
        className="unit-field unit-field--number"
        error={errors?.unit_number?.message}
        {...register(`${base}.unit_number`)}
      />
      <RoomTypeSelect
        value={roomType.field.value}
        onChange={roomType.field.onChange}
        onBlur={roomType.field.onBlur}
        selectRef={roomType.field.ref}
        error={errors?.room_type?.message}
      />
      <TextField
        label="Monthly Rent (KSh)"
        className="unit-field unit-field--rent"
        inputMode="numeric"
        error={errors?.monthly_rent?.message}
        {...register(`${base}.monthly_rent`)}
      />
      <TextField
        label="Deposit (optional)"
        className="unit-field unit-field--deposit"
        inputMode="numeric"
        placeholder="Same as rent"
        error={errors?.deposit_amount?.message}
        {...register(`${base}.deposit_amount`)}
      />
      <button
        type="button"
        className="icon-button unit-row__remove"
        aria-label={`Remove unit ${unitIndex + 1}`}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
