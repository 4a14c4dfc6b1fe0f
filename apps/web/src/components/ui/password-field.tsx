import { useState } from 'react';
import { Field } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show password / Hide password toggle. */
export function PasswordField({
  label,
  id,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...input
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
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
        <div className="field__control">
          <input
            className="field__input"
            type={isVisible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            {...input}
            {...control}
          />
          <button
            type="button"
            className="field__adornment"
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-controls={control.id}
            onClick={() => setIsVisible((value) => !value)}
          >
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}
