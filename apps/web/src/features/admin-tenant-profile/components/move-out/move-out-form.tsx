import { MoveOutInputSchema, type MoveOutResult } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMoveOut, type MoveOutBody } from '@/lib/queries/move-out';
import {
  amountOf,
  latestMoveOutIso,
  serverPathErrors,
  serverSentence,
  todayIso,
  zodPathErrors,
  type PathErrors,
} from '../../utils/move-out';
import { DeductionRows, type DeductionRow } from './deduction-rows';

type MoveOutFormProps = {
  tenantId: number;
  tenantName: string;
  onCancel: () => void;
  onSettled: (result: MoveOutResult) => void;
};

const FAILED = 'Could not record the move-out. Please try again.';

/** Move-out date and itemised deductions; the API computes the settlement. */
export function MoveOutForm({ tenantId, tenantName, onCancel, onSettled }: MoveOutFormProps) {
  const [date, setDate] = useState(todayIso);
  const [rows, setRows] = useState<DeductionRow[]>([]);
  const [errors, setErrors] = useState<PathErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const moveOut = useMoveOut(tenantId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body: MoveOutBody = {
      move_out_date: date,
      deductions: rows.map((row) => ({ reason: row.reason, amount: amountOf(row.amount) })),
    };
    // The shared rules first, so a typing slip needs no round trip; the API checks them again.
    const parsed = MoveOutInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodPathErrors(parsed.error));
    setErrors({});
    try {
      onSettled(await moveOut.mutateAsync(body));
    } catch (cause) {
      const fields = serverPathErrors(cause);
      if (Object.keys(fields).length > 0) return setErrors(fields);
      setFailure(serverSentence(cause, FAILED));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="move-out__form">
      <p className="move-out__muted">
        Rent is settled up to the move-out date, the deposit covers unpaid rent and deductions, and{' '}
        {tenantName} is emailed the result.
      </p>
      <TextField
        label="Move-out date"
        type="date"
        required
        max={latestMoveOutIso()}
        value={date}
        error={errors.move_out_date}
        onChange={(e) => setDate(e.target.value)}
      />
      <DeductionRows rows={rows} errors={errors} onChange={setRows} />
      {failure && <Alert>{failure}</Alert>}
      <div className="move-out__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isBusy={moveOut.isPending}>
          Confirm Move Out
        </Button>
      </div>
    </form>
  );
}
