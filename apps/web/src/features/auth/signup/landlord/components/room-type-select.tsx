import {
  CUSTOM_ROOM_TYPE_PREFIX,
  LIMITS,
  ROOM_TYPE_OPTIONS,
  customRoomTypeText,
} from '@pango/shared';
import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';

const CUSTOM = 'custom';

type RoomTypeSelectProps = {
  /** A standard type, "custom-<text>", or "" when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  label?: string;
};

/** Room type: the standard types or Custom with its own text, stored as "custom-<text>". */
export function RoomTypeSelect({
  value,
  onChange,
  onBlur,
  error,
  selectRef,
  label = 'Room Type',
}: RoomTypeSelectProps) {
  const customText = customRoomTypeText(value);
  const choice = customText === null ? value : CUSTOM;
  // One wrapper so the select and its custom text take one cell of a unit row.
  return (
    <div className="room-type">
      <Field label={label} error={error}>
        {(control) => (
          <select
            ref={selectRef}
            className="field__input"
            value={choice}
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
              onChange(next === CUSTOM ? `${CUSTOM_ROOM_TYPE_PREFIX}${customText ?? ''}` : next);
            }}
            {...control}
          >
            <option value="">Choose...</option>
            {ROOM_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </select>
        )}
      </Field>
      {customText !== null && (
        <TextField
          label="Custom Room Type"
          value={customText}
          maxLength={LIMITS.customRoomTypeMax}
          placeholder="e.g. Penthouse"
          onBlur={onBlur}
          // Leading spaces would end up inside the stored "custom-<text>".
          onChange={(event) =>
            onChange(`${CUSTOM_ROOM_TYPE_PREFIX}${event.target.value.trimStart()}`)
          }
        />
      )}
    </div>
  );
}
