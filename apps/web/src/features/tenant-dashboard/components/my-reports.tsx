import type { ReportRow } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DASHBOARD_TEXTS } from '../texts';
import { capitalize, categoryLabel, formatDate } from '../utils/format';

/** The tenant's own reports, newest first as the API sends them (seed 002 section 2). */
export function MyReports({ reports, canReport }: { reports: ReportRow[]; canReport: boolean }) {
  return (
    <Card role="group" className="tenant-dash__reports" aria-labelledby="td-reports">
      <div className="tenant-dash__reports-head">
        <h2 id="td-reports">My Reports</h2>
        {/* A tenant whose tenancy ended has no unit to report on (issue 18). */}
        {canReport && (
          <Link className="btn btn--secondary btn--sm" to="/tenant/report">
            Submit New Report
          </Link>
        )}
      </div>
      {reports.length === 0 ? (
        <p className="muted">{DASHBOARD_TEXTS.noReports}</p>
      ) : (
        <ul className="tenant-dash__report-list" aria-labelledby="td-reports">
          {reports.map((report) => (
            <li key={report.id} className="tenant-dash__report">
              <p className="tenant-dash__report-title">{report.title}</p>
              <p className="muted">{categoryLabel(report.category)}</p>
              <p className="tenant-dash__report-meta">
                <Badge tone="neutral">Priority: {capitalize(report.priority)}</Badge>
                <Badge tone={report.status.toLowerCase() === 'resolved' ? 'success' : 'info'}>
                  {capitalize(report.status)}
                </Badge>
                <time dateTime={report.created_at}>{formatDate(report.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
