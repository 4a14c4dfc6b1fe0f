import { formatKsh, type MoveOutResult } from '@pango/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DepositRefundForm } from './deposit-refund-form';
import { MoveOutForm } from './move-out-form';
import { MoveOutPhotos } from './move-out-photos';
import { SettlementSummary } from './settlement-summary';
import './move-out.css';

type MoveOutActionProps = {
  tenantId: number;
  tenantName: string;
  /** The tenant lives in a unit: the Move Out button shows. */
  canMoveOut: boolean;
};

type Step =
  | { kind: 'closed' }
  | { kind: 'form' }
  | { kind: 'settled'; result: MoveOutResult }
  | { kind: 'refund'; result: MoveOutResult }
  | { kind: 'refunded'; result: MoveOutResult; amount: number };

/**
 * The "Move Out" button of the tenant's details page and its dialogs: the move-out form, the
 * settlement the API answers, then "Record Refund". Mounted whatever the tenant's unit, so the
 * result stays on screen after the move-out refreshes the page (the tenant then has no unit).
 */
export function MoveOutAction({ tenantId, tenantName, canMoveOut }: MoveOutActionProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });
  const isMoveOutOpen = step.kind === 'form' || step.kind === 'settled';
  const isRefundOpen = step.kind === 'refund' || step.kind === 'refunded';

  return (
    <>
      {canMoveOut && (
        <Button variant="danger" onClick={() => setStep({ kind: 'form' })}>
          Move Out
        </Button>
      )}
      <Dialog isOpen={isMoveOutOpen} onClose={close} title="Move Out">
        {step.kind === 'form' && (
          <MoveOutForm
            tenantId={tenantId}
            tenantName={tenantName}
            onCancel={close}
            onSettled={(result) => setStep({ kind: 'settled', result })}
          />
        )}
        {step.kind === 'settled' && (
          <div className="move-out__form">
            <Alert tone="success">{tenantName} has moved out. The unit is now vacant.</Alert>
            <SettlementSummary result={step.result} />
            <MoveOutPhotos tenancyId={step.result.tenancy_id} />
            <div className="move-out__actions">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
              {step.result.refund_due > 0 && (
                <Button onClick={() => setStep({ kind: 'refund', result: step.result })}>
                  Record Refund
                </Button>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <Dialog isOpen={isRefundOpen} onClose={close} title="Record Refund">
        {step.kind === 'refund' && (
          <DepositRefundForm
            tenancyId={step.result.tenancy_id}
            refundDue={step.result.refund_due}
            onCancel={() => setStep({ kind: 'settled', result: step.result })}
            onRecorded={(refund) =>
              setStep({ kind: 'refunded', result: step.result, amount: refund.refund_amount })
            }
          />
        )}
        {step.kind === 'refunded' && (
          <div className="move-out__form">
            <Alert tone="success">
              Refund of {formatKsh(step.amount)} recorded. {tenantName} has been emailed.
            </Alert>
            <div className="move-out__actions">
              <Button onClick={close}>Close</Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
