import type { ReportRow } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useDashboardTexts } from '../texts';
import { capitalize, categoryLabel } from '../utils/format';

/** The tenant's own reports, newest first as the API sends them (seed 002 section 2). */
export function MyReports({ reports, canReport }: { reports: ReportRow[]; canReport: boolean }) {
  const t = useDashboardTexts();
  const format = useFormat();
  return (
    <Card role="group" className="tenant-dash__reports" aria-labelledby="td-reports">
      <div className="tenant-dash__reports-head">
        <h2 id="td-reports">{t('reports.title')}</h2>
        {/* A tenant whose tenancy ended has no unit to report on (issue 18). */}
        {canReport && (
          <Link className="btn btn--secondary btn--sm" to="/tenant/report">
            {t('reports.new')}
          </Link>
        )}
      </div>
      {reports.length === 0 ? (
        <p className="muted">{t('noReports')}</p>
      ) : (
        <ul className="tenant-dash__report-list" aria-labelledby="td-reports">
          {reports.map((report) => (
            <li key={report.id} className="tenant-dash__report">
              <p className="tenant-dash__report-title">{report.title}</p>
              <p className="muted">{categoryLabel(report.category)}</p>
              <p className="tenant-dash__report-meta">
                <Badge tone="neutral">
                  {t('reports.priority', { priority: capitalize(report.priority) })}
                </Badge>
                <Badge tone={report.status.toLowerCase() === 'resolved' ? 'success' : 'info'}>
                  {capitalize(report.status)}
                </Badge>
                <time dateTime={report.created_at}>{format.date(report.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
