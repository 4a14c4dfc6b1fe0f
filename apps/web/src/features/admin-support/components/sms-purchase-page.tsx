import { formatKsh, SMS_PACKS } from '@pango/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/server-message';
import { smsBalanceQuery, smsKeys, smsPurchaseQuery, startSmsPurchase } from '@/lib/queries/sms';
import { saveSmsSettings, smsSettingsQuery } from '@/lib/queries/sms-settings';
import './admin-support.css';

type Pack = (typeof SMS_PACKS)[number];

const USE_CASES = [
  'Rent reminders before the due date',
  'Payment confirmations when rent arrives',
  'Maintenance updates on reported issues',
  'Inspection and other notices to a whole property',
  'Welcome messages for new tenants',
] as const;

const BUY_FAILED = 'Could not start the payment. Please try again.';

const paymentIdOf = (search: string) => {
  const id = Number(new URLSearchParams(search).get('payment'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /admin/sms-purchase: SMS Credits (seed 001 sections 2 and 9; issue 25): balance and packs. */
export function SmsPurchasePage() {
  const location = useLocation();
  const returnedId = paymentIdOf(location.search);
  const balance = useQuery(smsBalanceQuery());
  const buy = useMutation({
    mutationFn: startSmsPurchase,
    onSuccess: (result) => {
      if (result.redirect_url) window.location.assign(result.redirect_url);
    },
  });

  return (
    <div className="page sms-page">
      <title>SMS Credits · Pango</title>
      <div className="page__header">
        <h1>SMS Credits</h1>
        <p className="muted">
          Text your tenants straight from Pango. Buy a pack, then choose SMS in Email Tenants. One
          credit sends one SMS part of up to 160 characters (70 with emoji or other special
          characters); credits are valid for 12 months, the oldest used first.
        </p>
      </div>

      {returnedId !== null && <PurchaseOutcome paymentId={returnedId} />}
      {buy.isError && <Alert>{serverMessage(buy.error, BUY_FAILED)}</Alert>}

      <Card role="group" aria-labelledby="sms-balance-title">
        <h2 id="sms-balance-title">Your Balance</h2>
        {balance.isPending ? (
          <Spinner label="Loading your SMS balance..." />
        ) : balance.isError ? (
          <Alert
            tone="warning"
            action={
              <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your SMS balance.
          </Alert>
        ) : (
          <>
            <p className="sms-pack__price">
              {balance.data.credits.toLocaleString('en-KE')} SMS credits
            </p>
            {balance.data.expiring[0] && (
              <p className="muted">
                {balance.data.expiring[0].credits.toLocaleString('en-KE')} expire on{' '}
                {new Date(balance.data.expiring[0].expires_at).toLocaleDateString('en-GB', {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                })}
              </p>
            )}
            <Link to="/admin/sms-history">SMS history</Link>
          </>
        )}
      </Card>

      <SmsChoices />

      <section aria-labelledby="packs-title" className="support-section">
        <h2 id="packs-title">SMS Packs</h2>
        <div className="support-grid">
          {SMS_PACKS.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              isBusy={buy.isPending && buy.variables === pack.id}
              isDisabled={buy.isPending}
              onBuy={() => {
                if (!buy.isPending) buy.mutate(pack.id);
              }}
            />
          ))}
        </div>
      </section>

      <div className="support-grid">
        <Card role="group" aria-labelledby="sms-provider-title">
          <h2 id="sms-provider-title">Provider Information</h2>
          <p>
            Messages go out through Africa&apos;s Talking, a licensed Kenyan bulk SMS provider, to
            Safaricom, Airtel and Telkom numbers. Each message&apos;s delivery shows in your SMS
            history; a message that cannot be delivered gives its credits back.
          </p>
        </Card>
        <Card role="group" aria-labelledby="sms-uses-title">
          <h2 id="sms-uses-title">Use Cases</h2>
          <ul>
            {USE_CASES.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

const CHOICES = [
  { key: 'rent_reminders', label: 'Rent reminders by SMS (amount due and how to pay)' },
  { key: 'payment_receipts', label: 'Payment receipts by SMS (amount, receipt number, balance)' },
  { key: 'report_status', label: 'Report status changes by SMS' },
  { key: 'tax_reminders', label: 'KRA rental income deadline reminder to my phone (the 15th)' },
] as const;

/** What goes by SMS besides announcements (issue 25), on the landlord's word. */
function SmsChoices() {
  const queryClient = useQueryClient();
  const settings = useQuery(smsSettingsQuery());
  const save = useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (saved) => queryClient.setQueryData(smsSettingsQuery().queryKey, saved),
  });
  return (
    <Card role="group" aria-labelledby="sms-choices-title">
      <h2 id="sms-choices-title">Send by SMS</h2>
      {settings.isPending ? (
        <Spinner label="Loading your SMS choices..." />
      ) : settings.isError ? (
        <Alert>Could not load your SMS choices.</Alert>
      ) : (
        <>
          {CHOICES.map(({ key, label }) => {
            const current = save.isPending ? save.variables : settings.data;
            return (
              <label key={key} className="sms-choice">
                <input
                  type="checkbox"
                  checked={current[key]}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({ ...settings.data, [key]: event.target.checked })
                  }
                />
                {label}
              </label>
            );
          })}
          <p className="muted">
            Each goes to tenants whose own notification choices allow it, and costs credits; with
            too few credits the SMS is skipped and the email still goes.
          </p>
        </>
      )}
      {save.isError && (
        <Alert>{serverMessage(save.error, 'Could not save. Please try again.')}</Alert>
      )}
    </Card>
  );
}

/** The payer back from the payment page: its outcome, polled until it is known. */
function PurchaseOutcome({ paymentId }: { paymentId: number }) {
  const queryClient = useQueryClient();
  const payment = useQuery(smsPurchaseQuery(paymentId));
  const status = payment.data?.status;
  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: smsKeys.all });
  }, [status, queryClient]);
  if (payment.isError) return <Alert>Could not check your payment. Please refresh the page.</Alert>;
  if (status === 'completed')
    return <Alert tone="success">Payment received: your SMS credits have been added.</Alert>;
  if (status === 'failed' || status === 'cancelled')
    return <Alert>{payment.data?.failure_reason ?? 'The payment did not go through.'}</Alert>;
  return <Spinner label="Confirming your payment..." />;
}

type PackCardProps = { pack: Pack; isBusy: boolean; isDisabled: boolean; onBuy: () => void };

function PackCard({ pack, isBusy, isDisabled, onBuy }: PackCardProps) {
  const titleId = `sms-pack-${pack.id}`;
  return (
    <Card role="group" aria-labelledby={titleId} className="sms-pack">
      <div className="sms-pack__head">
        <h3 id={titleId}>{pack.name}</h3>
        {pack.id === 'standard' && <Badge tone="info">Most popular</Badge>}
      </div>
      <p className="sms-pack__price">{formatKsh(pack.price)}</p>
      <p>{pack.sms.toLocaleString('en-KE')} SMS</p>
      <p className="muted">KSh {pack.perSms} per SMS</p>
      {pack.note && <p className="sms-pack__note">{pack.note}</p>}
      <p className="muted">Valid for 12 months</p>
      <Button
        isBusy={isBusy}
        disabled={isDisabled && !isBusy}
        onClick={onBuy}
        aria-label={`Buy the ${pack.name} pack`}
      >
        Buy
      </Button>
    </Card>
  );
}
