import {
  ARREARS_BUCKET_LABELS,
  ARREARS_BUCKETS,
  formatDate,
  formatKsh,
  nairobiToday,
  type ArrearsRow,
  type ArrearsSort,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { ApiError } from '@/lib/api-error';
import { downloadFile } from '@/lib/file-download';
import {
  ARREARS_PATH,
  arrearsParams,
  arrearsReportQuery,
  useRemindArrears,
} from '@/lib/queries/arrears';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { ARREARS_TEXT } from '../arrears-messages';
import './arrears.css';
import './payments.css';
import './unclaimed-deposits.css';

const PAGE_SIZE = 25;
const SORTS: { value: string; label: string; sort: ArrearsSort; order: 'asc' | 'desc' }[] = [
  { value: 'total:desc', label: 'Most owed first', sort: 'total', order: 'desc' },
  { value: 'oldest:desc', label: 'Oldest debt first', sort: 'oldest', order: 'desc' },
  { value: 'tenant_name:asc', label: 'Tenant name (A-Z)', sort: 'tenant_name', order: 'asc' },
  {
    value: 'last_payment_date:asc',
    label: 'Longest since a payment',
    sort: 'last_payment_date',
    order: 'asc',
  },
];

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.detail ?? fallback;
  return fallback;
}

/**
 * /admin/payments/arrears (issue 24 item 2): who owes what, aged current / 1-30 / 31-60 / 61-90 /
 * 90+ days past due, for the shell's property and a chosen day; Download CSV; Remind sends the
 * rent reminder email to the chosen tenants (SMS too once issue 25's SMS lands).
 */
