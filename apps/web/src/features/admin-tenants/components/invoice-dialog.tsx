import { InvoiceSchema } from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { serverDetail } from '../utils/errors';
import { usePreviewInvoice } from '../api/preview-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { TENANT_TEXT } from '../messages';
import type { MessagePreview, TenantRow } from '../types';
import { defaultInvoiceDueDate } from '../utils/format';

type Props = { tenant: TenantRow; onClose: () => void };
type Errors = Partial<Record<'amount' | 'due_date' | 'notes', string>>;

/**
 * Send rent invoice: amount, due date (default the 5th) and notes. Preview asks the server for the
 * exact mail (the same function composes the one it sends) before anything is emailed.
 */
export function InvoiceDialog({ tenant, onClose }: Props) {
  const toast = useToast();
  const send = useSendInvoice(tenant.id);
  const previewCall = usePreviewInvoice(tenant.id);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [amount, setAmount] = useState(tenant.unit ? String(tenant.unit.rent) : '');
  const [dueDate, setDueDate] = useState(() => defaultInvoiceDueDate(new Date()));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isReviewing, setIsReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = InvoiceSchema.safeParse({ amount, due_date: dueDate, notes });

  const review = () => {
    if (parsed.success) {
      setErrors({});
      setError(null);
      previewCall.mutate(parsed.data, {
        onSuccess: (mail) => {
          setPreview(mail);
          setIsReviewing(true);
        },
        onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.previewFailed)),
      });
      return;
    }
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Errors;
      next[key] ??= issue.message;
    }
    setErrors(next);
  };

  const submit = () => {
    if (!parsed.success) return;
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
      onError: (cause) => setError(serverDetail(cause, TENANT_TEXT.invoiceFailed)),
    });
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Send Rent Invoice"
      footer={
        isReviewing ? (
          <>
            <Button variant="secondary" onClick={() => setIsReviewing(false)}>
              Back
            </Button>
            <Button onClick={submit} isBusy={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Invoice'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={review} isBusy={previewCall.isPending}>
              Preview
            </Button>
          </>
        )
      }
    >
      <p>
        To {tenant.full_name} ({tenant.email})
      </p>
      {isReviewing && preview ? (
        <section aria-label="Invoice preview" className="tm-preview">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <pre className="tm-preview__text">{preview.text}</pre>
        </section>
      ) : (
        <>
          <TextField
            label="Amount (KSh)"
            inputMode="numeric"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label="Due date"
            type="date"
            value={dueDate}
            error={errors.due_date}
            onChange={(event) => setDueDate(event.target.value)}
          />
          <Field label="Notes (optional)" error={errors.notes}>
            {(control) => (
              <textarea
                className="field__input"
                rows={3}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                {...control}
              />
            )}
          </Field>
        </>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
