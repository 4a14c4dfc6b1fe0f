import type { UnitTypeRead } from '@pango/shared';
import { Field } from '@/components/ui/field';
import { CUSTOM_CHOICE, roomTypeOptions } from '../utils/room-type-choice';

type RoomTypeChoiceProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  roomTypes: readonly UnitTypeRead[];
  hasCustomText?: boolean;
  error?: string;
};

/** A room type: a standard one, one of the landlord's room types, or (Add Unit) custom text. */
export function RoomTypeChoice({
  label,
  value,
  onChange,
  roomTypes,
  hasCustomText = false,
  error,
}: RoomTypeChoiceProps) {
  const { standard, own } = roomTypeOptions(roomTypes);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        >
          <option value="">Choose...</option>
          {own.length > 0 && (
            <optgroup label="Your room types">
              {own.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
          {standard.length > 0 && (
            <optgroup label="Standard">
              {standard.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
          {hasCustomText && <option value={CUSTOM_CHOICE}>Custom...</option>}
        </select>
      )}
    </Field>
  );
}
