import { PAYMENT_MESSAGES } from '@pango/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { firstMessage, isApiError } from '@/lib/api-error';
import {
  PaymentStatusPanel,
  isPaymentBusy,
  paymentIdFromSearch,
  usePaymentFlow,
} from '@/features/payment-flow';
import { fetchRentStatus, initiateRentPayment } from '../api/rent-payment';
import { invalidate } from '@/lib/queries/invalidate';
import { rentPaymentCompletedInvalidates, rentSummaryQuery } from '@/lib/queries/tenant-payments';
import { PayByMpesaCard } from './pay-by-mpesa-card';
import { PaymentHistory } from './payment-history';
import { RentPaymentForm, type RentPaymentRequest } from './rent-payment-form';
import { RentSummaryCard } from './rent-summary-card';
import '../tenant-payments.css';
import { usePaymentsTexts } from '../texts';

type Props = {
  /** What makes up the amount due, and the invoices list (issue 20; the app layer composes them). */
  breakdown?: ReactNode;
  invoices?: ReactNode;
};

/** /tenant/payments: the Payment Center (seed 002 sections 2, 4, 5, 8). */
export function PaymentCenter({ breakdown, invoices }: Props = {}) {
  const t = usePaymentsTexts();
  const location = useLocation();
  const queryClient = useQueryClient();
  const summary = useQuery({ ...rentSummaryQuery(), retry: false });
  const [amountError, setAmountError] = useState<string>();
  // A new key empties the form: a paid form must not stay filled in, ready to pay again.
  const [formRound, setFormRound] = useState(0);
  const flow = usePaymentFlow({
    kind: 'rent',
    fetchStatus: fetchRentStatus,
    returnedPaymentId: paymentIdFromSearch(location.search),
    // The one place this screen learns of a completed payment: an empty form, and the history, the
    // rent position and the dashboard's rent cards refreshed (the tenant goes back without a reload).
    onSuccess: () => {
      setFormRound((round) => round + 1);
      void invalidate(queryClient, rentPaymentCompletedInvalidates);
    },
  });

  const pay = (request: RentPaymentRequest) => {
    const unitId = summary.data?.unit?.id;
    if (!unitId) return;
    setAmountError(undefined);
    void flow.start({
      initiate: () => initiateRentPayment(unitId, request),
      fallbackMessage: PAYMENT_MESSAGES.paymentFailed,
      onInitiationError: (error) => {
        const message = isApiError(error) ? firstMessage(error.body?.errors?.amount) : undefined;
        if (message) setAmountError(message);
        return Boolean(message);
      },
    });
  };

  let content;
  if (summary.isPending) {
    content = <Spinner label={t('loading')} />;
  } else if (summary.isError) {
    content = <Alert title={t('notFound.title')}>{t('notFound.body')}</Alert>;
  } else {
    const account = summary.data;
    content = (
      <>
        <RentSummaryCard account={account} />
        {account.unit && breakdown && <Suspense fallback={null}>{breakdown}</Suspense>}
        <PayByMpesaCard />
        <Card className="rent-pay">
          <h2>{t('pay.title')}</h2>
          <PaymentStatusPanel
            state={flow.state}
            onRetry={flow.reset}
            onCheckAgain={flow.checkAgain}
          />
          {account.unit ? (
            <RentPaymentForm
              key={formRound}
              account={account}
              isBusy={isPaymentBusy(flow.state)}
              amountError={amountError}
              onPay={pay}
            />
          ) : (
            <Alert>{PAYMENT_MESSAGES.unitNotFound}</Alert>
          )}
        </Card>
      </>
    );
  }

  return (
    <div className="page payment-center">
      <title>{t('title')}</title>
      <div className="page__header">
        <h1>{t('heading')}</h1>
      </div>
      <div className="payment-center__grid">
        <div className="payment-center__main">{content}</div>
        <div className="payment-center__main">
          <PaymentHistory />
          {invoices && <Suspense fallback={null}>{invoices}</Suspense>}
        </div>
      </div>
    </div>
  );
}
