import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { arrearsReportQuery } from '@/lib/queries/arrears';
import { useDashboardCharts } from '@/lib/queries/dashboard-charts';
import { ArrearsByAgeChart } from './arrears-by-age-chart';
import { CollectedBilledChart } from './collected-billed-chart';
import { OccupancyChart } from './occupancy-chart';
import './dashboard-charts.css';

export { ArrearsByAgeChart, type ArrearsTotals } from './arrears-by-age-chart';

type DashboardChartsProps = {
  /** The top bar's property; null = all the landlord's properties. */
  propertyId: number | null;
  isReady: boolean;
};

/**
 * The dashboard's charts (issue 24 item 1), in their own chunk: the dashboard lazy-loads this
 * module with uPlot after its cards, so /admin/dashboard's first load does not grow (ADR 041).
 */
export default function DashboardCharts({ propertyId, isReady }: DashboardChartsProps) {
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
          <ArrearsAgeing propertyId={propertyId} isReady={isReady} />
        </div>
      )}
    </section>
  );
}

/**
 * Arrears by age: the totals of the arrears report's own query (the Arrears screen's key, so the
 * chart and the report never disagree); nothing is drawn until it answers.
 */
function ArrearsAgeing({ propertyId, isReady }: DashboardChartsProps) {
  const report = useQuery({ ...arrearsReportQuery({ propertyId, asOf: null }), enabled: isReady });
  if (report.isError) return <Alert tone="error">The arrears could not be loaded.</Alert>;
  return report.data ? <ArrearsByAgeChart totals={report.data.totals} /> : null;
}
