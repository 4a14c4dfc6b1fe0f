import {
  countUnits,
  MESSAGES,
  PAYMENT_MESSAGES,
  PropertiesSchema,
  subscriptionQuote,
  type LandlordRegistrationInput,
  type PropertyDraft,
} from '@pango/shared';
import { useCallback, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isApiError } from '@/lib/api-error';
import { initiationErrorMessage } from '@/features/payment-flow';
import { StepIndicator } from '../common/step-indicator';
import type { SignupWizardProps } from '../common/signup-wizard-props';
import { useSignupProgress } from '../common/use-signup-progress';
import { useCompleteLandlordRegistration } from './api/complete-landlord-registration';
import { initiateSignupSubscription } from './api/initiate-signup-subscription';
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

/** Server error, details, message or detail; default the spec's subscription sentence. */
function subscriptionFailureMessage(error: unknown): string {
  const fallback = PAYMENT_MESSAGES.subscriptionInitiationFailed;
  if (!isApiError(error)) return (error instanceof Error && error.message) || fallback;
  return initiationErrorMessage(error, fallback);
}

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
  // The trial was used before: the account exists and its subscription must be paid.
  const landlordIdRef = useRef<number | null>(null);
  const [isStartingPayment, setIsStartingPayment] = useState(false);
  const [subscribeState, setSubscribeState] = useState<Record<string, unknown> | null>(null);

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

  const startSubscriptionPayment = async (landlordId: number) => {
    const quote = values.quote ?? subscriptionQuote(countUnits(values.properties ?? []));
    const body = {
      amount: quote.monthly_price ?? 0,
      phone_number: values.phone_number ?? '',
      session_id: sessionId,
      email: values.email ?? '',
      landlord_id: landlordId,
    };
    setIsStartingPayment(true);
    try {
      const result = await initiateSignupSubscription(body);
      if (!result.payment_id) throw new Error(result.error ?? result.details);
      progress.reset();
      setSubscribeState({
        payment_id: result.payment_id,
        checkout_request_id: result.checkout_request_id,
        email: body.email,
        session_id: body.session_id,
        redirect_url: result.redirect_url,
        amount: body.amount,
        phone_number: body.phone_number,
        landlord_id: landlordId,
      });
    } catch (error) {
      setCompleteError(subscriptionFailureMessage(error));
    } finally {
      setIsStartingPayment(false);
    }
  };

  const createAccount = () => {
    if (landlordIdRef.current) {
      void startSubscriptionPayment(landlordIdRef.current);
      return;
    }
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
        if (result.requires_payment && result.landlord_id) {
          landlordIdRef.current = result.landlord_id;
          void startSubscriptionPayment(result.landlord_id);
          return;
        }
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

  if (subscribeState) return <Navigate to="/payments/subscribe" state={subscribeState} />;

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
          isBusy={complete.isPending || isStartingPayment}
          error={completeError}
          shouldFocusHeading={hasNavigated}
          onBack={() => goTo(3)}
          onCreate={createAccount}
        />
      )}
    </div>
  );
}
