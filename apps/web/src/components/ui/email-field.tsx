import { TextField, type TextFieldProps } from './text-field';

/** An email input with the keyboard and autofill hints phones need. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      {...props}
    />
  );
}
