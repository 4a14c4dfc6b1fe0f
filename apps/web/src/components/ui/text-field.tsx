import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  id?: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  id,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      className={className}
      describedBy={describedBy}
    >
      {(control) => <input className="field__input" {...input} {...control} />}
    </Field>
  );
}
