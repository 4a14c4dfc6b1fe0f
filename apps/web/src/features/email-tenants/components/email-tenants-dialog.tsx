import type { QueuedResult } from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { EmailTenantsForm } from './email-tenants-form';
import './email-tenants.css';

type EmailTenantsDialogProps = { isOpen: boolean; onClose: () => void };

/** The email sender dialog (seed 001 section 2, Dialogs): sends through the API's outbox. */
export function EmailTenantsDialog({ isOpen, onClose }: EmailTenantsDialogProps) {
  const formId = useId();
  const [selectedPropertyId] = useSelectedPropertyId();
  const [result, setResult] = useState<QueuedResult | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const close = () => {
    setResult(null);
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Send Email to Tenants"
      footer={
        result ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isBusy={isBusy}>
              {isBusy ? 'Sending...' : 'Send'}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Alert tone="success">{result.message}</Alert>
      ) : (
        <EmailTenantsForm
          formId={formId}
          defaultPropertyId={selectedPropertyId}
          onSent={setResult}
          onBusyChange={setIsBusy}
        />
      )}
    </Dialog>
  );
}
