import {
  ADJUSTMENT_MESSAGES,
  formatKsh,
  LedgerAdjustmentInputSchema,
  type LedgerAdjustmentInput,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useAddLedgerAdjustment } from '@/lib/queries/ledger-adjustments';
import {
  amountOf,
  serverPathErrors,
  serverSentence,
  zodPathErrors,
  type PathErrors,
} from '../utils/move-out';

/** The line a waiver targets, as the statement shows it. */
export type WaivableLine = { id: number; description: string; amount: number };

type LedgerAdjustmentDialogProps = {
  tenancyId: number;
  /** A line to waive; without one the dialog adds a charge or a credit. */
  line?: WaivableLine | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const FAILED = 'Could not save. Please try again.';

/** "Waive" on a statement line, or "Add charge or credit" (issue 20, item 4). */
export function LedgerAdjustmentDialog({
  tenancyId,
  line,
  isOpen,
  onClose,
  onSaved,
}: LedgerAdjustmentDialogProps) {
  const isWaiver = Boolean(line);
  const [kind, setKind] = useState<'charge' | 'credit'>('charge');
  const [amount, setAmount] = useState(line ? String(line.amount) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useAddLedgerAdjustment(tenancyId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body: LedgerAdjustmentInput = line
      ? { kind: 'waiver', amount: amountOf(amount), reason, entry_id: line.id }
      : { kind, amount: amountOf(amount), reason };
    const parsed = LedgerAdjustmentInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodPathErrors(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync(body);
      onSaved(ADJUSTMENT_MESSAGES.saved[body.kind]);
    } catch (cause) {
      const fields = serverPathErrors(cause);
      if (fields.amount || fields.reason || fields.kind) return setErrors(fields);
      setFailure(serverSentence(cause, FAILED));
    }
  };

  const formId = `ledger-adjustment-${line?.id ?? 'new'}`;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={isWaiver ? 'Waive charge' : 'Add charge or credit'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isBusy={save.isPending}>
            {isWaiver ? 'Waive' : 'Save'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="move-out__form">
        {line && (
          <p className="tenant-profile__muted">
            {line.description}: {formatKsh(line.amount)}
          </p>
        )}
        {!isWaiver && (
          <Field label="Type" error={errors.kind}>
            {(control) => (
              <select
                className="field__input"
                value={kind}
                onChange={(e) => setKind(e.target.value as 'charge' | 'credit')}
                {...control}
              >
                <option value="charge">Charge (the tenant owes more)</option>
                <option value="credit">Credit (the tenant owes less)</option>
              </select>
            )}
          </Field>
        )}
        <TextField
          label="Amount (KSh)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label="Reason"
          maxLength={200}
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Dialog>
  );
}
