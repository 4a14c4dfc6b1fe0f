import { C2bSimulateSchema } from '@pango/shared';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSimulateC2bPayment } from '@/lib/queries/mpesa-c2b';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

/**
 * "Simulate a paybill payment" (issue 19): Safaricom cannot reach a laptop, so where sandbox
 * payments are allowed the landlord can send one Daraja-shaped confirmation to their own short
 * code. It goes through the real confirmation path: matched, queued or rejected as in production.
 */
export function SimulatePaybillForm({ shortcode }: { shortcode: string }) {
  const simulate = useSimulateC2bPayment();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (simulate.isPending) return;
    const parsed = C2bSimulateSchema.safeParse({ bill_ref_number: account, amount, phone });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    simulate.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="paybill-simulate-title"
      className="settings-form"
    >
      <h3 id="paybill-simulate-title">Simulate a paybill payment</h3>
      <p className="muted">
        {`For trying Pango out: no money moves. Sends the confirmation M-Pesa would send for a payment to ${shortcode}.`}
      </p>
      <Field label="Account number" hint="As the tenant types it" error={errors.bill_ref_number}>
        {(control) => (
          <input
            className="field__input"
            autoComplete="off"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field label="Amount (KSh)" error={errors.amount}>
        {(control) => (
          <input
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field label="Payer phone (optional)" hint="e.g. 0712345678" error={errors.phone}>
        {(control) => (
          <input
            className="field__input"
            type="tel"
            autoComplete="off"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            {...control}
          />
        )}
      </Field>
      {simulate.isSuccess && (
        <Alert tone="success">
          {`${simulate.data.detail} (${simulate.data.trans_id}) `}
          {simulate.data.status !== 'credited' && (
            <Link to="/admin/payments/unmatched">Open Unmatched payments</Link>
          )}
        </Alert>
      )}
      {simulate.isError && !Object.keys(serverFieldErrors(simulate.error)).length && (
        <Alert>{serverMessage(simulate.error, 'Failed to simulate the payment.')}</Alert>
      )}
      <Button type="submit" variant="secondary" isBusy={simulate.isPending}>
        {simulate.isPending ? 'Sending...' : 'Send Simulated Payment'}
      </Button>
    </form>
  );
}
