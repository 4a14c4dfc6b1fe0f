import {
  PAYMENT_MESSAGES,
  PAYMENT_TIMING,
  PLAN_LABELS,
  PURCHASABLE_PLANS,
  SUBSCRIPTION_MESSAGES,
  formatKsh,
  subscriptionPrice,
  type PurchasablePlan,
} from '@pango/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { invalidate } from '@/lib/queries/invalidate';
import { subscriptionKeys } from '@/lib/queries/subscription-status';
import { useToast } from '@/components/ui/toast/use-toast';
import {
  PaymentStatusPanel,
  isPaymentBusy,
  paymentIdFromSearch,
  readPendingPayment,
  usePaymentFlow,
} from '@/features/payment-flow';
import {
  fetchSubscriptionPayment,
  initiateSubscriptionPayment,
  unitCountQuery,
} from '../api/subscription-payment';
import './subscription-payment.css';

const KIND = 'subscription';

/** The plan the Subscription Plans screen passed along (location.state.plan). */
function planOf(state: unknown): PurchasablePlan | null {
  const plan = (state as { plan?: unknown } | null)?.plan;
  return PURCHASABLE_PLANS.find((name) => name === plan) ?? null;
}

/** /admin/subscription/payment: Complete Your Subscription (seed 001 sections 2 and 4). */
export function SubscriptionPaymentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const plan = planOf(location.state);
  const returnedId = paymentIdFromSearch(location.search);
  // A payment under way (a reload, or the provider's return) needs no plan in the route state.
  const isResuming = returnedId !== null || readPendingPayment(KIND) !== null;
  const status = useQuery({ ...unitCountQuery(), enabled: plan !== null });
  const flow = usePaymentFlow({
    kind: KIND,
    fetchStatus: fetchSubscriptionPayment,
    returnedPaymentId: returnedId,
    onSuccess: () => {
      toast.success(PAYMENT_MESSAGES.subscriptionPaymentSuccessful);
      void invalidate(queryClient, [subscriptionKeys.all]);
    },
    onFailure: (message, reason) =>
      toast.error(reason === 'initiation' ? message : PAYMENT_MESSAGES.paymentFailed),
  });
  const isDone = flow.state.phase === 'success';

  useEffect(() => {
    if (plan || isResuming || flow.state.phase !== 'idle') return;
    toast.error(PAYMENT_MESSAGES.selectPlanFirst);
  }, [plan, isResuming, flow.state.phase, toast]);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(
      () => navigate('/admin/dashboard'),
      PAYMENT_TIMING.subscriptionRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  if (!plan && flow.state.phase === 'idle' && !isResuming) {
    return <Navigate to="/admin/subscription" replace />;
  }

  const unitCount = status.data?.unit_count ?? 0;
  const price = plan && status.data ? subscriptionPrice(plan, unitCount) : null;
  const pay = () => {
    if (!plan || price === null) return;
    void flow.start({
      initiate: () => initiateSubscriptionPayment({ subscription_type: plan, amount: price }),
      fallbackMessage: PAYMENT_MESSAGES.initiatePaymentFailed,
    });
  };
  const isBusy = isPaymentBusy(flow.state);

  return (
    <div className="page subscription-payment">
      <title>Complete Your Subscription · Pango</title>
      <div className="page__header">
        <h1>Complete Your Subscription</h1>
      </div>
      <Card className="subscription-payment__card">
        {plan && (
          <div className="subscription-payment__plan">
            <h2>{plan === 'onetime' ? 'Lifetime Plan' : `${PLAN_LABELS[plan]} Plan`}</h2>
            {status.isPending ? (
              <Spinner label="Loading the price..." />
            ) : price === null ? (
              <Alert>{SUBSCRIPTION_MESSAGES.planTooSmall(unitCount)}</Alert>
            ) : (
              <p className="subscription-payment__price">
                {formatKsh(price)} {plan === 'onetime' ? 'one-time' : 'per month'}
              </p>
            )}
          </div>
        )}
        <PaymentStatusPanel
          state={flow.state}
          onRetry={flow.reset}
          onCheckAgain={flow.checkAgain}
          failureText={PAYMENT_MESSAGES.subscriptionPaymentFailedPanel}
          successText={<p>Taking you to your dashboard...</p>}
        />
        {plan && !isDone && flow.state.phase !== 'failed' && (
          <Button isBlock isBusy={isBusy} disabled={isBusy || price === null} onClick={pay}>
            {price === null ? 'Pay' : `Pay ${formatKsh(price)}`}
          </Button>
        )}
        {!isBusy && !isDone && (
          <Button variant="ghost" onClick={() => navigate('/admin/subscription')}>
            Back to plans
          </Button>
        )}
      </Card>
    </div>
  );
}
