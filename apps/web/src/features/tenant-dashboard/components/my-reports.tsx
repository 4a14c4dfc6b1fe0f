import type { ReportRow } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useDashboardTexts } from '../texts';
import { myReportsTexts, useMyReportsTexts, type MyReportsKey } from '../texts-reports';
import { capitalize, categoryLabel } from '../utils/format';

/** The catalogue's key for a stored value ("Resolved" -> status.resolved), if it has one. */
function keyOf(kind: 'status' | 'priority' | 'category', value: string): MyReportsKey | null {
  const key = `${kind}.${value.toLowerCase()}`;
  return key in myReportsTexts.en ? (key as MyReportsKey) : null;
}

/** The tenant's own reports, newest first as the API sends them (seed 002 section 2). */
export function MyReports({ reports, canReport }: { reports: ReportRow[]; canReport: boolean }) {
  const t = useDashboardTexts();
  const values = useMyReportsTexts();
  const format = useFormat();
  // A value the catalogue does not know shows as stored (capitalised), as before.
  const label = (kind: 'status' | 'priority', value: string) => {
    const key = keyOf(kind, value);
    return key ? values(key) : capitalize(value);
  };
  const category = (value: string) => {
    const key = keyOf('category', value);
    return key ? values(key) : categoryLabel(value);
  };
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
              <p className="muted">{category(report.category)}</p>
              <p className="tenant-dash__report-meta">
                <Badge tone="neutral">
                  {t('reports.priority', { priority: label('priority', report.priority) })}
                </Badge>
                <Badge tone={report.status.toLowerCase() === 'resolved' ? 'success' : 'info'}>
                  {label('status', report.status)}
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
