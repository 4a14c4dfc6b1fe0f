import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { useMessageText } from '@/lib/i18n/message-texts';
import './field.css';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  id?: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Ids of more descriptions (e.g. a password checklist) read after the hint and error. */
  describedBy?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label, control, hint and error text, linked for assistive technology. The error is most often
 * a shared English sentence (a zod schema's or the server's): a Kiswahili reader sees it in
 * Kiswahili (message-texts.ts).
 */
export function Field({
  label,
  id,
  hint,
  error,
  className,
  describedBy: extra,
  children,
}: FieldProps) {
  const generatedId = useId();
  const messageText = useMessageText();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}
