import { formatDate, formatKsh, type C2bConfirming } from '@pango/shared';
import { Card } from '@/components/ui/card';

/**
 * Paybill payments received with the landlord's own Daraja app that M-Pesa has not confirmed yet
 * (ADR 025): shown as "received, confirming", without actions; Pango credits or rejects them
 * itself once M-Pesa's transaction list says so.
 */
export function ConfirmingPayments({ items, count }: { items: C2bConfirming[]; count: number }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="confirming-title" className="confirming-payments">
      <h2 id="confirming-title">Received, confirming ({count})</h2>
      <p className="muted">
        Pango checks these with M-Pesa before crediting them. Nothing to do: they are credited or
        rejected within the hour.
      </p>
      <ul className="unclaimed-list" aria-label="Received, confirming">
        {items.map((payment) => (
          <li key={payment.id}>
            <Card
              className="unclaimed-card"
              role="group"
              aria-labelledby={`confirming-${payment.id}`}
            >
              <div className="unclaimed-card__head">
                <h3 id={`confirming-${payment.id}`}>{payment.trans_id}</h3>
                <strong>{formatKsh(payment.amount)}</strong>
              </div>
              <dl className="unclaimed-card__facts">
                <div>
                  <dt>Status</dt>
                  <dd>{payment.status_label}</dd>
                </div>
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
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
