import { DEDUCTION_REASON_MAX, MAX_DEDUCTIONS } from '@pango/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { PathErrors } from '../../utils/move-out';

export type DeductionRow = { key: number; reason: string; amount: string };

type DeductionRowsProps = {
  rows: readonly DeductionRow[];
  errors: PathErrors;
  onChange: (rows: DeductionRow[]) => void;
};

let nextKey = 1;
export const newDeductionRow = (): DeductionRow => ({ key: nextKey++, reason: '', amount: '' });

/** Itemised deductions from the deposit: a reason and an amount per row, added and removed. */
export function DeductionRows({ rows, errors, onChange }: DeductionRowsProps) {
  const update = (key: number, patch: Partial<DeductionRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="move-out__deductions">
      <legend>Deductions</legend>
      {rows.length === 0 && (
        <p className="move-out__muted">No deductions: the whole deposit settles rent first.</p>
      )}
      {rows.map((row, index) => (
        <div key={row.key} className="move-out__deduction">
          <TextField
            label={`Reason ${index + 1}`}
            placeholder="e.g. Repaint bedroom"
            maxLength={DEDUCTION_REASON_MAX}
            value={row.reason}
            error={errors[`deductions.${index}.reason`]}
            onChange={(e) => update(row.key, { reason: e.target.value })}
          />
          <TextField
            label={`Amount ${index + 1} (KSh)`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={row.amount}
            error={errors[`deductions.${index}.amount`]}
            onChange={(e) => update(row.key, { amount: e.target.value })}
          />
          <Button
            variant="ghost"
            aria-label={`Remove deduction ${index + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      {errors.deductions && <p className="field__error">{errors.deductions}</p>}
      <Button
        variant="secondary"
        disabled={rows.length >= MAX_DEDUCTIONS}
        onClick={() => onChange([...rows, newDeductionRow()])}
      >
        Add deduction
      </Button>
    </fieldset>
  );
}
