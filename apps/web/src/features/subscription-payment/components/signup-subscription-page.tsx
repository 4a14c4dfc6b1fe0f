import { PAYMENT_MESSAGES } from '@pango/shared';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PaymentStatusPanel, usePaymentFlow } from '@/features/payment-flow';
import {
  fetchSignupSubscriptionStatus,
  initiateSignupSubscription,
} from '../api/signup-subscription';
import {
  clearSignupPaymentState,
  readSignupPaymentState,
  saveSignupPaymentState,
  type SignupPaymentState,
} from './signup-payment-state';
import './subscription-payment.css';

function PaymentWatch({ initial }: { initial: SignupPaymentState }) {
  const [payment, setPayment] = useState(initial);
  const flow = usePaymentFlow({
    kind: 'signup-subscription',
    fetchStatus: (id) => fetchSignupSubscriptionStatus(id, payment.session_id),
    returnedPaymentId: payment.payment_id,
    onSuccess: clearSignupPaymentState,
  });
  const canRetry = Boolean(payment.landlord_id && payment.amount && payment.phone_number);

  const retry = () => {
    if (!canRetry) {
      flow.reset();
      return;
    }
    void flow.start({
      initiate: async () => {
        const result = await initiateSignupSubscription({
          amount: payment.amount ?? 0,
          phone_number: payment.phone_number ?? '',
          session_id: payment.session_id,
          email: payment.email,
          landlord_id: payment.landlord_id ?? 0,
        });
        if (result.payment_id) {
          const next = { ...payment, payment_id: result.payment_id };
          next.redirect_url = result.redirect_url;
          next.checkout_request_id = result.checkout_request_id;
          saveSignupPaymentState(next);
          setPayment(next);
        }
        return result;
      },
      fallbackMessage: PAYMENT_MESSAGES.subscriptionInitiationFailed,
    });
  };

  // A timed-out payment may still be paid on its page: the link stays.
  const isWaiting = ['pending', 'redirecting', 'timed_out'].includes(flow.state.phase);
  return (
    <>
      <p>
        Your account for <strong>{payment.email}</strong> is ready. The free trial for this email
        has already been used, so the subscription is paid now.
      </p>
      {isWaiting && payment.redirect_url && (
        <a
          className="btn btn--primary btn--block"
          href={payment.redirect_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open Payment Page
        </a>
      )}
      {isWaiting && payment.checkout_request_id && (
        <p className="muted">Check your phone for the M-Pesa prompt and enter your PIN.</p>
      )}
      {flow.state.phase === 'success' ? (
        <Alert tone="success" title="Subscription Active">
          Your subscription is active. <Link to="/login">Sign in</Link> to continue.
        </Alert>
      ) : (
        <PaymentStatusPanel state={flow.state} onRetry={retry} onCheckAgain={flow.checkAgain} />
      )}
      {flow.state.phase === 'idle' && (
        <p>
          <Link to="/login">Go to sign in</Link>
        </p>
      )}
    </>
  );
}

/** /payments/subscribe: the subscription payment a repeat landlord signup started. */
export function SignupSubscriptionPage() {
  const location = useLocation();
  const [payment] = useState(() => readSignupPaymentState(location.state));
  return (
    <PublicLayout isNarrow>
      <title>Subscription Payment · Pango</title>
      <Card className="subscription-payment__card">
        <h1>Subscription Payment</h1>
        {payment ? (
          <PaymentWatch initial={payment} />
        ) : (
          <>
            <p>
              This page follows the subscription payment started when a landlord account is created.
              There is no payment to follow here: sign in to manage your subscription.
            </p>
            <p>
              <Link to="/login">Go to sign in</Link>
            </p>
          </>
        )}
      </Card>
    </PublicLayout>
  );
}
