import {
  AttachDepositSchema,
  formatKsh,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RefundDepositSchema,
  type DepositApplicationOption,
  type RefundMethod,
  type UnclaimedDeposit,
} from '@pango/shared';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-error';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSettleUnclaimedDeposit } from '@/lib/queries/unclaimed-deposits';
import { PAYMENTS_TEXT } from '../messages';

type Props = { deposit: UnclaimedDeposit; onClose: () => void };

/** The server's sentence (e.g. "already attached or refunded") when it gave one, else the fallback. */
function serverDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const detail = error.body?.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return fallback;
}

const payerOf = (deposit: UnclaimedDeposit) =>
  deposit.payer_name ?? deposit.payer_email ?? deposit.payer_phone ?? deposit.reference_number;

/** Attach: the deposit pays the chosen application's deposit. */
export function AttachDepositDialog({
  deposit,
  applications,
  onClose,
}: Props & { applications: DepositApplicationOption[] }) {
  const toast = useToast();
  const settle = useSettleUnclaimedDeposit();
  const [applicationId, setApplicationId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    const parsed = AttachDepositSchema.safeParse({ application_id: applicationId });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    settle.mutate(
      { kind: 'attach', id: deposit.id, body: parsed.data },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onClose();
        },
        onError: (cause) => setError(serverDetail(cause, PAYMENTS_TEXT.attachFailed)),
      },
    );
  };
  return (
    <FormDialog
      title="Attach to an application"
      submitLabel="Attach"
      onSubmit={submit}
      onClose={onClose}
      isBusy={settle.isPending}
      isSubmitDisabled={!applications.length}
      error={error}
    >
      <p>
        {formatKsh(deposit.amount)} paid by {payerOf(deposit)}.
      </p>
      {applications.length === 0 ? (
        <p className="muted">{PAYMENTS_TEXT.noApplications}</p>
      ) : (
        <SelectField
          label="Application"
          error={errors.application_id}
          value={applicationId}
          onChange={setApplicationId}
          placeholder="Choose an application"
          options={applications.map((a) => ({
            value: a.id,
            label: `${a.tenant_name} · Unit ${a.unit_number}, ${a.property_name} (${a.status})`,
          }))}
        />
      )}
    </FormDialog>
  );
}

/** Refund: records a refund made outside Pango (how, its reference, a note). */
export function RefundDepositDialog({ deposit, onClose }: Props) {
  const toast = useToast();
  const settle = useSettleUnclaimedDeposit();
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    const parsed = RefundDepositSchema.safeParse({ method, reference, note: note || undefined });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    settle.mutate(
      { kind: 'refund', id: deposit.id, body: parsed.data },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onClose();
        },
        onError: (cause) => setError(serverDetail(cause, PAYMENTS_TEXT.refundFailed)),
      },
    );
  };
  return (
    <FormDialog
      title="Record a refund"
      submitLabel="Record refund"
      onSubmit={submit}
      onClose={onClose}
      isBusy={settle.isPending}
      error={error}
    >
      <p>
        {formatKsh(deposit.amount)} paid by {payerOf(deposit)}.
      </p>
      <SelectField
        label="Refunded by"
        error={errors.method}
        value={method}
        onChange={(value) => setMethod(value as RefundMethod | '')}
        placeholder="Choose a method"
        options={REFUND_METHODS.map((m) => ({ value: m, label: REFUND_METHOD_LABELS[m] }))}
      />
      <TextField
        label="Reference"
        hint="e.g. the M-Pesa code"
        error={errors.reference}
        value={reference}
        maxLength={100}
        onChange={(event) => setReference(event.target.value)}
      />
      <Field label="Note (optional)" error={errors.note}>
        {(control) => (
          <textarea
            className="field__input"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...control}
          />
        )}
      </Field>
    </FormDialog>
  );
}
