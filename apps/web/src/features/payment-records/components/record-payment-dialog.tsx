import {
  MANUAL_PAYMENT_MESSAGES,
  MANUAL_PAYMENT_METHOD_LABELS,
  MANUAL_PAYMENT_METHODS,
  MANUAL_PAYMENT_NOTE_MAX,
  MANUAL_PAYMENT_REFERENCE_MAX,
  ManualPaymentSchema,
  nairobiToday,
  type ManualPaymentKind,
  type ManualPaymentMethod,
} from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { firstMessage, isApiError } from '@/lib/api-error';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useRecordManualPayment } from '@/lib/queries/manual-payments';

const FIELDS = ['tenant_id', 'kind', 'amount', 'method', 'reference', 'paid_on', 'note'] as const;
const FAILED = 'Failed to record the payment. Please try again.';
const PAYMENT_KIND_OPTIONS = [
  { value: 'rent', label: 'Rent' },
  { value: 'deposit', label: 'Deposit' },
];
const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: MANUAL_PAYMENT_METHOD_LABELS[m],
}));

/** Today in Nairobi (YYYY-MM-DD): the default and the latest "paid on" date. */
const today = () => nairobiToday();

/** The API's field messages (400, 409), and its sentence for anything else. */
function serverErrors(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!isApiError(error) || error.status < 400 || error.status >= 500)
    return { fields: {}, message: FAILED };
  const errors = error.body?.errors ?? {};
  const fields: FieldErrors = {};
  for (const field of FIELDS) {
    const message = firstMessage(errors[field]);
    if (message) fields[field] = message;
  }
  const onAField = Object.keys(fields).length > 0;
  return { fields, message: onAField ? null : (error.body?.detail ?? FAILED) };
}

export type RecordPaymentTenant = {
  id: number;
  full_name: string;
  /** "A1, Kilimani Heights": the unit the payment is credited to. */
  unit_label: string | null;
};

type Props = { tenant: RecordPaymentTenant; onClose: () => void };

/**
 * Record Payment (issue 19 item 7): cash, bank transfer, cheque or M-Pesa paid outside Pango,
 * credited to the tenant's current unit with a receipt. Used on Tenant Management and on the
 * tenant's details page.
 */
export function RecordPaymentDialog({ tenant, onClose }: Props) {
  const toast = useToast();
  const record = useRecordManualPayment();
  const [kind, setKind] = useState<ManualPaymentKind>('rent');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<ManualPaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    const parsed = ManualPaymentSchema.safeParse({
      tenant_id: tenant.id,
      kind,
      amount,
      method,
      reference,
      paid_on: paidOn,
      note: note || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: (payment) => {
        toast.success(
          payment.receipt_number
            ? `${MANUAL_PAYMENT_MESSAGES.recorded} Receipt ${payment.receipt_number}.`
            : MANUAL_PAYMENT_MESSAGES.recorded,
        );
        onClose();
      },
      onError: (cause) => {
        const { fields, message } = serverErrors(cause);
        setErrors(fields);
        setError(message);
      },
    });
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Record Payment"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} isBusy={record.isPending}>
            Record Payment
          </Button>
        </>
      }
    >
      <form
        className="record-payment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="record-payment__tenant">
          <span className="muted">Tenant</span> <strong>{tenant.full_name}</strong>
          {tenant.unit_label && <span className="muted"> · {tenant.unit_label}</span>}
        </p>
        {errors.tenant_id && <Alert>{errors.tenant_id}</Alert>}
        <SelectField
          label="Payment for"
          hint={kind === 'deposit' ? 'Held for the tenant until they move out' : undefined}
          error={errors.kind}
          value={kind}
          onChange={(value) => setKind(value as ManualPaymentKind)}
          options={PAYMENT_KIND_OPTIONS}
        />
        <TextField
          label="Amount (KSh)"
          error={errors.amount}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SelectField
          label="Method"
          error={errors.method}
          value={method}
          onChange={(value) => setMethod(value as ManualPaymentMethod | '')}
          placeholder="Choose a method"
          options={METHOD_OPTIONS}
        />
        <TextField
          label="Reference"
          hint="Receipt book, bank or cheque number, or the M-Pesa code"
          error={errors.reference}
          autoComplete="off"
          maxLength={MANUAL_PAYMENT_REFERENCE_MAX}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <TextField
          label="Paid on"
          error={errors.paid_on}
          type="date"
          max={today()}
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <Field label="Note (optional)" error={errors.note}>
          {(control) => (
            <textarea
              className="field__input"
              rows={3}
              maxLength={MANUAL_PAYMENT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...control}
            />
          )}
        </Field>
        {error && <Alert>{error}</Alert>}
        {/* Enter in a field submits; the visible button is in the dialog's footer. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Dialog>
  );
}
