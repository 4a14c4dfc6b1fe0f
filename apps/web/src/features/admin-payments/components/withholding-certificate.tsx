import {
  MRI_MESSAGES,
  WithholdingCertificateSchema,
  formatKsh,
  type RentPaymentRow,
} from '@pango/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { useRecordWithholdingCertificate } from '@/lib/queries/kra-mri';
import { usePermission } from '@/lib/permissions';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

// A withholding agent's certificate against a completed rent payment (issue 24 item 6, ADR 039):
// the KRA MRI screen lists such rent apart.

export function WithholdingCertificateButton({ payment }: { payment: RentPaymentRow }) {
  const canRecord = usePermission('payments.record');
  const [isOpen, setIsOpen] = useState(false);
  if (!canRecord || payment.transaction_type !== 'rent' || payment.status !== 'completed')
    return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        Tax certificate
      </Button>
      {isOpen && <CertificateDialog payment={payment} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function CertificateDialog({ payment, onClose }: { payment: RentPaymentRow; onClose: () => void }) {
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const record = useRecordWithholdingCertificate();
  function submit() {
    const parsed = WithholdingCertificateSchema.safeParse({
      certificate_number: number,
      amount: amount.trim() === '' ? undefined : Number(amount),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    if (parsed.data.amount > payment.amount) {
      setErrors({ amount: MRI_MESSAGES.certificateOverPayment });
      return;
    }
    setErrors({});
    record.mutate(
      { paymentId: payment.id, body: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  }
  return (
    <FormDialog
      title="Withholding tax certificate"
      submitLabel="Save certificate"
      onSubmit={submit}
      onClose={onClose}
      isBusy={record.isPending}
      error={
        record.isError
          ? serverMessage(record.error, 'The certificate was not saved.', 'No connection.')
          : null
      }
    >
      <p className="muted">
        {`${payment.tenant_name ?? 'This tenant'} paid ${formatKsh(payment.amount)}. Enter the certificate the withholding agent gave you and the tax it withheld.`}
      </p>
      <TextField
        label="Certificate number"
        value={number}
        error={errors.certificate_number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <TextField
        label="Tax withheld (KSh)"
        inputMode="numeric"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
    </FormDialog>
  );
}
