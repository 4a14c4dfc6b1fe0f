import { formatKsh, type InvoiceComposition } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentInvoiceQuery } from '@/lib/queries/invoices';
import { useFormat } from '@/lib/i18n/format';
import { useLinesTexts } from '../texts-lines';

// No stylesheet import of its own: the app layer imports tenant-invoices.css with the screens
// that show this, so this lazy chunk adds one file name to /tenant's first load (at its budget).

const signed = (amount: number) => (amount < 0 ? `-${formatKsh(-amount)}` : formatKsh(amount));

function HowToPay({ how }: { how: InvoiceComposition['how_to_pay'] }) {
  const t = useLinesTexts();
  if (how.method === 'paybill')
    return (
      <p className="amount-lines__pay">
        {t('paybill')} <strong>{how.shortcode}</strong>
        {how.account_number && (
          <>
            {t('account')} <strong>{how.account_number}</strong>
          </>
        )}
      </p>
    );
  if (how.method === 'till')
    return (
      <p className="amount-lines__pay">
        {t('till')} <strong>{how.shortcode}</strong>
      </p>
    );
  return null;
}

/**
 * What makes up the amount due this month (issue 20 item 6): the previous balance, each line by
 * kind, the payments received and the amount due, as the monthly invoice composes them. Its own
 * chunk: /tenant's first load is at its budget (ADR 016).
 */
export default function AmountDueLines() {
  const t = useLinesTexts();
  const format = useFormat();
  const titleId = useId();
  const invoice = useQuery(currentInvoiceQuery());
  if (invoice.isPending)
    return (
      <Card className="amount-lines">
        <Spinner label={t('loading')} />
      </Card>
    );
  if (invoice.isError)
    return (
      <Card className="amount-lines">
        <p role="alert">{t('failed')}</p>
      </Card>
    );
  const c = invoice.data;
  if (!c) return null;
  return (
    <Card className="amount-lines" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title', { period: c.period_label })}</h2>
      <table className="amount-lines__table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('previousBalance')}</th>
            <td>{signed(c.previous_balance)}</td>
          </tr>
          {c.lines.length === 0 ? (
            <tr>
              <th scope="row">{t('none', { period: c.period_label })}</th>
              <td>{formatKsh(0)}</td>
            </tr>
          ) : (
            c.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.label}
                  {line.description && line.description !== line.label && (
                    <span className="amount-lines__desc">{line.description}</span>
                  )}
                </th>
                <td>{signed(line.amount)}</td>
              </tr>
            ))
          )}
          <tr>
            <th scope="row">{t('paymentsReceived')}</th>
            <td>{signed(-c.payments_received)}</td>
          </tr>
          <tr className="amount-lines__total">
            <th scope="row">{c.balance < 0 ? t('paidAhead') : t('amountDue')}</th>
            <td>{formatKsh(c.balance < 0 ? -c.balance : c.amount_due)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">{t('due', { date: format.date(c.due_date) })}</p>
      <HowToPay how={c.how_to_pay} />
    </Card>
  );
}
