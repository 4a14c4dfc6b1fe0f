import { RENT_STATUS_DISPLAY, rentPaidPercent, type RentAccount } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useDashboardTexts } from '../texts';
import { dueSoonDays } from '../utils/due-soon';

const STATUS = RENT_STATUS_DISPLAY;

/** The due-soon warning (seed 002 sections 2 and 9), or nothing. */
export function DueSoonWarning({ rent, now }: { rent: RentAccount; now?: Date }) {
  const t = useDashboardTexts();
  const format = useFormat();
  const days = dueSoonDays(rent, now);
  if (days === null || !rent.next_due_date) return null;
  return (
    <Alert tone="warning" title={t('dueSoon.title')}>
      <p>
        {t('dueSoon', {
          amount: format.ksh(rent.rent_due),
          days,
          date: format.date(rent.next_due_date),
        })}
      </p>
    </Alert>
  );
}

/** Monthly rent with the outstanding amount, prepaid months and the payment-status bar. */
export function RentCards({ rent }: { rent: RentAccount }) {
  const t = useDashboardTexts();
  const format = useFormat();
  const statusKey = rent.rent_status in STATUS ? rent.rent_status : 'no_unit';
  const status = STATUS[statusKey];
  const percent = rentPaidPercent(rent);
  return (
    <>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-rent">
        <h2 id="td-rent">{t('rent.title')}</h2>
        <p className="tenant-dash__figure">{format.ksh(rent.monthly_rent)}</p>
        <dl className="tenant-dash__facts">
          <div>
            <dt>{t('rent.outstanding')}</dt>
            <dd>{format.ksh(rent.rent_due)}</dd>
          </div>
          <div>
            <dt>{t('rent.nextDue')}</dt>
            <dd>{format.date(rent.next_due_date, t('rent.notSet'))}</dd>
          </div>
        </dl>
      </Card>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-prepaid">
        <h2 id="td-prepaid">{t('prepaid.title')}</h2>
        <p className="tenant-dash__figure">{rent.prepaid_months}</p>
        <p className="muted">{t('prepaid.hint')}</p>
      </Card>
      <Card role="group" className="tenant-dash__card" aria-labelledby="td-status">
        <h2 id="td-status">{t('status.title')}</h2>
        <p>
          <Badge tone={status.tone}>{t(`status.${statusKey}`)}</Badge>
        </p>
        <div
          className="tenant-dash__progress"
          role="progressbar"
          aria-labelledby="td-status"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('paidLabel', { percent })}
        >
          <span className="tenant-dash__progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="tenant-dash__progress-label">{t('paidLabel', { percent })}</p>
      </Card>
    </>
  );
}
