import { formatKsh } from '@pango/shared';
import en from '@pango/shared/i18n/web/en/payment-status.json';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { defineTexts, useTexts } from '@/lib/i18n/texts';
import type { PaymentFlowState } from './payment-flow-state';

// English and Kiswahili for the tenant's payments (ADR 044); the landlord's subscription and SMS
// payments read English (their area is fixed to it). The English is PAYMENT_MESSAGES' where the
// spec words it (waiting, check again, timed out).
const statusTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/payment-status.json'),
});

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
  const t = useTexts(statusTexts);
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      {t('tryAgain')}
    </Button>
  );
  const checkAgain = (
    <Button variant="secondary" onClick={onCheckAgain}>
      {t('checkAgain')}
    </Button>
  );
  switch (state.phase) {
    case 'idle':
      return null;
    case 'initiating':
      return <Spinner label={t('starting')} />;
    case 'redirecting':
      return (
        <Alert tone="info" title={t('initiated')}>
          {t('opening')}
        </Alert>
      );
    case 'pending':
      return (
        <Alert
          tone="info"
          title={state.status === 'processing' ? t('processing') : t('initiated')}
          action={checkAgain}
        >
          {state.status === 'pending' && <p>{t('completeOnPage')}</p>}
          <Spinner label={t('waiting')} />
        </Alert>
      );
    case 'success': {
      const { result } = state;
      return (
        <Alert tone="success" title={t('success')}>
          <p>
            {t('received', { amount: formatKsh(result.amount) })}{' '}
            {result.mpesa_receipt
              ? t('receipt', { receipt: result.mpesa_receipt })
              : t('reference', { reference: result.reference_number })}
          </p>
          {successText}
        </Alert>
      );
    }
    case 'failed':
      return (
        <Alert title={t('failed')} action={retry}>
          {state.reason === 'initiation' ? state.message : (failureText ?? state.message)}
        </Alert>
      );
    case 'timed_out':
      return (
        <Alert tone="warning" title={t('timedOut')} action={checkAgain}>
          {t('timedOutBody')}
        </Alert>
      );
  }
}
