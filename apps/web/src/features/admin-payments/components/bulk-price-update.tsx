import {
  BulkRentUpdateSchema,
  formatKsh,
  roomTypeLabel,
  type BulkRentUpdateType,
  type UnitRead,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-error';
import { previewBulkRentUpdate, useBulkRentUpdate } from '../api/update-rents';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PAYMENTS_TEXT } from '../messages';

const PREVIEW_DELAY_MS = 400;
const BULK_TOAST_MS = 5000;

type BulkPriceUpdateProps = { propertyId: number | null; units: UnitRead[] };

/** The room types present; the server matches the filter on the unit's room type. */
function unitTypeOptions(units: UnitRead[]) {
  const values = [...new Set(units.map((unit) => unit.room_type))].sort();
  return values.map((value) => ({ value, text: roomTypeLabel(value) }));
}

function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.body?.error ?? error.body?.detail ?? PAYMENTS_TEXT.bulkFailed;
  return PAYMENTS_TEXT.bulkFailed;
}

/** Bulk Price Update: form, live preview from the server, confirmation, then apply (seed 001 s4). */
export function BulkPriceUpdate({ propertyId, units }: BulkPriceUpdateProps) {
  const headingId = useId();
  const toast = useToast();
  const [updateType, setUpdateType] = useState<BulkRentUpdateType>('percentage');
  const [value, setValue] = useState('');
  const [filter, setFilter] = useState('all');
  const [isConfirming, setIsConfirming] = useState(false);
  const apply = useBulkRentUpdate();
  const types = useMemo(() => unitTypeOptions(units), [units]);

  const parsed = BulkRentUpdateSchema.safeParse({
    update_type: updateType,
    amount: value.trim() === '' ? undefined : value,
    unit_type_filter: filter,
    property_id: propertyId,
  });
  const input = parsed.success
    ? {
        update_type: parsed.data.update_type,
        amount: parsed.data.amount,
        unit_type_filter: parsed.data.unit_type_filter,
        property_id: parsed.data.property_id ?? null,
      }
    : null;
  const fieldError = value.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const debounced = useDebouncedValue(input, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: ['payments', 'bulk-preview', debounced],
    queryFn: () => previewBulkRentUpdate(debounced!),
    enabled: debounced !== null,
    retry: false,
  });

  function confirm() {
    if (!input) return;
    apply.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.message, { durationMs: BULK_TOAST_MS });
        setValue('');
      },
      onError: (error) => toast.error(errorText(error), { durationMs: BULK_TOAST_MS }),
      onSettled: () => setIsConfirming(false),
    });
  }

  const changes = preview.data?.units ?? [];
  return (
    <section aria-labelledby={headingId} className="payments-section">
      <h2 id={headingId}>Bulk Price Update</h2>
      <form
        className="bulk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (input) setIsConfirming(true);
        }}
      >
        <Field label="Update type">
          {(control) => (
            <select
              className="field__input"
              value={updateType}
              onChange={(event) => setUpdateType(event.target.value as BulkRentUpdateType)}
              {...control}
            >
              <option value="percentage">Percentage (%)</option>
              <option value="fixed">Fixed amount (KSh)</option>
            </select>
          )}
        </Field>
        <Field
          label={updateType === 'percentage' ? 'Percentage change' : 'Amount change (KSh)'}
          hint="Use a negative number to lower rents."
          error={fieldError}
        >
          {(control) => (
            <input
              type="number"
              inputMode="decimal"
              step={updateType === 'percentage' ? 'any' : 1}
              className="field__input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field label="Unit type">
          {(control) => (
            <select
              className="field__input"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              {...control}
            >
              <option value="all">All unit types</option>
              {types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.text}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={apply.isPending || value.trim() === '' || !input}>
          {apply.isPending ? 'Updating...' : 'Apply Update'}
        </Button>
      </form>
      <div className="bulk-preview" aria-live="polite">
        {input && preview.isFetching && <Spinner label="Loading preview" />}
        {input && preview.isError && <Alert>{errorText(preview.error)}</Alert>}
        {input && preview.data && !preview.isFetching && (
          <>
            <p className="bulk-preview__title">Preview: {preview.data.message}</p>
            {changes.length > 0 && (
              <ul className="bulk-preview__list" aria-label="Preview of new rents">
                {changes.map((change) => (
                  <li key={change.id}>
                    Unit {change.unit_number}: {formatKsh(change.old_rent)} →{' '}
                    {formatKsh(change.new_rent)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <Dialog
        isOpen={isConfirming}
        onClose={() => !apply.isPending && setIsConfirming(false)}
        title="Confirm Bulk Price Update"
        footer={
          <>
            <Button
              variant="ghost"
              disabled={apply.isPending}
              onClick={() => setIsConfirming(false)}
            >
              Cancel
            </Button>
            <Button isBusy={apply.isPending} onClick={confirm}>
              {apply.isPending ? 'Updating...' : 'Confirm Update'}
            </Button>
          </>
        }
      >
        <p>
          {updateType === 'percentage'
            ? `Change rents by ${value}%`
            : `Change rents by KSh ${value}`}{' '}
          for {filter === 'all' ? 'all unit types' : types.find((t) => t.value === filter)?.text}
          {preview.data ? ` (${preview.data.message})` : ''}.
        </p>
      </Dialog>
    </section>
  );
}
