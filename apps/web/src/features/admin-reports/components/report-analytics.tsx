import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { useReportAnalytics } from '../api/get-report-analytics';
import type { ReportAnalytics as Analytics } from '../api/types';
import { REPORT_MESSAGES, reportLoadReason } from '../messages';
import { categoryLabel, priorityLabel, statusLabel } from './report-format';

type Bar = { key: string; label: string; count: number };

/** A labelled bar list: the numbers are text, the bar only decoration (no chart library). */
function BarList({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Card className="report-bars">
      <h3 className="report-bars__title">{title}</h3>
      {bars.length === 0 ? (
        <p className="muted">{REPORT_MESSAGES.empty}</p>
      ) : (
        <ul className="report-bars__list">
          {bars.map((bar) => (
            <li key={bar.key} className="report-bars__item">
              <span className="report-bars__label">{bar.label}</span>
              <span className="report-bars__count">{bar.count}</span>
              <span className="report-bars__track" aria-hidden="true">
                <span
                  className="report-bars__fill"
                  style={{ width: `${(bar.count / max) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Hours as "N hours" below two days, else days with one decimal. */
export function resolutionTime(hours: number | null): string {
  if (hours === null) return 'No resolved reports yet';
  if (hours < 48) return `${Math.round(hours * 10) / 10} hours`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

function AnalyticsBody({ data }: { data: Analytics }) {
  return (
    <div className="report-analytics">
      <Card className="report-analytics__average">
        <h3 className="report-bars__title">Average time to resolve</h3>
        <p className="report-analytics__figure">{resolutionTime(data.average_resolution_hours)}</p>
      </Card>
      <div className="report-analytics__grid">
        <BarList
          title="By category"
          bars={data.by_category.map((row) => ({
            key: row.category,
            label: categoryLabel(row.category),
            count: row.count,
          }))}
        />
        <BarList
          title="By priority"
          bars={data.by_priority.map((row) => ({
            key: row.priority,
            label: priorityLabel(row.priority),
            count: row.count,
          }))}
        />
        <BarList
          title="By status"
          bars={data.by_status.map((row) => ({
            key: row.status,
            label: statusLabel(row.status),
            count: row.count,
          }))}
        />
      </div>
      <Table
        caption="Reports per property"
        columns={[
          { key: 'property', header: 'Property', render: (row) => row.property_name },
          { key: 'open', header: 'Open', render: (row) => row.open, align: 'end' },
          { key: 'resolved', header: 'Resolved', render: (row) => row.resolved, align: 'end' },
        ]}
        rows={data.per_property}
        rowKey={(row) => row.property_id}
        empty={REPORT_MESSAGES.empty}
      />
    </div>
  );
}

/** Counts by category, priority, status and property, and the average time to resolve. */
export function ReportAnalytics({ propertyId }: { propertyId: number | null }) {
  const analytics = useReportAnalytics(propertyId, true);
  if (analytics.isError) {
    return <Alert>{REPORT_MESSAGES.loadFailed(reportLoadReason(analytics.error))}</Alert>;
  }
  if (!analytics.data) return <Spinner label="Loading analytics..." />;
  return <AnalyticsBody data={analytics.data} />;
}
