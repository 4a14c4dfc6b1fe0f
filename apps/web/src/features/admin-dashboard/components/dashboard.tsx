import { ADMIN_MESSAGES } from '@pango/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOpenReports } from '@/lib/queries/reports';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useDashboardProperty } from '../hooks/use-dashboard-property';
import { useNearViewport } from '../hooks/use-near-viewport';
import { ImportOffer } from './import-offer';
import { InviteActions } from './invite-actions';
import { PropertiesOverview } from './properties-overview';
import { RecentTransactions } from './recent-transactions';
import { StatCards } from './stat-cards';
import { SubscriptionSummary } from './subscription-summary';
import './dashboard.css';

// The charts and uPlot load after the cards, in their own chunk (ADR 041): not in the first load.
const DashboardCharts = lazy(() => import('./charts/dashboard-charts'));
const CHARTS_LOADING = 'Loading charts...';

/** /admin/dashboard (seed 001 section 2, Dashboard), for the top bar's selected property. */
type DashboardProps = {
  /** The Send Email button and dialog: another feature's, so the app layer passes it in. */
  sendEmailSlot?: ReactNode;
};

export function Dashboard({ sendEmailSlot }: DashboardProps = {}) {
  const { propertyId, propertyName, isReady } = useDashboardProperty();
  const stats = useDashboardStats(propertyId, isReady);
  const openReports = useOpenReports(propertyId, isReady);

  return (
    <div className="page dashboard">
      <title>Dashboard · Pango</title>
      <div className="page__header">
        <h1>Dashboard</h1>
        <p className="muted">{propertyName ?? 'All properties'}</p>
      </div>
      <SubscriptionSummary />
      <InviteActions sendEmailSlot={sendEmailSlot} />
      {stats.isError ? (
        <Alert
          tone="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              isBusy={stats.isFetching}
              onClick={() => void stats.refetch()}
            >
              Retry
            </Button>
          }
        >
          <p>{ADMIN_MESSAGES.dashboardFailed}</p>
        </Alert>
      ) : !stats.data ? (
        <Spinner label="Loading dashboard..." />
      ) : (
        <div className="dashboard__body" aria-busy={stats.isPlaceholderData}>
          {propertyId === null && stats.data.total_tenants === 0 && <ImportOffer />}
          <StatCards stats={stats.data} openReports={openReports.data?.count} />
          <div className="dashboard__columns">
            <PropertiesOverview
              properties={stats.data.properties}
              total={stats.data.total_properties}
            />
            <RecentTransactions transactions={stats.data.recent_transactions} />
          </div>
          <ChartsWhenNear propertyId={propertyId} isReady={isReady} />
        </div>
      )}
    </div>
  );
}

/**
 * The charts once the reader scrolls near them (until then, an empty space of their height: no
 * spinner, since nothing loads until then, and a screen waiting for spinners would wait forever).
 * They sit below the
 * cards, far below a phone's fold, yet their chunk, uPlot's drawing and their two requests ran in
 * every load of the page, after the cards (Lighthouse's main-thread work, issue 26 item 5).
 */
function ChartsWhenNear({ propertyId, isReady }: { propertyId: number | null; isReady: boolean }) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  if (!isNear) {
    return <div ref={ref} className="dashboard__charts-space" aria-hidden="true" />;
  }
  return (
    <Suspense fallback={<Spinner label={CHARTS_LOADING} />}>
      <DashboardCharts propertyId={propertyId} isReady={isReady} />
    </Suspense>
  );
}
