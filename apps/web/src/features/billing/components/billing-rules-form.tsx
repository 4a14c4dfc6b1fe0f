import {
  BILLING_MESSAGES,
  BillingRulesInputSchema,
  LATE_FEE_TYPES,
  periodLabel,
  type BillingRulesInput,
  type BillingRulesRead,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useSaveBillingRules } from '@/lib/queries/billing';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

// The Billing tab's form (issue 20, item 1). The shared schema checks it here and on the server;
// what is sent is what was typed (rates and percentages as text), so the server parses the money.

type FormValues = {
  rent_due_day: string;
  grace_days: string;
  late_fee: { type: (typeof LATE_FEE_TYPES)[number]; amount: string; percent: string; cap: string };
  fixed_charges: { name: string; amount: string }[];
  metered_charges: { name: string; unit: string; rate: string; minimum_charge: string }[];
};

const text = (value: number | null) => (value === null ? '' : String(value));
const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const wholeOrText = (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : value);

function toForm(rules: BillingRulesRead): FormValues {
  return {
    rent_due_day: String(rules.rent_due_day),
    grace_days: String(rules.grace_days),
    late_fee: {
      type: rules.late_fee.type,
      amount: text(rules.late_fee.amount),
      percent: text(rules.late_fee.percent),
      cap: text(rules.late_fee.cap),
    },
    fixed_charges: rules.fixed_charges.map((c) => ({ name: c.name, amount: String(c.amount) })),
    metered_charges: rules.metered_charges.map((c) => ({
      name: c.name,
      unit: c.unit,
      rate: String(c.rate),
      minimum_charge: text(c.minimum_charge),
    })),
  };
}

/** The request body: numbers where the API wants whole numbers, text for decimals. */
export function toPayload(values: FormValues): BillingRulesInput {
  return {
    rent_due_day: wholeOrText(values.rent_due_day) as number,
    grace_days: wholeOrText(values.grace_days) as number,
    late_fee: {
      type: values.late_fee.type,
      amount: wholeOrNull(values.late_fee.amount),
      percent: values.late_fee.percent.trim() === '' ? null : values.late_fee.percent.trim(),
      cap: wholeOrNull(values.late_fee.cap),
    },
    fixed_charges: values.fixed_charges.map((c) => ({
      name: c.name,
      amount: wholeOrText(c.amount) as number,
    })),
    metered_charges: values.metered_charges.map((c) => ({
      name: c.name,
      unit: c.unit,
      rate: c.rate.trim(),
      minimum_charge: wholeOrNull(c.minimum_charge),
    })),
  };
}

const LATE_FEE_LABELS = { none: 'No late fee', fixed: 'Fixed amount', percent: 'Percentage' };

