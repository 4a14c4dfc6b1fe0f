import { DATA_RETENTION_MESSAGES, DataRetentionSchema, type DataRetention } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSaveDataRetention } from '@/lib/queries/data-retention';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

/**
 * "ID Documents" (issue 22, Data Protection Act 2019): how many days after a tenancy ends a former
 * tenant's ID document is kept before Pango deletes it. Longer than the default needs a reason,
 * which the activity log keeps with the change.
 */
export function DataRetentionForm({ saved }: { saved: DataRetention }) {
  const save = useSaveDataRetention();
  const [days, setDays] = useState(String(saved.id_document_retention_days));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const longer = Number(days) > saved.default_days;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DataRetentionSchema.safeParse({
      id_document_retention_days: days,
      reason: reason || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setReason(''),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="retention-title" className="settings-form">
      <h2 id="retention-title">ID Documents</h2>
      <p className="muted">
        A former tenant&apos;s ID document is deleted this many days after their tenancy ends.
        Current tenants always keep theirs.
      </p>
      <TextField
        label="Keep for (days)"
        inputMode="numeric"
        autoComplete="off"
        hint={`${saved.default_days} days unless you have a reason to keep them longer.`}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={errors.id_document_retention_days}
      />
      {longer && (
        <Field label="Why keep them longer?" error={errors.reason}>
          {(control) => (
            <textarea
              className="field__input"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...control}
            />
          )}
        </Field>
      )}
      {save.isSuccess && <Alert tone="success">{DATA_RETENTION_MESSAGES.saved}</Alert>}
      {save.isError && !Object.keys(errors).length && (
        <Alert>{serverMessage(save.error, 'Failed to save the retention.')}</Alert>
      )}
      <Button type="submit" isBusy={save.isPending}>
        Save Retention
      </Button>
    </form>
  );
}
