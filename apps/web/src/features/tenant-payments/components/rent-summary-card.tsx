import { RENT_STATUS_DISPLAY, type RentAccount } from '@pango/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { usePaymentsTexts } from '../texts';

const STATUS = RENT_STATUS_DISPLAY;

/** Monthly rent, outstanding, prepaid months, status and next due date, as the ledger says. */
export function RentSummaryCard({ account }: { account: RentAccount }) {
  const t = usePaymentsTexts();
  const status = STATUS[account.rent_status] ?? STATUS.no_unit;
  const format = useFormat();
  return (
    <Card className="rent-summary">
      <h2 className="rent-summary__title">
        {account.unit
          ? t('summary.unit', {
              property: account.unit.property_name,
              unit: account.unit.unit_number,
            })
          : t('summary.title')}
      </h2>
      <dl className="rent-summary__facts">
        <div>
          <dt>{t('summary.monthlyRent')}</dt>
          <dd>{format.ksh(account.monthly_rent)}</dd>
        </div>
        <div>
          <dt>{t('summary.outstanding')}</dt>
          <dd>{format.ksh(account.rent_due)}</dd>
        </div>
        <div>
          <dt>{t('summary.prepaid')}</dt>
          <dd>{account.prepaid_months}</dd>
        </div>
        <div>
          <dt>{t('summary.status')}</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('summary.nextDue')}</dt>
          <dd>{format.date(account.next_due_date, t('summary.notSet'))}</dd>
        </div>
      </dl>
    </Card>
  );
}
