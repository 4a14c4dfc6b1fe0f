import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  isBusy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before a change (availability, deleting a room type or a unit). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  isBusy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={tone} isBusy={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert className="pm-dialog-alert">{error}</Alert>}
    </Dialog>
  );
}
