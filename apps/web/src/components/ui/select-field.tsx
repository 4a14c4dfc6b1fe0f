import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';

export type SelectOption = { value: string | number; label: string };

export type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> & {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first option ("Choose a method"); left out when the field always has a value. */
  placeholder?: string;
  id?: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select: native so phones show their own picker and keyboards just work. */
export function SelectField({
  label,
  id,
  hint,
  error,
  className,
  value,
  onChange,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      className={className}
      describedBy={describedBy}
    >
      {(control) => (
        <select
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...select}
          {...control}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
