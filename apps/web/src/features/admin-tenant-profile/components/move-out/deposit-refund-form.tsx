import {
  DEPOSIT_REFUND_METHOD_LABELS,
  DEPOSIT_REFUND_METHODS,
  DepositRefundInputSchema,
  formatKsh,
  REFUND_REFERENCE_MAX,
  type DepositRefundResult,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useRecordDepositRefund, type DepositRefundBody } from '@/lib/queries/move-out';
import {
  amountOf,
  serverPathErrors,
  serverSentence,
  todayIso,
  zodPathErrors,
  type PathErrors,
} from '../../utils/move-out';

type DepositRefundFormProps = {
  tenancyId: number;
  refundDue: number;
  onCancel: () => void;
  onRecorded: (result: DepositRefundResult) => void;
};

const FAILED = 'Could not record the refund. Please try again.';

/** The refund paid outside Pango: amount (the refund due to start with), method, reference, date. */
export function DepositRefundForm({
  tenancyId,
  refundDue,
  onCancel,
  onRecorded,
}: DepositRefundFormProps) {
  const [values, setValues] = useState({
    amount: String(refundDue),
    method: '',
    reference: '',
    paidOn: todayIso(),
  });
  const [errors, setErrors] = useState<PathErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordDepositRefund(tenancyId);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body: DepositRefundBody = {
      amount: amountOf(values.amount),
      method: values.method,
      reference: values.reference,
      paid_on: values.paidOn,
    };
    const parsed = DepositRefundInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodPathErrors(parsed.error));
    setErrors({});
    try {
      onRecorded(await record.mutateAsync(body));
    } catch (cause) {
      const fields = serverPathErrors(cause);
      if (Object.keys(fields).length > 0) return setErrors(fields);
      setFailure(serverSentence(cause, FAILED));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="move-out__form">
      <p className="move-out__muted">Refund due: {formatKsh(refundDue)}</p>
      <TextField
        label="Amount refunded (KSh)"
        type="number"
        inputMode="numeric"
        min={1}
        max={refundDue}
        step={1}
        value={values.amount}
        error={errors.amount}
        onChange={(e) => set('amount')(e.target.value)}
      />
      <Field label="Method" error={errors.method}>
        {(control) => (
          <select
            className="field__input"
            value={values.method}
            onChange={(e) => set('method')(e.target.value)}
            {...control}
          >
            <option value="">Choose how it was paid</option>
            {DEPOSIT_REFUND_METHODS.map((method) => (
              <option key={method} value={method}>
                {DEPOSIT_REFUND_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Reference"
        hint="The M-Pesa code, bank reference or cheque number (optional)."
        maxLength={REFUND_REFERENCE_MAX}
        value={values.reference}
        error={errors.reference}
        onChange={(e) => set('reference')(e.target.value)}
      />
      <TextField
        label="Paid on"
        type="date"
        max={todayIso()}
        value={values.paidOn}
        error={errors.paid_on}
        onChange={(e) => set('paidOn')(e.target.value)}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className="move-out__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isBusy={record.isPending}>
          Save Refund
        </Button>
      </div>
    </form>
  );
}
