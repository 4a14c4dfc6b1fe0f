import { DarajaCredentialsSchema, type C2bSettings } from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useRemoveDarajaCredentials, useSaveDarajaCredentials } from '@/lib/queries/mpesa-c2b';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

const EMPTY = { consumer_key: '', consumer_secret: '', passkey: '' };
type Secrets = typeof EMPTY;

const FIELDS: Array<{ name: keyof Secrets; label: string }> = [
  { name: 'consumer_key', label: 'Consumer key' },
  { name: 'consumer_secret', label: 'Consumer secret' },
  { name: 'passkey', label: 'Passkey' },
];

/**
 * The landlord's own Daraja app (issue 19 item 9a, ADR 025): with it, STK prompts pay straight
 * into their paybill or till and paybill payments are confirmed with M-Pesa before they are
 * credited. The secrets are write-only: the server stores them encrypted and only ever shows the
 * consumer key's last four characters.
 */
export function DarajaCredentials({ saved }: { saved: C2bSettings }) {
  const save = useSaveDarajaCredentials();
  const remove = useRemoveDarajaCredentials();
  const [values, setValues] = useState<Secrets>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = DarajaCredentialsSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    remove.reset();
    save.mutate(parsed.data, {
      // The secrets leave the page once the server holds them.
      onSuccess: () => setValues(EMPTY),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="daraja-title" className="settings-form">
      <h3 id="daraja-title">Your own M-Pesa (Daraja app)</h3>
      <p className="muted">
        Enter your Daraja app&apos;s keys so rent prompts pay straight into your{' '}
        {saved.shortcode_type === 'till' ? 'till' : 'paybill'} and payments are confirmed with
        M-Pesa before they are credited. Pango stores them encrypted and never shows them again.
      </p>
      {saved.has_credentials ? (
        <p>
          Saved consumer key: <strong>{saved.consumer_key_masked}</strong>
        </p>
      ) : (
        <p className="muted">No Daraja app saved: Pango&apos;s own M-Pesa account is used.</p>
      )}
      {FIELDS.map(({ name, label }) => (
        <Field key={name} label={label} error={errors[name]}>
          {(control) => (
            <input
              className="field__input"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={values[name]}
              onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
              {...control}
            />
          )}
        </Field>
      ))}
      {save.isSuccess && <Alert tone="success">{save.data.detail}</Alert>}
      {save.isError && !Object.keys(serverFieldErrors(save.error)).length && (
        <Alert>{serverMessage(save.error, 'Failed to save the Daraja credentials.')}</Alert>
      )}
      {remove.isSuccess && <Alert tone="success">{remove.data.detail}</Alert>}
      {remove.isError && (
        <Alert>{serverMessage(remove.error, 'Failed to remove the Daraja credentials.')}</Alert>
      )}
      <div className="paybill-panel__actions">
        <Button type="submit" isBusy={save.isPending} disabled={remove.isPending}>
          {saved.has_credentials ? 'Replace credentials' : 'Save credentials'}
        </Button>
        {saved.has_credentials && (
          <Button
            variant="secondary"
            onClick={() => {
              save.reset();
              remove.mutate();
            }}
            isBusy={remove.isPending}
            disabled={save.isPending}
          >
            Remove credentials
          </Button>
        )}
      </div>
    </form>
  );
}
