import {
  C2B_MESSAGES,
  C2bSettingsSchema,
  SHORTCODE_TYPE_LABELS,
  SHORTCODE_TYPES,
  type C2bSettings,
  type ShortcodeType,
} from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast/use-toast';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useRegisterC2bUrls, useRotateC2bToken, useSaveC2bSettings } from '@/lib/queries/mpesa-c2b';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { SimulatePaybillForm } from './simulate-paybill-form';
import { DarajaCredentials } from './daraja-credentials';

/** One message under the list for any bad entry (zod names them allowed_ips.0, .1, ...). */
function allowlistErrors(errors: FieldErrors): FieldErrors {
  const entry = Object.entries(errors).find(([key]) => key.startsWith('allowed_ips'));
  return entry ? { ...errors, allowed_ips: entry[1] } : errors;
}

/**
 * "M-Pesa Paybill / Till" (issue 19): the landlord's business number, whether unknown account
 * numbers are refused, the two URLs to register with Safaricom, and the buttons that register them
 * and replace them. Every outcome shown is the server's.
 */
export function PaybillPanel({ saved }: { saved: C2bSettings }) {
  const save = useSaveC2bSettings();
  const [shortcode, setShortcode] = useState(saved.shortcode ?? '');
  const [type, setType] = useState<ShortcodeType | ''>(saved.shortcode_type ?? '');
  const [rejectUnknown, setRejectUnknown] = useState(saved.reject_unknown_accounts);
  const [allowedIps, setAllowedIps] = useState(saved.allowed_ips.join('\n'));
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = C2bSettingsSchema.safeParse({
      shortcode,
      shortcode_type: type,
      reject_unknown_accounts: rejectUnknown,
      allowed_ips: allowedIps.split(/[\s,]+/).filter(Boolean),
    });
    if (!parsed.success) return setErrors(allowlistErrors(fieldErrors(parsed.error)));
    setErrors({});
    save.mutate(parsed.data, {
      onError: (error) => setErrors(allowlistErrors(serverFieldErrors(error))),
    });
  };

  return (
    <div className="settings-form paybill-panel">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="paybill-title"
        className="settings-form"
      >
        <h2 id="paybill-title">{C2B_MESSAGES.panelTitle}</h2>
        <p className="muted">
          Tenants pay rent to your business number with their account number; Pango matches each
          payment to the tenant and credits their rent.
        </p>
        <Field label="Business number (short code)" hint="5 to 7 digits" error={errors.shortcode}>
          {(control) => (
            <input
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={shortcode}
              onChange={(event) => setShortcode(event.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field label="Type" error={errors.shortcode_type}>
          {(control) => (
            <select
              className="field__input"
              value={type}
              onChange={(event) => setType(event.target.value as ShortcodeType | '')}
              {...control}
            >
              <option value="">Choose paybill or till</option>
              {SHORTCODE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SHORTCODE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="paybill-panel__check">
          <input
            type="checkbox"
            checked={rejectUnknown}
            onChange={(event) => setRejectUnknown(event.target.checked)}
          />
          Reject payments to unknown account numbers
        </label>
        <Field
          label="Allowed caller addresses (optional)"
          hint="Safaricom's addresses or ranges, one per line. Empty: any address may call your URLs."
          error={errors.allowed_ips}
        >
          {(control) => (
            <textarea
              className="field__input"
              rows={3}
              spellCheck={false}
              value={allowedIps}
              onChange={(event) => setAllowedIps(event.target.value)}
              {...control}
            />
          )}
        </Field>
        {save.isSuccess && <Alert tone="success">Paybill settings saved.</Alert>}
        {save.isError && !Object.keys(serverFieldErrors(save.error)).length && (
          <Alert>{serverMessage(save.error, 'Failed to save the paybill settings.')}</Alert>
        )}
        <Button type="submit" isBusy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Paybill'}
        </Button>
      </form>
      {saved.confirmation_url && saved.validation_url && (
        <RegisteredUrls
          confirmationUrl={saved.confirmation_url}
          validationUrl={saved.validation_url}
        />
      )}
      {saved.shortcode && saved.simulation_allowed && (
        <SimulatePaybillForm shortcode={saved.shortcode} />
      )}
      {saved.shortcode && <DarajaCredentials saved={saved} />}
    </div>
  );
}

function RegisteredUrls(props: { confirmationUrl: string; validationUrl: string }) {
  const register = useRegisterC2bUrls();
  const rotate = useRotateC2bToken();
  return (
    <section aria-labelledby="paybill-urls-title" className="settings-form">
      <h3 id="paybill-urls-title">URLs to register with Safaricom</h3>
      <CopyableUrl label="Confirmation URL" url={props.confirmationUrl} />
      <CopyableUrl label="Validation URL" url={props.validationUrl} />
      <div className="paybill-panel__actions">
        <Button
          onClick={() => register.mutate()}
          isBusy={register.isPending}
          disabled={rotate.isPending}
        >
          Register URLs
        </Button>
        <Button
          variant="secondary"
          onClick={() => rotate.mutate(undefined, { onSuccess: () => register.reset() })}
          isBusy={rotate.isPending}
          disabled={register.isPending}
        >
          Rotate token
        </Button>
      </div>
      {register.isSuccess && (
        <Alert tone="success">{`${register.data.detail} (${register.data.response_description ?? 'Success'})`}</Alert>
      )}
      {register.isError && (
        <Alert>{serverMessage(register.error, 'Failed to register the URLs.')}</Alert>
      )}
      {rotate.isSuccess && <Alert tone="success">{C2B_MESSAGES.tokenRotated}</Alert>}
      {rotate.isError && (
        <Alert>{serverMessage(rotate.error, 'Failed to replace the URLs.')}</Alert>
      )}
    </section>
  );
}

function CopyableUrl({ label, url }: { label: string; url: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(`${label} copied.`);
    } catch {
      toast.error(`Could not copy: select the ${label.toLowerCase()} and copy it.`);
    }
  };
  return (
    <div className="paybill-panel__url">
      <Field label={label}>
        {(control) => <input className="field__input" readOnly value={url} {...control} />}
      </Field>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={`Copy ${label}`}
      >
        Copy
      </Button>
    </div>
  );
}
