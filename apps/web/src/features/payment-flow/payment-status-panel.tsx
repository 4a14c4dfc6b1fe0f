import { PAYMENT_MESSAGES, formatKsh } from '@pango/shared';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentFlowState } from './payment-flow-state';

type PaymentStatusPanelProps = {
  state: PaymentFlowState;
  onRetry: () => void;
  /** Asks the server again (the flow's checkAgain): while waiting and after the time-out. */
  onCheckAgain: () => void;
  /** Shown under "Payment Successful" (e.g. "You can now continue"). */
  successText?: ReactNode;
  /** Replaces the failure reason (the subscription screen shows a fixed sentence). */
  failureText?: string;
};

/**
 * What the payer sees while a payment is under way and once it has ended. "Payment Failed" only
 * ever follows the server's answer; waiting and timing out offer Check again instead.
 */
export function PaymentStatusPanel({
  state,
  onRetry,
  onCheckAgain,
  successText,
  failureText,
}: PaymentStatusPanelProps) {
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Try Again
    </Button>
  );
  const checkAgain = (
    <Button variant="secondary" onClick={onCheckAgain}>
      {PAYMENT_MESSAGES.checkAgain}
    </Button>
  );
  switch (state.phase) {
    case 'idle':
      return null;
    case 'initiating':
      return <Spinner label="Starting payment..." />;
    case 'redirecting':
      return (
        <Alert tone="info" title="Payment Initiated">
          Opening the payment page...
        </Alert>
      );
    case 'pending':
      return (
        <Alert
          tone="info"
          title={state.status === 'processing' ? 'Processing' : 'Payment Initiated'}
          action={checkAgain}
        >
          {state.status === 'pending' && (
            <p>Complete the payment on the payment page. This page updates once it is confirmed.</p>
          )}
          <Spinner label={PAYMENT_MESSAGES.waitingForConfirmation} />
        </Alert>
      );
    case 'success': {
      const { result } = state;
      return (
        <Alert tone="success" title="Payment Successful">
          <p>
            {formatKsh(result.amount)} received.{' '}
            {result.mpesa_receipt
              ? `Receipt: ${result.mpesa_receipt}`
              : `Reference: ${result.reference_number}`}
          </p>
          {successText}
        </Alert>
      );
    }
    case 'failed':
      return (
        <Alert title="Payment Failed" action={retry}>
          {state.reason === 'initiation' ? state.message : (failureText ?? state.message)}
        </Alert>
      );
    case 'timed_out':
      return (
        <Alert tone="warning" title="Verification timed out" action={checkAgain}>
          {PAYMENT_MESSAGES.verificationTimedOut}
        </Alert>
      );
  }
}
