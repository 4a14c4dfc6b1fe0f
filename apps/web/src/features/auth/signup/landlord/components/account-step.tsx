import { zodResolver } from '@hookform/resolvers/zod';
import { LandlordAccountFormSchema, LIMITS } from '@pango/shared';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useSaveAccountStep, type LandlordAccountForm } from '../api/save-account-step';
import { failureMessage, serverFieldErrors } from '../api/registration-errors';
import { formatKsh } from '../format-ksh';
import {
  EMPTY_ACCOUNT,
  type AccountFormValues,
  type ServerFieldErrors,
} from '../landlord-signup-values';
import { StepHeading } from './step-heading';

type AccountStepProps = {
  sessionId: string;
  defaultValues: Partial<AccountFormValues>;
  /** Field errors the server gave later (e.g. the email was taken by the time of Create Account). */
  serverErrors: ServerFieldErrors | null;
  /** E.g. "please enter your password again" after a reload. */
  notice?: string;
  shouldFocusHeading: boolean;
  onChange: (values: Partial<AccountFormValues>) => void;
  onBack: (values: AccountFormValues) => void;
  onSaved: (values: AccountFormValues) => void;
};

type AccountField = FieldPath<AccountFormValues>;
const FIELDS = Object.keys(EMPTY_ACCOUNT) as AccountField[];

/** The server's messages by form field (step 2 sends the national ID as government_id), and the
 *  ones no field here owns. */
function splitServerErrors(errors: ServerFieldErrors | null) {
  const fields: [AccountField, string][] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = FIELDS.find((name) => name === (key === 'government_id' ? 'national_id' : key));
    if (field && messages[0]) fields.push([field, messages[0]]);
    else rest.push(...messages);
  }
  return { fields, rest };
}

/** Step 2: personal and business info. Advances only once the server accepted it. */
export function AccountStep(props: AccountStepProps) {
  const { sessionId, defaultValues, serverErrors, notice, onChange, onBack, onSaved } = props;
  const form = useForm<AccountFormValues, unknown, LandlordAccountForm>({
    resolver: zodResolver(LandlordAccountFormSchema),
    defaultValues: { ...EMPTY_ACCOUNT, ...defaultValues, password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const { register, formState, setError, subscribe, getValues, setFocus, control } = form;
  const save = useSaveAccountStep();
  const [failure, setFailure] = useState(() => splitServerErrors(serverErrors).rest[0]);
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    // Saved on every change so a reload keeps what was typed (passwords are never stored).
    return subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) });
  }, [subscribe, onChange]);

  /** Puts the server's messages on their fields; returns the ones no field here owns. */
  const applyServerErrors = useCallback(
    (errors: ServerFieldErrors | null): string[] => {
      const { fields, rest } = splitServerErrors(errors);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (fields[0]) setFocus(fields[0][0]);
      return rest;
    },
    [setError, setFocus],
  );

  // Errors the server gave at Create Account, shown when the wizard comes back to this step.
  useEffect(() => {
    applyServerErrors(serverErrors);
  }, [applyServerErrors, serverErrors]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ sessionId, values });
      onSaved(getValues());
    } catch (error) {
      const fields = serverFieldErrors(error);
      const rest = fields ? applyServerErrors(fields) : [];
      if (!fields || rest.length > 0) setFailure(rest[0] ?? failureMessage(error));
    }
  });

  const { errors } = formState;
  return (
    <form className="landlord-signup__form" noValidate onSubmit={onSubmit}>
      <StepHeading shouldFocus={props.shouldFocusHeading}>Personal and Business Info</StepHeading>
      {notice && <Alert tone="warning">{notice}</Alert>}
      <div className="landlord-signup__grid">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label="National ID"
          autoCapitalize="characters"
          error={errors.national_id?.message}
          {...register('national_id')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <TextField
          label="M-Pesa Till Number (optional)"
          inputMode="numeric"
          hint={`Tenants paying more than ${formatKsh(LIMITS.tillAdvisoryRentAbove)} in rent are advised against using a till.`}
          error={errors.mpesa_till_number?.message}
          {...register('mpesa_till_number')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          placeholder="www.example.co.ke"
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
      <TextField
        label="Main Property Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="landlord-signup__grid">
        <div>
          <PasswordField
            aria-describedby="landlord-password-rules"
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist id="landlord-password-rules" password={password} />
        </div>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className="landlord-signup__actions">
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          Back
        </Button>
        <Button type="submit" isBusy={formState.isSubmitting}>
          Continue
        </Button>
      </div>
    </form>
  );
}
