import {
  countUnits,
  MESSAGES,
  PropertiesSchema,
  subscriptionQuote,
  type LandlordRegistrationInput,
  type PropertyDraft,
} from '@pango/shared';
import { useCallback, useRef, useState } from 'react';
import { StepIndicator } from '../common/step-indicator';
import type { SignupWizardProps } from '../common/signup-wizard-props';
import { useSignupProgress } from '../common/use-signup-progress';
import { useCompleteLandlordRegistration } from './api/complete-landlord-registration';
import { failureMessage, serverFieldErrors } from './api/registration-errors';
import { AccountStep } from './components/account-step';
import { PropertiesStep } from './components/properties-step';
import { SubscriptionStep } from './components/subscription-step';
import { WelcomeStep } from './components/welcome-step';
import {
  EMPTY_ACCOUNT,
  emptyProperty,
  type AccountFormValues,
  type LandlordSignupValues,
  type PropertyFormValues,
  type ServerFieldErrors,
} from './landlord-signup-values';
import './landlord-signup.css';

const TITLES = ['Welcome', 'Personal and business info', 'Property setup', 'Subscription'];
const ACCOUNT_FIELDS = new Set(Object.keys(EMPTY_ACCOUNT));

type Values = Partial<LandlordSignupValues>;

function withoutPasswords(values: Partial<AccountFormValues>): Values {
  const { password: _password, confirm_password: _confirm, ...rest } = values;
  return rest;
}

function registrationBody(
  sessionId: string,
  values: Values,
  password: string,
  properties: PropertyDraft[],
): LandlordRegistrationInput {
  return {
    session_id: sessionId,
    full_name: values.full_name ?? '',
    email: values.email ?? '',
    password,
    phone_number: values.phone_number ?? '',
    national_id: values.national_id ?? '',
    mpesa_till_number: values.mpesa_till_number || undefined,
    address: values.address ?? '',
    website: values.website || undefined,
    properties,
  };
}

/** Landlord signup, 4 steps (seed 000 section 2): welcome, account, properties, subscription. */
export default function LandlordSignup({ onProgressChange, onComplete }: SignupWizardProps) {
  const progress = useSignupProgress<LandlordSignupValues>('landlord', onProgressChange);
  const { step, sessionId, save, goTo: moveTo } = progress;
  const [values, setValues] = useState<Values>(progress.restored);
  // Memory only: a reload forgets it, and Create Account then asks for it again.
  const passwordRef = useRef('');
  const [hasNavigated, setHasNavigated] = useState(false);
  const [accountErrors, setAccountErrors] = useState<ServerFieldErrors | null>(null);
  const [propertyErrors, setPropertyErrors] = useState<ServerFieldErrors | null>(null);
  const [notice, setNotice] = useState<string>();
  const [completeError, setCompleteError] = useState<string>();
  // Where step 2 continues to: the subscription step when it was only reopened for a fix.
  const [afterAccount, setAfterAccount] = useState(3);
  const complete = useCompleteLandlordRegistration();

  const goTo = useCallback(
    (next: number, patch: Values = {}) => {
      setValues((current) => ({ ...current, ...patch }));
      moveTo(next, patch);
      setHasNavigated(true);
      setCompleteError(undefined);
    },
    [moveTo],
  );
  const saveAccount = useCallback(
    (account: Partial<AccountFormValues>) => save(withoutPasswords(account)),
    [save],
  );
  const saveProperties = useCallback(
    (properties: PropertyFormValues[]) => save({ properties }),
    [save],
  );

  const reopenAccount = (reason: { notice?: string; errors?: ServerFieldErrors }) => {
    setNotice(reason.notice);
    setAccountErrors(reason.errors ?? null);
    setAfterAccount(4);
    goTo(2);
  };

  const createAccount = () => {
    if (!passwordRef.current) {
      reopenAccount({ notice: MESSAGES.reenterPassword });
      return;
    }
    const properties = PropertiesSchema.safeParse(values.properties ?? []);
    if (!properties.success) {
      goTo(3);
      return;
    }
    setCompleteError(undefined);
    const body = registrationBody(sessionId, values, passwordRef.current, properties.data);
    complete.mutate(body, {
      onSuccess: (result) => {
        progress.reset();
        onComplete(
          `Your account is ready. Your landlord ID is ${result.landlord_code}. Your 30-day free trial has started: sign in to continue.`,
        );
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        const keys = Object.keys(fields ?? {});
        if (fields && keys.some((key) => key.startsWith('properties.'))) {
          setPropertyErrors(fields);
          goTo(3);
        } else if (fields && keys.some((key) => ACCOUNT_FIELDS.has(key))) {
          reopenAccount({ errors: fields });
        } else {
          setCompleteError(Object.values(fields ?? {})[0]?.[0] ?? failureMessage(error));
        }
      },
    });
  };

  return (
    <div className="landlord-signup">
      <StepIndicator step={step} total={TITLES.length} title={TITLES[step - 1] ?? ''} />
      {step === 1 && <WelcomeStep shouldFocusHeading={hasNavigated} onStart={() => goTo(2)} />}
      {step === 2 && (
        <AccountStep
          sessionId={sessionId}
          defaultValues={values}
          serverErrors={accountErrors}
          notice={notice}
          shouldFocusHeading={hasNavigated}
          onChange={saveAccount}
          onBack={(account) => {
            setAccountErrors(null);
            goTo(1, withoutPasswords(account));
          }}
          onSaved={(account) => {
            passwordRef.current = account.password;
            setNotice(undefined);
            setAccountErrors(null);
            setAfterAccount(3);
            goTo(afterAccount, withoutPasswords(account));
          }}
        />
      )}
      {step === 3 && (
        <PropertiesStep
          sessionId={sessionId}
          defaultProperties={values.properties ?? [emptyProperty(values.address ?? '')]}
          serverErrors={propertyErrors}
          shouldFocusHeading={hasNavigated}
          onChange={saveProperties}
          onBack={(properties) => {
            setPropertyErrors(null);
            goTo(2, { properties });
          }}
          onSaved={(properties, quote) => {
            setPropertyErrors(null);
            goTo(4, { properties, quote });
          }}
        />
      )}
      {step === 4 && (
        <SubscriptionStep
          quote={values.quote ?? subscriptionQuote(countUnits(values.properties ?? []))}
          isBusy={complete.isPending}
          error={completeError}
          shouldFocusHeading={hasNavigated}
          onBack={() => goTo(3)}
          onCreate={createAccount}
        />
      )}
    </div>
  );
}
