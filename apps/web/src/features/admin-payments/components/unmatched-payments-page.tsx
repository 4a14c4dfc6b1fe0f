import { formatDate, type C2bQueueStatus, type C2bUnmatched } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { c2bUnmatchedQuery } from '@/lib/queries/mpesa-c2b';
import { PAYMENTS_TEXT } from '../messages';
import { receivedAmount } from '../utils/received-amount';
import { ConfirmingPayments } from './confirming-payments';
import { IMPORT_TEXT } from '../import-messages';
import { AssignPaymentDialog, DismissPaymentDialog } from './unmatched-payment-dialogs';
import { MPESA_IMPORT_PATH } from './unmatched-payments-link';
import './payments.css';
import './unclaimed-deposits.css';

type Open = { kind: 'assign' | 'dismiss'; payment: C2bUnmatched } | null;

const tabOf = (value: string | null): C2bQueueStatus =>
  value === 'rejected' ? 'rejected' : 'unmatched';

/**
 * /admin/payments/unmatched (issue 19 item 4): M-Pesa payments the matcher left for the landlord,
 * shown as Daraja sent them (masked or hashed phone numbers as they came), and, under "Rejected",
 * confirmations stored but never credited (another short code, cents). Cards, so every detail and
 * both actions fit at 360 px. The tab is in the address (?tab=rejected).
 */
export function UnmatchedPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const queue = useQuery(c2bUnmatchedQuery(tab));
  const [open, setOpen] = useState<Open>(null);
  const data = queue.data;
  const counts = data?.counts;
  const items = [
    { value: 'unmatched' as const, label: PAYMENTS_TEXT.unmatchedTab(counts?.unmatched ?? 0) },
    { value: 'rejected' as const, label: PAYMENTS_TEXT.rejectedTab(counts?.rejected ?? 0) },
  ];
  return (
    <div className="unclaimed-page">
      <Link className="unclaimed-page__back" to="/admin/payments">
        ← Back to Payments
      </Link>
      <h1>{PAYMENTS_TEXT.unmatchedTitle}</h1>
      <Tabs
        label={PAYMENTS_TEXT.queueTabs}
        items={items}
        value={tab}
        onChange={(next) => setParams(next === 'rejected' ? { tab: next } : {}, { replace: true })}
      >
        <p className="unclaimed-page__intro muted">
          {tab === 'rejected' ? PAYMENTS_TEXT.rejectedIntro : PAYMENTS_TEXT.unmatchedIntro}
        </p>
        <p className="unclaimed-page__intro">
          <Link className="btn btn--secondary" to={MPESA_IMPORT_PATH}>
            {IMPORT_TEXT.linkFromQueue}
          </Link>
        </p>
        {queue.isError ? (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={() => void queue.refetch()}>
                Try Again
              </Button>
            }
          >
            {PAYMENTS_TEXT.unmatchedLoadFailed}
          </Alert>
        ) : !data ? (
          <Spinner label={PAYMENTS_TEXT.unmatchedLoading} />
        ) : data.results.length === 0 ? (
          <p className="payments-empty">
            {tab === 'rejected' ? PAYMENTS_TEXT.rejectedEmpty : PAYMENTS_TEXT.unmatchedEmpty}
          </p>
        ) : (
          <ul className="unclaimed-list" aria-label={PAYMENTS_TEXT.unmatchedTitle}>
            {data.results.map((payment) => (
              <li key={payment.id}>
                <PaymentCard
                  payment={payment}
                  onAssign={() => setOpen({ kind: 'assign', payment })}
                  onDismiss={() => setOpen({ kind: 'dismiss', payment })}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {data && (
        <ConfirmingPayments items={data.confirming ?? []} count={data.confirming_count ?? 0} />
      )}
      {open?.kind === 'assign' && (
        <AssignPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'dismiss' && (
        <DismissPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

type CardProps = { payment: C2bUnmatched; onAssign: () => void; onDismiss: () => void };

function PaymentCard({ payment, onAssign, onDismiss }: CardProps) {
  const headingId = `unmatched-${payment.id}`;
  const rejected = payment.status === 'rejected';
  const canCredit = payment.amount !== null;
  return (
    <Card className="unclaimed-card" role="group" aria-labelledby={headingId}>
      <div className="unclaimed-card__head">
        <h2 id={headingId}>{payment.trans_id}</h2>
        <strong>{receivedAmount(payment)}</strong>
      </div>
      <dl className="unclaimed-card__facts">
        {rejected && (
          <div>
            <dt>Why it was rejected</dt>
            <dd>{payment.reason || '—'}</dd>
          </div>
        )}
        <div>
          <dt>Received</dt>
          <dd>{formatDate(payment.received_at)}</dd>
        </div>
        <div>
          <dt>Account number typed</dt>
          <dd>{payment.bill_ref_number || '—'}</dd>
        </div>
        <div>
          <dt>Payer</dt>
          <dd>{payment.first_name || '—'}</dd>
        </div>
        <div>
          <dt>Phone (as received)</dt>
          <dd className="unmatched-card__phone">{payment.msisdn || '—'}</dd>
        </div>
        {!rejected && (
          <div>
            <dt>Likely tenants</dt>
            <dd>
              {payment.suggested_tenants.length
                ? payment.suggested_tenants
                    .map((s) => `${s.tenant_name} (${s.unit_number}, ${s.property_name})`)
                    .join('; ')
                : '—'}
            </dd>
          </div>
        )}
      </dl>
      {!canCredit && <p className="muted">{PAYMENTS_TEXT.fractionHint}</p>}
      <div className="unclaimed-card__actions">
        {canCredit && <Button onClick={onAssign}>Assign to tenant</Button>}
        <Button variant="secondary" onClick={onDismiss}>
          {rejected ? 'Dismiss' : 'Not rent'}
        </Button>
      </div>
    </Card>
  );
}
