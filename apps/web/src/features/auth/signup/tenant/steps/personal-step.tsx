import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, TenantPersonalStepSchema, type ValidateLandlordResult } from '@pango/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { submitPersonalStep } from '../api/submit-tenant-step';
import { landlordPortfolioQuery } from '../api/validate-landlord';
import { describeSignupError, type SignupErrorView } from '../signup-errors';
import type { TenantPersonalValues, TenantSignupDraft } from '../tenant-signup-values';
import { StepHeading, WizardNav } from './wizard-nav';
import { useSignupTexts } from '../texts';

const PersonalFormSchema = TenantPersonalStepSchema.omit({ session_id: true });
type PersonalFormInput = z.input<typeof PersonalFormSchema>;
const FIELDS = Object.keys(PersonalFormSchema.shape) as (keyof PersonalFormInput)[];

type PersonalStepProps = {
  sessionId: string;
  initial: TenantSignupDraft;
  onChange: (values: Partial<TenantPersonalValues>) => void;
  onBack: () => void;
  onDone: (values: TenantPersonalValues, landlord: ValidateLandlordResult) => void;
};

/** Step 2: personal info. The landlord ID is checked first, then the step is saved server-side. */
export function PersonalStep({ sessionId, initial, onChange, onBack, onDone }: PersonalStepProps) {
  const t = useSignupTexts();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [landlordName, setLandlordName] = useState(initial.landlord_name ?? '');
  const [failure, setFailure] = useState<SignupErrorView | null>(null);
  const form = useForm<PersonalFormInput, unknown, TenantPersonalValues>({
    resolver: zodResolver(PersonalFormSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, initial[field] ?? ''])),
  });
  const { register, handleSubmit, setError, subscribe, formState } = form;
  const { errors, isSubmitting } = formState;

  // A reload keeps what was typed (sessionStorage, this tab only).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(values as Partial<TenantPersonalValues>),
      }),
    [subscribe, onChange],
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let landlord: ValidateLandlordResult;
    try {
      landlord = await queryClient.fetchQuery(landlordPortfolioQuery(values.landlord_code));
    } catch (error) {
      const view = describeSignupError(error, MESSAGES.landlordNotFound);
      setLandlordName('');
      if (view.status === 404) {
        setError('landlord_code', { message: view.message }, { shouldFocus: true });
      } else setFailure(view);
      return;
    }
    setLandlordName(landlord.landlord_name);
    try {
      await submitPersonalStep({ ...values, session_id: sessionId });
    } catch (error) {
      const view = describeSignupError(error);
      const onFields = FIELDS.filter((field) => view.fields[field]);
      onFields.forEach((field, index) =>
        setError(field, { message: view.fields[field] }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setFailure(view);
      return;
    }
    onDone(values, landlord);
  });

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={submit}>
      <StepHeading id={titleId}>{t('personal.title')}</StepHeading>
      <TextField
        label={t('personal.landlordId')}
        autoComplete="off"
        autoCapitalize="characters"
        hint={
          landlordName ? t('personal.landlord', { name: landlordName }) : t('personal.landlordHint')
        }
        error={errors.landlord_code?.message}
        {...register('landlord_code', { onChange: () => setLandlordName('') })}
      />
      <TextField
        label={t('personal.fullName')}
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <TextField
        label={t('personal.nationalId')}
        autoComplete="off"
        error={errors.national_id?.message}
        {...register('national_id')}
      />
      <EmailField
        label={t('personal.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('personal.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <TextField
        label={t('personal.emergency')}
        type="tel"
        inputMode="tel"
        hint={t('personal.emergencyHint')}
        error={errors.emergency_contact?.message}
        {...register('emergency_contact')}
      />
      {failure && (
        <Alert
          action={
            failure.isConnectionProblem && (
              <Button variant="secondary" size="sm" isBusy={isSubmitting} onClick={() => submit()}>
                {t('personal.tryAgain')}
              </Button>
            )
          }
        >
          {failure.message}
        </Alert>
      )}
      <WizardNav onBack={onBack} isBusy={isSubmitting} />
    </form>
  );
}
