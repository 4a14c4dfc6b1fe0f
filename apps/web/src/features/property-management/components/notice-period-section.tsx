import { NOTICE_MESSAGES, noticePeriodDaysFrom, type PropertyRead } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProperty } from '../api/update-property';
import { serverFieldErrors, serverMessage } from '../utils/api-errors';

/**
 * The property's notice period (issue 18): how many days ahead a tenant must give notice to move
 * out. Keyed by property by its caller, so switching property starts from that property's value.
 */
export function NoticePeriodSection({ property }: { property: PropertyRead }) {
  const [value, setValue] = useState(String(property.notice_period_days));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProperty(property.id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    // The schema's rule without zod (notice.ts): this screen is /admin's first load.
    const days = noticePeriodDaysFrom(value);
    if (days === null) {
      setError(NOTICE_MESSAGES.noticePeriodInvalid);
      return;
    }
    setError(null);
    update.mutate(
      { notice_period_days: days },
      {
        onError: (cause) =>
          setError(
            serverFieldErrors(cause).notice_period_days ??
              serverMessage(cause) ??
              NOTICE_MESSAGES.noticePeriodSaveFailed,
          ),
      },
    );
  };

  return (
    <section className="pm-section" aria-labelledby="pm-notice-period">
      <div className="pm-section__head">
        <h2 id="pm-notice-period">Notice Period</h2>
      </div>
      <form noValidate onSubmit={onSubmit} className="pm-form">
        <TextField
          label="Notice period (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          hint="How many days ahead your tenants in this property must give notice to move out."
          value={value}
          error={error ?? undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {update.isSuccess && !error && (
          <Alert tone="success">
            {NOTICE_MESSAGES.noticePeriodSaved(update.data.notice_period_days)}
          </Alert>
        )}
        <div className="pm-form__actions">
          <Button type="submit" isBusy={update.isPending}>
            Save Notice Period
          </Button>
        </div>
      </form>
    </section>
  );
}