export function BillingRulesForm({ rules }: { rules: BillingRulesRead }) {
  const save = useSaveBillingRules(rules.property);
  const form = useForm<FormValues>({
    defaultValues: toForm(rules),
    // Check the typed values with the shared schema, as the API will.
    resolver: (values, context, options) =>
      zodResolver(BillingRulesInputSchema)(
        toPayload(values) as never,
        context,
        options as never,
      ) as never,
  });
  const { register, control, handleSubmit, setError, getValues, formState } = form;
  const { errors } = formState;
  const fixed = useFieldArray({ control, name: 'fixed_charges' });
  const metered = useFieldArray({ control, name: 'metered_charges' });
  const feeType = useWatch({ control, name: 'late_fee.type' });
  const applyFrom = periodLabel(rules.changes_apply_from);

  const onSubmit = handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(toPayload(getValues()), {
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error)))
          setError(field as FieldPath<FormValues>, { message });
      },
    });
  });

  const fieldError = (path: string) => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="billing-title" className="billing-form">
      <h2 id="billing-title">Billing rules</h2>
      <Alert tone="info">
        <p>
          Changes apply from {applyFrom}. The current month keeps the rules it started with.
          {rules.effective_from && ` Saved rules apply from ${periodLabel(rules.effective_from)}.`}
        </p>
      </Alert>
      <div className="billing-form__row">
        <TextField
          label="Rent due day"
          inputMode="numeric"
          hint="Day of the month, 1 to 28."
          error={fieldError('rent_due_day')}
          {...register('rent_due_day')}
        />
        <TextField
          label="Grace days"
          inputMode="numeric"
          hint="Days after the due day before a late fee, 0 to 28."
          error={fieldError('grace_days')}
          {...register('grace_days')}
        />
      </div>

      <fieldset className="billing-form__group">
        <legend>Late fee</legend>
        <Field label="Late fee type" error={fieldError('late_fee.type')}>
          {(control) => (
            <select className="field__input" {...control} {...register('late_fee.type')}>
              {LATE_FEE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LATE_FEE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {feeType === 'fixed' && (
          <TextField
            label="Late fee (KSh)"
            inputMode="numeric"
            error={fieldError('late_fee.amount')}
            {...register('late_fee.amount')}
          />
        )}
        {feeType === 'percent' && (
          <div className="billing-form__row">
            <TextField
              label="Percentage of unpaid rent"
              inputMode="decimal"
              error={fieldError('late_fee.percent')}
              {...register('late_fee.percent')}
            />
            <TextField
              label="Cap (KSh, optional)"
              inputMode="numeric"
              error={fieldError('late_fee.cap')}
              {...register('late_fee.cap')}
            />
          </div>
        )}
        <p className="muted">Never charged to a tenant you put on a payment plan.</p>
      </fieldset>

      <fieldset className="billing-form__group">
        <legend>Fixed monthly charges</legend>
        {fixed.fields.map((field, index) => (
          <div key={field.id} className="billing-form__row billing-form__charge">
            <TextField
              label={`Charge ${index + 1} name`}
              error={fieldError(`fixed_charges.${index}.name`)}
              {...register(`fixed_charges.${index}.name`)}
            />
            <TextField
              label={`Charge ${index + 1} amount (KSh)`}
              inputMode="numeric"
              error={fieldError(`fixed_charges.${index}.amount`)}
              {...register(`fixed_charges.${index}.amount`)}
            />
            <Button variant="ghost" onClick={() => fixed.remove(index)}>
              Remove charge {index + 1}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => fixed.append({ name: '', amount: '' })}>
          Add fixed charge
        </Button>
      </fieldset>

      <fieldset className="billing-form__group">
        <legend>Metered charges</legend>
        {metered.fields.map((field, index) => (
          <div key={field.id} className="billing-form__row billing-form__charge">
            <TextField
              label={`Meter ${index + 1} name`}
              error={fieldError(`metered_charges.${index}.name`)}
              {...register(`metered_charges.${index}.name`)}
            />
            <TextField
              label={`Meter ${index + 1} unit`}
              hint="e.g. m³ or kWh"
              error={fieldError(`metered_charges.${index}.unit`)}
              {...register(`metered_charges.${index}.unit`)}
            />
            <TextField
              label={`Meter ${index + 1} rate (KSh per unit)`}
              inputMode="decimal"
              error={fieldError(`metered_charges.${index}.rate`)}
              {...register(`metered_charges.${index}.rate`)}
            />
            <TextField
              label={`Meter ${index + 1} minimum charge (KSh, optional)`}
              inputMode="numeric"
              error={fieldError(`metered_charges.${index}.minimum_charge`)}
              {...register(`metered_charges.${index}.minimum_charge`)}
            />
            <Button variant="ghost" onClick={() => metered.remove(index)}>
              Remove meter {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => metered.append({ name: '', unit: '', rate: '', minimum_charge: '' })}
        >
          Add metered charge
        </Button>
      </fieldset>

      {save.isSuccess && (
        <Alert tone="success">
          {BILLING_MESSAGES.saved(
            periodLabel(save.data.effective_from ?? rules.changes_apply_from),
          )}
        </Alert>
      )}
      {save.isError && (
        <Alert>{serverMessage(save.error, 'Failed to save the billing rules.')}</Alert>
      )}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save billing rules'}
      </Button>
    </form>
  );
}
