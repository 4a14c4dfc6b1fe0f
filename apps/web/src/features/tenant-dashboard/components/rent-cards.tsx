import { formatKsh, RENT_STATUS_DISPLAY, rentPaidPercent, type RentAccount } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DASHBOARD_TEXTS } from '../texts';
import { dueSoonDays } from '../utils/due-soon';
import { formatDate } from '../utils/format';

const STATUS = RENT_STATUS_DISPLAY;

/** The due-soon warning (seed 002 sections 2 and 9), or nothing. */
export function DueSoonWarning({ rent, now }: { rent: RentAccount; now?: Date }) {
  const days = dueSoonDays(rent, now);
  if (days === null || !rent.next_due_date) return null;
  return (
    <Alert tone="warning" title="Payment due soon">
      <p>{DASHBOARD_TEXTS.dueSoon(rent.rent_due, days, formatDate(rent.next_due_date))}</p>
    </Alert>
  );
}

/** Monthly rent with the outstanding amount, prepaid months and the payment-status bar. */
export function RentCards({ rent }: { rent: RentAccount }) {
  const status = STATUS[rent.rent_status] ?? STATUS.no_unit;
  const percent = rentPaidPercent(rent);
  return (
    <>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-rent">
        <h2 id="td-rent">Monthly Rent</h2>
        <p className="tenant-dash__figure">{formatKsh(rent.monthly_rent)}</p>
        <dl className="tenant-dash__facts">
          <div>
            <dt>Outstanding</dt>
            <dd>{formatKsh(rent.rent_due)}</dd>
          </div>
          <div>
            <dt>Next due date</dt>
            <dd>{rent.next_due_date ? formatDate(rent.next_due_date) : 'Not set'}</dd>
          </div>
        </dl>
      </Card>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-prepaid">
        <h2 id="td-prepaid">Prepaid Months</h2>
        <p className="tenant-dash__figure">{rent.prepaid_months}</p>
        <p className="muted">Months of rent paid in advance</p>
      </Card>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-status">
        <h2 id="td-status">Payment Status</h2>
        <p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <div
          className="tenant-dash__progress"
          role="progressbar"
          aria-labelledby="td-status"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={DASHBOARD_TEXTS.paidLabel(percent)}
        >
          <span className="tenant-dash__progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="tenant-dash__progress-label">{DASHBOARD_TEXTS.paidLabel(percent)}</p>
      </Card>
    </>
  );
}