export function ArrearsPage() {
  const [storedId, setSelectedId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  const list = properties.data?.results ?? [];
  const selected = list.find((property) => property.id === storedId) ?? null;
  const propertyId = properties.isError ? storedId : (selected?.id ?? null);
  const today = nairobiToday();
  const [asOf, setAsOf] = useState(today);
  const [sortValue, setSortValue] = useState(SORTS[0]!.value);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const sort = SORTS.find((s) => s.value === sortValue) ?? SORTS[0]!;
  const params = {
    propertyId,
    asOf: asOf && asOf <= today ? asOf : null,
    sort: sort.sort,
    order: sort.order,
    page,
  };
  const report = useQuery({ ...arrearsReportQuery(params), enabled: !properties.isPending });
  const remind = useRemindArrears();
  const data = report.data;

  // Another filter starts again at page 1 with nothing chosen.
  const refilter = (change: () => void) => {
    change();
    setPage(1);
    setChosen(new Set());
    setStatus(null);
  };

  function sendReminders(tenantIds: number[]) {
    setStatus(null);
    remind.mutate([...new Set(tenantIds)], {
      onSuccess: ({ queued, sms_queued }) => {
        setStatus({ tone: 'success', text: ARREARS_TEXT.queued(queued, sms_queued) });
        setChosen(new Set());
      },
      onError: (error) =>
        setStatus({ tone: 'error', text: errorText(error, ARREARS_TEXT.remindFailed) }),
    });
  }

  async function download() {
    setIsDownloading(true);
    setStatus(null);
    try {
      const { page: _page, ...search } = arrearsParams(params);
      await downloadFile(`${ARREARS_PATH}csv/`, search, `arrears_${params.asOf ?? today}.csv`);
    } catch {
      setStatus({ tone: 'error', text: ARREARS_TEXT.downloadFailed });
    } finally {
      setIsDownloading(false);
    }
  }

  const toggle = (tenantId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(tenantId)) next.delete(tenantId);
      else next.add(tenantId);
      return next;
    });

  const columns: TableColumn<ArrearsRow>[] = [
    {
      key: 'tenant',
      header: 'Tenant',
      render: (row) => (
        <label className="arrears-tenant">
          <input
            type="checkbox"
            checked={chosen.has(row.tenant_id)}
            onChange={() => toggle(row.tenant_id)}
            aria-label={`Choose ${row.tenant_name}`}
          />
          <span>
            <strong>{row.tenant_name}</strong>
            {row.phone_number && <span className="muted"> {row.phone_number}</span>}
          </span>
        </label>
      ),
    },
    {
      key: 'unit',
      header: 'Property / unit',
      render: (row) => `${row.property_name}, ${row.unit_number}`,
    },
    ...ARREARS_BUCKETS.map((bucket): TableColumn<ArrearsRow> => ({
      key: bucket,
      header: ARREARS_BUCKET_LABELS[bucket],
      render: (row) => (row[bucket] ? formatKsh(row[bucket]) : '—'),
      align: 'end',
    })),
    {
      key: 'total',
      header: 'Total',
      render: (row) => <strong>{formatKsh(row.total)}</strong>,
      align: 'end',
    },
    {
      key: 'last_payment',
      header: 'Last payment',
      render: (row) =>
        row.last_payment_date
          ? `${formatDate(row.last_payment_date)} (${formatKsh(row.last_payment_amount ?? 0)})`
          : ARREARS_TEXT.neverPaid,
    },
    {
      key: 'actions',
      header: 'Actions',
      isPinnedEnd: true,
      render: (row) => (
        <Button
          variant="secondary"
          size="sm"
          disabled={remind.isPending}
          onClick={() => sendReminders([row.tenant_id])}
          aria-label={`Remind ${row.tenant_name}`}
        >
          Remind
        </Button>
      ),
    },
  ];

  return (
    <div className="payments-page arrears-page">
      <title>Arrears · Pango</title>
      <Link className="unclaimed-page__back" to="/admin/payments">
        ← Back to Payments
      </Link>
      <div className="payments-page__header">
        <h1>{ARREARS_TEXT.title}</h1>
        <div className="arrears-filters">
          {list.length > 0 && (
            <Field label="Property" className="payments-property">
              {(control) => (
                <select
                  className="field__input"
                  value={propertyId ?? ''}
                  onChange={(event) =>
                    refilter(() =>
                      setSelectedId(event.target.value ? Number(event.target.value) : null),
                    )
                  }
                  {...control}
                >
                  <option value="">All Properties</option>
                  {list.map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label="As of">
            {(control) => (
              <input
                className="field__input"
                type="date"
                max={today}
                value={asOf}
                onChange={(event) => refilter(() => setAsOf(event.target.value))}
                {...control}
              />
            )}
          </Field>
          <Field label="Sort by">
            {(control) => (
              <select
                className="field__input"
                value={sortValue}
                onChange={(event) => refilter(() => setSortValue(event.target.value))}
                {...control}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </div>
      <p className="muted arrears-intro">{ARREARS_TEXT.intro}</p>

      {report.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorText(report.error, ARREARS_TEXT.loadFailed)}
        </Alert>
      ) : !data ? (
        <Spinner label={ARREARS_TEXT.loading} />
      ) : (
        <>
          <ul className="arrears-totals" aria-label={ARREARS_TEXT.totalsLabel(data.as_of)}>
            {ARREARS_BUCKETS.map((bucket) => (
              <li key={bucket}>
                <Card className="arrears-total">
                  <span className="muted">{ARREARS_BUCKET_LABELS[bucket]}</span>
                  <strong>{formatKsh(data.totals[bucket])}</strong>
                </Card>
              </li>
            ))}
            <li>
              <Card className="arrears-total arrears-total--all">
                <span className="muted">{ARREARS_TEXT.totalOwed(data.count)}</span>
                <strong>{formatKsh(data.totals.total)}</strong>
              </Card>
            </li>
          </ul>

          <section className="payments-section" aria-labelledby="arrears-table-title">
            <div className="payments-section__header">
              <h2 id="arrears-table-title">{ARREARS_TEXT.tableTitle}</h2>
              <div className="arrears-actions">
                <Button
                  disabled={chosen.size === 0}
                  isBusy={remind.isPending}
                  onClick={() => sendReminders([...chosen])}
                >
                  {chosen.size ? `Remind ${chosen.size} chosen` : 'Remind chosen'}
                </Button>
                <Button
                  variant="secondary"
                  isBusy={isDownloading}
                  disabled={data.count === 0}
                  onClick={() => void download()}
                >
                  Download CSV
                </Button>
              </div>
            </div>
            {status && <Alert tone={status.tone}>{status.text}</Alert>}
            <Card className="arrears-table">
              <Table
                caption={ARREARS_TEXT.tableCaption(data.as_of)}
                isCaptionHidden
                columns={columns}
                rows={data.results}
                rowKey={(row) => row.tenancy_id}
                empty={<p className="payments-empty">{ARREARS_TEXT.empty}</p>}
              />
            </Card>
            <Pagination
              label={ARREARS_TEXT.pagesLabel}
              page={page}
              pageCount={Math.ceil(data.count / PAGE_SIZE)}
              onChange={setPage}
              isBusy={report.isFetching}
            />
          </section>
        </>
      )}
    </div>
  );
}
