import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES,
  EXPENSE_RECEIPT_LIMITS,
  ExpenseInputSchema,
  nairobiToday,
  type ExpenseRead,
} from '@pango/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { firstMessage, isApiError } from '@/lib/api-error';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useUnits } from '@/lib/queries/units';
import { useSaveExpense } from '@/lib/queries/expenses';

type Props = {
  /** The expense to edit, or null to record a new one. */
  expense: ExpenseRead | null;
  defaultPropertyId: number | null;
  onClose: () => void;
};

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({
  value: c,
  label: EXPENSE_CATEGORY_LABELS[c],
}));
type Errors = Partial<Record<string, string>>;

/** Add or edit an expense, with an optional receipt photo or PDF (issue 24 item 3). */
export function ExpenseDialog({ expense, defaultPropertyId, onClose }: Props) {
  const properties = useLandlordProperties();
  const [form, setForm] = useState({
    property_id: String(expense?.property_id ?? defaultPropertyId ?? ''),
    unit_id: String(expense?.unit_id ?? ''),
    category: expense?.category ?? '',
    amount: expense ? String(expense.amount) : '',
    incurred_on: expense?.incurred_on ?? nairobiToday(),
    note: expense?.note ?? '',
  });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const propertyId = form.property_id ? Number(form.property_id) : null;
  const units = useUnits(propertyId, propertyId !== null);
  const save = useSaveExpense();
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value, ...(key === 'property_id' ? { unit_id: '' } : {}) }));

  function submit() {
    setFormError(null);
    const parsed = ExpenseInputSchema.safeParse(form);
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    if (receipt && receipt.size > EXPENSE_RECEIPT_LIMITS.maxBytes)
      next.receipt = EXPENSE_MESSAGES.receiptTooLarge;
    setErrors(next);
    if (!parsed.success || next.receipt) return;
    save.mutate(
      { id: expense?.id ?? null, input: parsed.data, receipt },
      {
        onSuccess: () => {
          toast.success(expense ? EXPENSE_MESSAGES.updated : EXPENSE_MESSAGES.recorded);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.body?.errors) {
            const fieldErrors: Errors = {};
            for (const [key, value] of Object.entries(error.body.errors))
              fieldErrors[key] = firstMessage(value);
            setErrors(fieldErrors);
          }
          setFormError(isApiError(error) ? error.message : 'Could not save the expense.');
        },
      },
    );
  }

  return (
    <FormDialog
      title={expense ? 'Edit expense' : 'Add expense'}
      submitLabel={expense ? 'Save changes' : 'Save expense'}
      onSubmit={submit}
      onClose={onClose}
      isBusy={save.isPending}
      error={formError}
    >
      <SelectField
        label="Property"
        value={form.property_id}
        onChange={set('property_id')}
        placeholder="Choose a property"
        options={(properties.data?.results ?? []).map((p) => ({ value: p.id, label: p.name }))}
        error={errors.property_id}
      />
      <SelectField
        label="Unit (optional)"
        value={form.unit_id}
        onChange={set('unit_id')}
        placeholder="The whole property"
        options={(units.data ?? []).map((u) => ({ value: u.id, label: u.unit_number }))}
        error={errors.unit_id}
        disabled={propertyId === null}
      />
      <SelectField
        label="Category"
        value={form.category}
        onChange={set('category')}
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        error={errors.category}
      />
      <TextField
        label="Amount (KSh)"
        inputMode="numeric"
        value={form.amount}
        onChange={(e) => set('amount')(e.target.value)}
        error={errors.amount}
      />
      <TextField
        label="Date"
        type="date"
        max={nairobiToday()}
        value={form.incurred_on}
        onChange={(e) => set('incurred_on')(e.target.value)}
        error={errors.incurred_on}
      />
      <TextField
        label="Note (optional)"
        value={form.note}
        maxLength={500}
        onChange={(e) => set('note')(e.target.value)}
        error={errors.note}
      />
      <TextField
        label="Receipt photo or PDF (optional)"
        type="file"
        accept={EXPENSE_RECEIPT_LIMITS.accept}
        hint={
          expense?.receipt_url
            ? 'A receipt is attached; choose a file to replace it.'
            : 'Up to 5 MB'
        }
        onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
        error={errors.receipt}
      />
    </FormDialog>
  );
}
