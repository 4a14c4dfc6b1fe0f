import { PAYMENT_MESSAGES } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  PaymentStatusPanel,
  isPaymentBusy,
  paymentIdFromSearch,
  usePaymentFlow,
} from '@/features/payment-flow';
import { fetchDepositStatus, initiateDepositRegistration } from '../api/deposit-payment';
import { landlordPortfolioQuery } from '../api/validate-landlord';
import { useSignupTexts } from '../texts';
import { formatKsh, type TenantSignupDraft } from '../tenant-signup-values';
import { StepHeading } from './wizard-nav';

type DepositStepProps = {
  sessionId: string;
  values: TenantSignupDraft;
  /** The deposit was confirmed by the server (before a reload, or just now). */
  isPaid: boolean;
  onPaid: (paymentId: number) => void;
  onBack: () => void;
  onContinue: () => void;
};

/**
 * Step 5: Pay Now opens the hosted payment page; the step shows Payment Initiated, then Processing,
 * until our API confirms the deposit. A reload (or the provider's return to ?payment=<id>) resumes.
 */
export function DepositStep(props: DepositStepProps) {
  const { sessionId, values, isPaid, onPaid, onBack, onContinue } = props;
  const t = useSignupTexts();
  const titleId = useId();
  // Read once: the provider returns the payer to /tenant/signup?payment=<id>.
  const [returnedId] = useState(() => paymentIdFromSearch(window.location.search));
  const landlordCode = values.landlord_code ?? '';
  // The room's id comes from the landlord's portfolio (cached by step 3, refetched after a reload).
  const portfolio = useQuery({ ...landlordPortfolioQuery(landlordCode), enabled: !isPaid });
  const unit = portfolio.data?.properties
    .flatMap((property) => property.units)
    .find((option) => option.unit_code === values.unit_code);
  const deposit = Math.round(values.deposit_amount ?? unit?.deposit ?? 0);
  const flow = usePaymentFlow({
    kind: 'deposit',
    fetchStatus: (paymentId) => fetchDepositStatus(paymentId, sessionId),
    returnedPaymentId: isPaid ? null : returnedId,
    onSuccess: (result) => onPaid(result.id),
  });
  const isBusy = isPaymentBusy(flow.state);

  const payNow = () => {
    if (!unit) return;
    void flow.start({
      initiate: () =>
        initiateDepositRegistration({
          unit_id: unit.id,
          amount: deposit,
          phone_number: values.phone_number ?? '',
          email: values.email ?? '',
          session_id: sessionId,
        }),
      fallbackMessage: PAYMENT_MESSAGES.depositInitiationFailed,
    });
  };

  const isPaidNow = isPaid || flow.state.phase === 'success';
  return (
    <section aria-labelledby={titleId}>
      <StepHeading id={titleId}>{t('deposit.title')}</StepHeading>
      <dl className="tenant-signup__amounts">
        <div>
          <dt>{t('deposit.amount')}</dt>
          <dd>{formatKsh(deposit)}</dd>
        </div>
      </dl>
      {isPaidNow ? (
        flow.state.phase === 'success' ? (
          <PaymentStatusPanel
            state={flow.state}
            onRetry={flow.reset}
            onCheckAgain={flow.checkAgain}
            successText={t('deposit.paid')}
          />
        ) : (
          <Alert tone="success" title={t('deposit.paidTitle')}>
            {t('deposit.paid')}
          </Alert>
        )
      ) : (
        <>
          <p className="muted">{t('deposit.intro')}</p>
          <PaymentStatusPanel
            state={flow.state}
            onRetry={flow.reset}
            onCheckAgain={flow.checkAgain}
          />
          {portfolio.isPending && !unit && <Spinner label={t('deposit.loading')} />}
          {portfolio.isError && !unit && (
            <Alert
              action={
                <Button onClick={() => void portfolio.refetch()}>{t('personal.tryAgain')}</Button>
              }
            >
              {PAYMENT_MESSAGES.depositInitiationFailed}
            </Alert>
          )}
          {/* After a time-out Pay Now answers the same open payment: the server never opens a
              second charge for this signup while one is pending. */}
          {flow.state.phase !== 'failed' && (
            <Button isBlock isBusy={isBusy} disabled={!unit || isBusy} onClick={payNow}>
              {t('deposit.payNow')}
            </Button>
          )}
        </>
      )}
      <div className="tenant-signup__nav">
        {!isBusy && (
          <Button variant="secondary" onClick={onBack}>
            {t('nav.back')}
          </Button>
        )}
        {isPaidNow && <Button onClick={onContinue}>{t('nav.continue')}</Button>}
      </div>
    </section>
  );
}
