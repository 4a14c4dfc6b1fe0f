import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { useLanguage } from '@/lib/i18n/texts';
import { useTenantDashboard } from '@/lib/queries/tenant-dashboard';
import { useDashboardTexts } from '../texts';
import { RoomDetailsCard } from './info-cards';
import { DueSoonWarning, RentCards } from './rent-cards';
import './tenant-dashboard.css';

// Below the rent and room cards: its own small chunk, so /tenant's first load stays within its
// budget (ADR 016); it renders once the dashboard's data is there, which takes longer.
const MyReports = lazy(() => import('./my-reports').then((m) => ({ default: m.MyReports })));
// What makes up the amount due (issue 20) and the contact card, in one chunk.
const BelowRent = lazy(() => import('./below-rent').then((m) => ({ default: m.BelowRent })));
// Only a tenant whose tenancy ended (issue 18) loads this one.
const EndedTenancy = lazy(() => import('./ended-tenancy'));

const TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /tenant (seed 002 section 2, Dashboard). `now` is for tests of the due-soon warning. */
export function TenantDashboard({ now }: { now?: Date } = {}) {
  const { user } = useAuth();
  const t = useDashboardTexts();
  const common = useCommonTexts();
  const language = useLanguage();
  const dashboard = useTenantDashboard();
  // Seed 002 section 8: on a failed load the summary is cleared and the reports emptied, even if
  // an earlier load had succeeded; but offline (no answer) the last data stays, with its time.
  const isOffline =
    dashboard.isError && isApiError(dashboard.error) && dashboard.error.isConnectionProblem;
  const isCleared = dashboard.isError && !(isOffline && dashboard.data);
  const data = isCleared ? undefined : dashboard.data;
  const name = data?.tenant.full_name ?? user?.full_name ?? '';
  const room = data
    ? (data.unit?.unit_number ?? t('notAssigned'))
    : (user?.current_unit?.unit_number ?? t('notAssigned'));
  const ended = data?.ended_tenancy_id;

  return (
    <div className="page tenant-dash">
      <title>{t('title')}</title>
      <div className="page__header tenant-dash__header">
        <h1>{t('welcome', { name })}</h1>
        <dl className="tenant-dash__ids">
          <div>
            <dt>{t('room')}</dt>
            <dd>{room}</dd>
          </div>
          {data?.tenant.booking_id && (
            <div>
              <dt>{t('bookingId')}</dt>
              <dd>{data.tenant.booking_id}</dd>
            </div>
          )}
        </dl>
      </div>
      {!ended && (
        <div className="tenant-dash__actions">
          <Link className="btn btn--primary" to="/tenant/payments">
            {t('payRent')}
          </Link>
          <Link className="btn btn--secondary" to="/tenant/report">
            {t('reportIssue')}
          </Link>
        </div>
      )}

      {data && (
        <p className="muted tenant-dash__updated" role="status">
          {isOffline && `${t('offline')} `}
          {t('lastUpdated', {
            time: new Date(dashboard.dataUpdatedAt).toLocaleString(
              language === 'sw' ? 'sw-KE' : 'en-GB',
              TIME,
            ),
          })}
        </p>
      )}
      {isCleared ? (
        <Alert
          tone="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              isBusy={dashboard.isFetching}
              onClick={() => void dashboard.refetch()}
            >
              {common('retry')}
            </Button>
          }
        >
          <p>{t('loadFailed')}</p>
        </Alert>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          {data.unit ? (
            <DueSoonWarning rent={data.rent} now={now} />
          ) : ended ? (
            <Suspense>
              <EndedTenancy id={ended} />
            </Suspense>
          ) : (
            <Alert tone="info">
              <p>{t('noUnit')}</p>
            </Alert>
          )}
          <div className="tenant-dash__grid">
            {data.unit && (
              <RoomDetailsCard
                unit={data.unit}
                moveInDate={data.tenant.move_in_date}
                deposit={data.deposit}
              />
            )}
            {data.unit && <RentCards rent={data.rent} />}
            <Suspense fallback={null}>
              <BelowRent landlord={data.landlord} hasUnit={Boolean(data.unit)} />
            </Suspense>
          </div>
        </>
      )}
      {!dashboard.isPending && (
        <Suspense fallback={null}>
          <MyReports reports={data?.reports ?? []} canReport={!ended} />
        </Suspense>
      )}
    </div>
  );
}
