import { formatKsh, RENT_STATUS_DISPLAY, type RentAccount } from '@pango/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '../utils/format';

const STATUS = RENT_STATUS_DISPLAY;

/** Monthly rent, outstanding, prepaid months, status and next due date, as the ledger says. */
export function RentSummaryCard({ account }: { account: RentAccount }) {
  const status = STATUS[account.rent_status] ?? STATUS.no_unit;
  return (
    <Card className="rent-summary">
      <h2 className="rent-summary__title">
        {account.unit
          ? `${account.unit.property_name} · Unit ${account.unit.unit_number}`
          : 'Rent summary'}
      </h2>
      <dl className="rent-summary__facts">
        <div>
          <dt>Monthly rent</dt>
          <dd>{formatKsh(account.monthly_rent)}</dd>
        </div>
        <div>
          <dt>Outstanding</dt>
          <dd>{formatKsh(account.rent_due)}</dd>
        </div>
        <div>
          <dt>Prepaid months</dt>
          <dd>{account.prepaid_months}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>Next due date</dt>
          <dd>{account.next_due_date ? formatDate(account.next_due_date) : 'Not set'}</dd>
        </div>
      </dl>
    </Card>
  );
}
