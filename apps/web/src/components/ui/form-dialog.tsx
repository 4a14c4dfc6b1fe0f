import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

type FormDialogProps = {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  isBusy?: boolean;
  isSubmitDisabled?: boolean;
  /** The server's refusal, shown under the fields. */
  error?: string | null;
  children: ReactNode;
};

/** A dialog that asks for a few fields and does one thing: Cancel and the action in its footer. */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  isBusy = false,
  isSubmitDisabled = false,
  error,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSubmit} isBusy={isBusy} disabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
