import { receiptFileName } from '@pango/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadReceipt } from '@/lib/queries/receipts';

type Props = { paymentId: number; receiptNumber: string | null };

/**
 * "Receipt" for a credited payment: downloads its PDF (an authenticated fetch saved as a file).
 * Nothing for a payment with no receipt (pending, failed, not credited).
 */
export function ReceiptButton({ paymentId, receiptNumber }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!receiptNumber) return null;
  const download = async () => {
    setState('busy');
    try {
      await downloadReceipt(paymentId, receiptFileName(receiptNumber));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="receipt-button">
      <Button
        variant="secondary"
        size="sm"
        isBusy={state === 'busy'}
        aria-label={`Receipt ${receiptNumber} (PDF)`}
        onClick={() => void download()}
      >
        Receipt
      </Button>
      {state === 'failed' && (
        <span role="alert" className="field__error">
          Failed to download the receipt. Please try again.
        </span>
      )}
    </span>
  );
}
