import {
  formatKsh,
  MRI_MESSAGES,
  nairobiToday,
  previousMonth,
  type MriReport,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { downloadFile } from '@/lib/file-download';
import { MRI_PATH, mriReportQuery, type MriTenantsView } from '@/lib/queries/kra-mri';
import { MRI_TEXT } from '../messages';
import { ExcludedTable, PropertyTable, TenantTable, WithheldTable } from './mri-tables';
import { RentalTypes } from './rental-types';
import './kra-mri.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const percent = (rate: string) => `${Number(rate) * 100} %`;

/**
 * /admin/payments/tax (issue 24 items 5 and 6, ADR 039): a month's MRI figures, the nil-month
 * flag, rent withheld by agents, the deadline, and the CSV and PDF to file from.
 */
export function KraMriPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : previousMonth(nairobiToday().slice(0, 7));
  const view = viewOf(params);
  const report = useQuery(mriReportQuery(month, view));
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [downloadError, setDownloadError] = useState(false);

  async function download(format: 'csv' | 'pdf') {
    setDownloading(format);
    setDownloadError(false);
    try {
      await downloadFile(
        MRI_PATH,
        { month, format },
        `kra-monthly-rental-income-${month}.${format}`,
      );
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div className="page mri-page">
      <title>{`${MRI_TEXT.title} · Pango`}</title>
      <Link className="mri-page__back" to="/admin/payments">
        ← Back to Payments
      </Link>
      <h1>{MRI_TEXT.title}</h1>
      <p className="muted">{MRI_TEXT.intro}</p>
      <Alert tone="info">{MRI_MESSAGES.disclaimer}</Alert>
      <div className="mri-page__toolbar">
        <TextField
          label={MRI_TEXT.monthLabel}
          type="month"
          value={month}
          max={nairobiToday().slice(0, 7)}
          onChange={(event) => {
            if (MONTH.test(event.target.value)) setParams({ month: event.target.value });
          }}
        />
        <div className="mri-page__downloads">
          <Button
            variant="secondary"
            isBusy={downloading === 'csv'}
            onClick={() => void download('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="secondary"
            isBusy={downloading === 'pdf'}
            onClick={() => void download('pdf')}
          >
            Download PDF
          </Button>
        </div>
      </div>
      {downloadError && <Alert>{MRI_TEXT.downloadFailed}</Alert>}
      {report.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
              Try Again
            </Button>
          }
        >
          {MRI_TEXT.loadFailed}
        </Alert>
      ) : !report.data ? (
        <Spinner label={MRI_TEXT.loading} />
      ) : (
        <MriFigures
          report={report.data}
          view={view}
          isFetching={report.isFetching}
          onView={(next) => setParams(paramsOf(month, next))}
        />
      )}
      <RentalTypes />
    </div>
  );
}

/** The tenant page and property in the address, so Back and a shared link keep them. */
function viewOf(params: URLSearchParams): MriTenantsView {
  const page = Number(params.get('page'));
  const property = Number(params.get('property'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    propertyId: Number.isInteger(property) && property > 0 ? property : null,
  };
}
function paramsOf(month: string, view: MriTenantsView): Record<string, string> {
  return {
    month,
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.propertyId === null ? {} : { property: String(view.propertyId) }),
  };
}

type FiguresProps = {
  report: MriReport;
  view: MriTenantsView;
  isFetching: boolean;
  onView: (view: MriTenantsView) => void;
};

function MriFigures({ report, view, isFetching, onView }: FiguresProps) {
  return (
    <>
      <Card className="mri-summary" role="group" aria-label={`Summary for ${report.month}`}>
        {report.nil_return && (
          <p className="mri-summary__nil">
            <Badge tone="warning">Nil return</Badge> {MRI_TEXT.nilReturn}
          </p>
        )}
        <dl className="mri-summary__figures">
          <div>
            <dt>Gross residential rent received</dt>
            <dd>{formatKsh(report.gross_rent)}</dd>
          </div>
          <div>
            <dt>{`Tax at ${percent(report.rate)}`}</dt>
            <dd>{formatKsh(report.tax)}</dd>
          </div>
          <div>
            <dt>Due date</dt>
            <dd>{report.due_date}</dd>
          </div>
          {report.withheld.gross > 0 && (
            <div>
              <dt>Tax withheld by agents</dt>
              <dd>{formatKsh(report.withheld.tax_withheld)}</dd>
            </div>
          )}
        </dl>
        <p className="muted">
          {MRI_TEXT.dueBy(report.due_date)}{' '}
          {MRI_TEXT.lateFiling(formatKsh(report.late_filing_penalty))}{' '}
          {`MRI applies to residents whose residential rent for the year is between ${formatKsh(report.annual_min)} and ${formatKsh(report.annual_max)}.`}
        </p>
      </Card>
      <PropertyTable report={report} />
      <TenantTable report={report} view={view} onView={onView} isFetching={isFetching} />
      <WithheldTable report={report} />
      <ExcludedTable report={report} />
    </>
  );
}
