import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardCharts } from '@/lib/queries/dashboard-charts';
import { CollectedBilledChart } from './collected-billed-chart';
import { OccupancyChart } from './occupancy-chart';
import './dashboard-charts.css';

export { ArrearsByAgeChart, type ArrearsTotals } from './arrears-by-age-chart';

type DashboardChartsProps = {
  /** The top bar's property; null = all the landlord's properties. */
  propertyId: number | null;
  isReady: boolean;
  /**
   * ARREARS SLOT (integration): `<ArrearsByAgeChart totals={report.totals} />` once
   * GET /api/payments/reports/arrears/ exists (arrearsReportQuery in lib/queries/arrears.ts,
   * another change). Rendered as the third chart; nothing is shown until then.
   */
  arrearsChart?: ReactNode;
};

/**
 * The dashboard's charts (issue 24 item 1), in their own chunk: the dashboard lazy-loads this
 * module with uPlot after its cards, so /admin/dashboard's first load does not grow (ADR 041).
 */
export default function DashboardCharts({
  propertyId,
  isReady,
  arrearsChart,
}: DashboardChartsProps) {
  const charts = useDashboardCharts(propertyId, isReady);
  return (
    <section className="dashboard-charts" aria-labelledby="dashboard-charts-title">
      <h2 id="dashboard-charts-title">Trends</h2>
      {charts.isError ? (
        <Alert
          tone="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              isBusy={charts.isFetching}
              onClick={() => void charts.refetch()}
            >
              Retry
            </Button>
          }
        >
          <p>The charts could not be loaded.</p>
        </Alert>
      ) : !charts.data ? (
        <Spinner label="Loading charts..." />
      ) : charts.data.months.every(
          (m) => m.total_units === 0 && m.billed === 0 && m.collected === 0,
        ) ? (
        <p className="muted">
          No figures yet: the charts fill in once you have units, rent billed or payments.
        </p>
      ) : (
        <div className="dashboard-charts__grid" aria-busy={charts.isPlaceholderData}>
          <CollectedBilledChart months={charts.data.months} />
          <OccupancyChart months={charts.data.months} />
          {arrearsChart}
        </div>
      )}
    </section>
  );
}
