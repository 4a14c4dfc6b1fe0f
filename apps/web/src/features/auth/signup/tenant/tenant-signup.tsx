import {
  ERROR_CODES,
  type TenantRegistrationResult,
  type ValidateLandlordResult,
} from '@pango/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '@/components/language-switch';
import { StepIndicator } from '../common/step-indicator';
import { useSignupTexts } from './texts';
import type { SignupWizardProps } from '../common/signup-wizard-props';
import { useSignupProgress } from '../common/use-signup-progress';
import { useCompleteRegistration } from './api/complete-registration';
import { landlordPortfolioQuery } from './api/validate-landlord';
import { describeSignupError } from './signup-errors';
import { DepositStep } from './steps/deposit-step';
import { DocumentStep, lostFileNote } from './steps/document-step';
import { PersonalStep } from './steps/personal-step';
import { PropertyStep } from './steps/property-step';
import { SecurityStep } from './steps/security-step';
import { SuccessView } from './steps/success-view';
import { WelcomeStep } from './steps/welcome-step';
import {
  STEP,
  TENANT_STEPS,
  type TenantPersonalValues,
  type TenantSignupDraft,
  type TenantSignupValues,
} from './tenant-signup-values';
import './tenant-signup.css';

const NO_ROOM = { unit_code: '', monthly_rent: null, deposit_amount: null } as const;
/** The deposit confirmed by the server (depositPaymentCompleted), kept across a reload. */
type DepositProgress = { deposit_payment_id: number | null };
type WizardValues = TenantSignupValues & DepositProgress;
type WizardDraft = TenantSignupDraft & Partial<DepositProgress>;
type Submitted = { result: TenantRegistrationResult; hasSentDocument: boolean };

/** Tenant signup, 6 steps (seed 000 section 2). */
export default function TenantSignup({
  onProgressChange,
  onComplete,
  initialLandlordCode,
  initialUnitCode,
}: SignupWizardProps) {
  const t = useSignupTexts();
  const progress = useSignupProgress<WizardValues>('tenant', onProgressChange);
  const { step, sessionId, save, goTo } = progress;
  const [values, setValues] = useState<WizardDraft>(() => ({
    ...progress.restored,
    landlord_code: progress.restored.landlord_code ?? initialLandlordCode?.trim().toUpperCase(),
    unit_code: progress.restored.unit_code ?? initialUnitCode,
  }));
  // The ID file stays in memory only: a reload loses it (the steps then say so).
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [roomNotice, setRoomNotice] = useState<string>();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const complete = useCompleteRegistration();
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new step takes the focus to its heading, so keyboard and screen reader users follow along.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    rootRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const update = useCallback(
    (patch: WizardDraft) => {
      setValues((current) => ({ ...current, ...patch }));
      save(patch);
    },
    [save],
  );
  const move = (next: number, patch: WizardDraft = {}) => {
    complete.reset();
    setValues((current) => ({ ...current, ...patch }));
    goTo(next, patch);
  };

  const onPersonalDone = (personal: TenantPersonalValues, landlord: ValidateLandlordResult) => {
    // Keep an earlier room choice only while it still belongs to this landlord and is vacant. A
    // room named by the link (?unit=) but no property yet: its property is chosen with it.
    const isVacantRoom = (u: { unit_code: string; occupied: boolean }) =>
      u.unit_code === values.unit_code && !u.occupied;
    const property =
      landlord.properties.find((p) => p.id === values.property_id) ??
      (values.property_id == null && values.unit_code
        ? landlord.properties.find((p) => p.units.some(isVacantRoom))
        : undefined);
    const room = property?.units.find(isVacantRoom);
    move(STEP.property, {
      ...personal,
      landlord_name: landlord.landlord_name,
      property_id: property?.id ?? null,
      ...(room
        ? { unit_code: room.unit_code, monthly_rent: room.rent, deposit_amount: room.deposit }
        : NO_ROOM),
    });
  };

  const isLivingThere = values.already_living_in_property === true;
  const isFileLost = !idDocument && Boolean(values.id_document_name) && !values.upload_id_later;

  const submit = (password: string) => {
    if (isFileLost) return;
    complete.mutate(
      { sessionId, values, password, idDocument },
      {
        onSuccess: (result) => {
          progress.reset();
          setSubmitted({ result, hasSentDocument: idDocument !== null });
          setIdDocument(null);
        },
        onError: (error) => {
          const view = describeSignupError(error);
          if (view.code !== ERROR_CODES.unitUnavailable) return;
          // Someone else took the room: back to the rooms, freshly loaded.
          setRoomNotice(view.fields.unit_code ?? view.message);
          const landlordCode = values.landlord_code ?? '';
          void queryClient.invalidateQueries(landlordPortfolioQuery(landlordCode));
          move(STEP.property, NO_ROOM);
        },
      },
    );
  };

  if (submitted) {
    return (
      <SuccessView
        result={submitted.result}
        hasSentDocument={submitted.hasSentDocument}
        onGoToLogin={() => onComplete(t('success.done'))}
      />
    );
  }

  // A reload past step 2 without a landlord ID (storage edited or cleared) restarts at step 2.
  const current = step > STEP.personal && !values.landlord_code ? STEP.personal : step;
  const failure = complete.error ? describeSignupError(complete.error) : null;

  return (
    <div ref={rootRef} className="tenant-signup">
      <LanguageSwitch />
      {current > STEP.welcome && (
        <StepIndicator
          step={current}
          total={TENANT_STEPS.length}
          title={t(`step.${current}` as `step.${1 | 2 | 3 | 4 | 5 | 6}`)}
        />
      )}
      {current === STEP.welcome && (
        <WelcomeStep onStart={() => move(STEP.personal, { landlord_code: values.landlord_code })} />
      )}
      {current === STEP.personal && (
        <PersonalStep
          sessionId={sessionId}
          initial={values}
          onChange={update}
          onBack={() => move(STEP.welcome)}
          onDone={onPersonalDone}
        />
      )}
      {current === STEP.property && (
        <PropertyStep
          sessionId={sessionId}
          landlordCode={values.landlord_code ?? ''}
          landlordName={values.landlord_name}
          choice={values}
          notice={roomNotice}
          onChange={update}
          onBack={() => move(STEP.personal)}
          onDone={() => {
            setRoomNotice(undefined);
            move(STEP.document);
          }}
        />
      )}
      {current === STEP.document && (
        <DocumentStep
          file={idDocument}
          choice={values}
          onFileChange={setIdDocument}
          onChange={update}
          onBack={() => move(STEP.property)}
          onDone={() => move(isLivingThere ? STEP.security : STEP.deposit)}
        />
      )}
      {current === STEP.deposit && (
        <DepositStep
          sessionId={sessionId}
          values={values}
          isPaid={Boolean(values.deposit_payment_id)}
          onPaid={(paymentId) => update({ deposit_payment_id: paymentId })}
          onBack={() => move(STEP.document)}
          onContinue={() => move(STEP.security)}
        />
      )}
      {current === STEP.security && (
        <SecurityStep
          isBusy={complete.isPending}
          blocker={isFileLost ? lostFileNote(t, values.id_document_name ?? '') : undefined}
          failure={failure ? (Object.values(failure.fields)[0] ?? failure.message) : undefined}
          onBack={() => move(isLivingThere ? STEP.document : STEP.deposit)}
          onSubmit={submit}
        />
      )}
    </div>
  );
}
