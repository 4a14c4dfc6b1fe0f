import {
  formatKsh,
  phoneTelHref,
  UNCLAIMED_DEPOSIT_MESSAGES,
  type UnclaimedDeposit,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { unclaimedDepositsQuery } from '@/lib/queries/unclaimed-deposits';
import { PAYMENTS_TEXT } from '../messages';
import { formatDate, label } from '../utils/format';
import { AttachDepositDialog, RefundDepositDialog } from './settle-deposit-dialogs';
import './payments.css';
import './unclaimed-deposits.css';

type Open = { kind: 'attach' | 'refund'; deposit: UnclaimedDeposit } | null;

/**
 * /admin/payments/unclaimed-deposits: signup deposits whose signup never finished (issue 17,
 * ADR 018). Cards rather than a table, so every detail and both actions fit at 360 px.
 */
export function UnclaimedDepositsPage() {
  const deposits = useQuery(unclaimedDepositsQuery());
  const [open, setOpen] = useState<Open>(null);
  const data = deposits.data;
  return (
    <div className="unclaimed-page">
      <Link className="unclaimed-page__back" to="/admin/payments">
        ← Back to Payments
      </Link>
      <h1>{UNCLAIMED_DEPOSIT_MESSAGES.title}</h1>
      <p className="unclaimed-page__intro muted">{PAYMENTS_TEXT.depositsIntro}</p>
      {deposits.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void deposits.refetch()}>
              Try Again
            </Button>
          }
        >
          {PAYMENTS_TEXT.depositsLoadFailed}
        </Alert>
      ) : !data ? (
        <Spinner label={PAYMENTS_TEXT.depositsLoading} />
      ) : data.results.length === 0 ? (
        <p className="payments-empty">{PAYMENTS_TEXT.depositsEmpty}</p>
      ) : (
        <ul className="unclaimed-list" aria-label={UNCLAIMED_DEPOSIT_MESSAGES.title}>
          {data.results.map((deposit) => (
            <li key={deposit.id}>
              <DepositCard
                deposit={deposit}
                onAttach={() => setOpen({ kind: 'attach', deposit })}
                onRefund={() => setOpen({ kind: 'refund', deposit })}
              />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'attach' && (
        <AttachDepositDialog
          deposit={open.deposit}
          applications={data?.applications ?? []}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'refund' && (
        <RefundDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

type CardProps = { deposit: UnclaimedDeposit; onAttach: () => void; onRefund: () => void };

function DepositCard({ deposit, onAttach, onRefund }: CardProps) {
  const headingId = `deposit-${deposit.id}`;
  const name = deposit.payer_name ?? 'Name not given';
  return (
    <Card className="unclaimed-card" role="group" aria-labelledby={headingId}>
      <div className="unclaimed-card__head">
        <h2 id={headingId}>{name}</h2>
        <strong>{formatKsh(deposit.amount)}</strong>
      </div>
      <dl className="unclaimed-card__facts">
        <div>
          <dt>Phone</dt>
          <dd>
            {deposit.payer_phone ? (
              <a href={phoneTelHref(deposit.payer_phone)}>{deposit.payer_phone}</a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {deposit.payer_email ? (
              <a href={`mailto:${deposit.payer_email}`}>{deposit.payer_email}</a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Paid on</dt>
          <dd>{formatDate(deposit.completed_at)}</dd>
        </div>
        <div>
          <dt>Room chosen</dt>
          <dd>
            {deposit.unit_number
              ? `Unit ${deposit.unit_number}${deposit.property_name ? `, ${deposit.property_name}` : ''}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>
            {deposit.reference_number} · {label(deposit.payment_method)}
            {deposit.mpesa_receipt ? ` · ${deposit.mpesa_receipt}` : ''}
          </dd>
        </div>
      </dl>
      <div className="unclaimed-card__actions">
        <Button onClick={onAttach}>Attach to application</Button>
        <Button variant="secondary" onClick={onRefund}>
          Record refund
        </Button>
      </div>
    </Card>
  );
}
