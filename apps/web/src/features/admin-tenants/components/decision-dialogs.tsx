import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast/use-toast';
import { useApproveApplication } from '../api/approve-application';
import { useDeclineApplication } from '../api/decline-application';
import { TENANT_TEXT } from '../messages';
import type { ApplicationRow } from '../types';
import { serverDetail } from '../utils/errors';

type Props = { application: ApplicationRow; onClose: () => void };

/** Approve needs a confirmation; a 409 shows the server's "Cannot assign ... not vacant." */
export function ApproveDialog({ application, onClose }: Props) {
  const toast = useToast();
  const approve = useApproveApplication();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    approve.mutate(application.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
      onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.approveFailed)),
    });
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Approve Application"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} isBusy={approve.isPending}>
            Approve
          </Button>
        </>
      }
    >
      <p>
        Approve {application.tenant_name} and assign unit {application.unit_number} (
        {application.property_name})?
      </p>
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}

/** Decline prompts for an optional reason, which the applicant receives by email. */
export function DeclineDialog({ application, onClose }: Props) {
  const toast = useToast();
  const decline = useDeclineApplication();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    decline.mutate(
      { applicationId: application.id, reason },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onClose();
        },
        onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.declineFailed)),
      },
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Decline Application"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} isBusy={decline.isPending}>
            Decline
          </Button>
        </>
      }
    >
      <p>
        Decline {application.tenant_name}&apos;s application for unit {application.unit_number}?
      </p>
      <Field label="Reason (optional)" hint="Sent to the applicant by email.">
        {(control) => (
          <textarea
            className="field__input"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...control}
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
