import { MESSAGES } from '@pango/shared';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatKsh } from '../tenant-signup-values';
import { StepHeading, WizardNav } from './wizard-nav';

type DepositStepProps = { depositAmount: number | null; onBack: () => void };

/**
 * Step 5. The hosted payment gateway arrives with a later issue; until then nothing here may look
 * as if the deposit was paid, so the step has no Continue.
 */
export function DepositStep({ depositAmount, onBack }: DepositStepProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <StepHeading id={titleId}>Deposit Payment</StepHeading>
      {depositAmount !== null && (
        <dl className="tenant-signup__amounts">
          <div>
            <dt>Deposit</dt>
            <dd>{formatKsh(depositAmount)}</dd>
          </div>
        </dl>
      )}
      <Alert tone="warning">{MESSAGES.depositPaymentsUnavailable}</Alert>
      <Button isBlock disabled>
        Pay Now (coming soon)
      </Button>
      <WizardNav onBack={onBack} continueLabel={null} />
    </section>
  );
}
