import {
  formatKsh,
  paymentStatusTone,
  periodLabel,
  type TenantLedgerLine,
  type TenantTransaction,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { isApiError } from '@/lib/api-error';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { statementPath, useTenantDetail, useTenantTransactions } from '../api/get-tenant';
import { TENANT_PROFILE_TEXT } from '../messages';
import { formatDate, label } from '../utils/format';
import { LedgerAdjustmentDialog, type WaivableLine } from './ledger-adjustment-dialog';
import { TenantNotFound } from './tenant-not-found';
import './tenant-profile.css';

/**
 * A statement row; a ledger charge carries its entry id and what is left to waive (ADR 029), so it
 * offers "Waive". Payments and rows without them offer nothing.
 */

const COLUMNS: TableColumn<TenantTransaction>[] = [
  { key: 'date', header: 'Date', render: (t) => formatDate(t.date) },
  { key: 'description', header: 'Description', render: (t) => t.description || '—' },
  { key: 'type', header: 'Type', render: (t) => label(t.type) },
  { key: 'amount', header: 'Amount', render: (t) => formatKsh(t.amount), align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (t) => <Badge tone={paymentStatusTone(t.status)}>{label(t.status)}</Badge>,
  },
  { key: 'reference', header: 'Reference', render: (t) => t.reference || '—' },
  { key: 'method', header: 'Method', render: (t) => label(t.method || 'M-Pesa') },
];

// The rent account's lines by kind (issue 20): rent, water, service charges, late fees, waivers.
const LINE_COLUMNS: TableColumn<TenantLedgerLine>[] = [
  { key: 'date', header: 'Date', render: (l) => formatDate(l.date) },
  { key: 'kind', header: 'Kind', render: (l) => <Badge tone="neutral">{l.kind_label}</Badge> },
  { key: 'description', header: 'Description', render: (l) => l.description || '—' },
  { key: 'period', header: 'Period', render: (l) => (l.period ? periodLabel(l.period) : '—') },
  {
    key: 'amount',
    header: 'Amount',
    render: (l) => (l.amount < 0 ? `-${formatKsh(-l.amount)}` : formatKsh(l.amount)),
    align: 'end',
  },
];

function Stat({ name, value }: { name: string; value: string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="tenant-stat">
      <p id={id} className="tenant-stat__name">
        {name}
      </p>
      <p className="tenant-stat__value">{value}</p>
    </div>
  );
}

/** /admin/tenants/{id}/transactions: the tenant statement (seed 001 s2, seed 002 s2). */
export function TenantTransactionsPage({ tenantId }: { tenantId: number }) {
  const history = useTenantTransactions(tenantId);
  // The detail call carries the booking id, rent and rent status the statement does not.
  const detail = useTenantDetail(tenantId);
  const infoId = useId();
  const linesId = useId();
  const [notice, setNotice] = useState<{
    tone: 'error' | 'warning' | 'success';
    text: string;
  } | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const [adjusting, setAdjusting] = useState<{ line: WaivableLine | null } | null>(null);

  if (!Number.isInteger(tenantId) || tenantId <= 0) return <TenantNotFound />;
  if (history.isError && isApiError(history.error) && history.error.status === 404)
    return <TenantNotFound />;
  if (history.isError)
    return (
      <div className="tenant-profile">
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          }
        >
          {TENANT_PROFILE_TEXT.loadFailed}
        </Alert>
      </div>
    );
  if (!history.data)
    return (
      <div className="tenant-profile tenant-profile__state">
        <Spinner label={TENANT_PROFILE_TEXT.loading} />
      </div>
    );

  const { tenant, summary } = history.data;
  const results = history.data.results;
  const lines = history.data.lines ?? [];
  const info = detail.data;
  const tenancyId = info?.tenancy?.id ?? null;
  // A charge not yet waived in full can be waived from its line (issue 20 item 4).
  const lineColumns: TableColumn<TenantLedgerLine>[] =
    tenancyId !== null && lines.some((l) => l.waivable_amount > 0)
      ? [
          ...LINE_COLUMNS,
          {
            key: 'actions',
            header: 'Actions',
            render: (l) =>
              l.waivable_amount > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Waive ${l.description || l.kind_label}`}
                  onClick={() =>
                    setAdjusting({
                      line: {
                        id: l.id,
                        description: l.description || l.kind_label,
                        amount: l.waivable_amount,
                      },
                    })
                  }
                >
                  Waive
                </Button>
              ) : null,
          },
        ]
      : LINE_COLUMNS;

  async function download() {
    setNotice(null);
    if (results.length === 0) {
      setNotice({ tone: 'warning', text: TENANT_PROFILE_TEXT.nothingToDownload });
      return;
    }
    setIsDownloading(true);
    try {
      const { blob, filename } = await fetchFile(statementPath(tenantId));
      const today = new Date().toISOString().slice(0, 10);
      saveBlob(blob, filename || `tenant_${tenantId}_statement_${today}.csv`);
    } catch {
      setNotice({ tone: 'error', text: TENANT_PROFILE_TEXT.downloadFailed });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <div className="tenant-profile">
      <header className="tenant-profile__header">
        <div>
          <h1>Transaction History</h1>
          <p className="tenant-profile__muted">{tenant.full_name}</p>
        </div>
      </header>
      <div className="tenant-profile__actions">
        <Link className="btn btn--secondary" to="/admin/tenants">
          Back to Tenants
        </Link>
        <Button isBusy={isDownloading} onClick={() => void download()}>
          Download Statement (CSV)
        </Button>
        {tenancyId !== null && (
          <Button variant="secondary" onClick={() => setAdjusting({ line: null })}>
            Add charge or credit
          </Button>
        )}
      </div>
      {tenancyId !== null && adjusting && (
        <LedgerAdjustmentDialog
          key={adjusting.line?.id ?? 'new'}
          tenancyId={tenancyId}
          line={adjusting.line}
          isOpen
          onClose={() => setAdjusting(null)}
          onSaved={(text) => {
            setAdjusting(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="tenant-stats">
        <Stat name="Total Transactions" value={String(summary.count)} />
        <Stat name="Total Paid" value={formatKsh(summary.total_paid)} />
        <Stat name="Pending" value={formatKsh(summary.total_pending)} />
        <Stat name="Deposit Paid" value={formatKsh(summary.deposit_paid_amount)} />
        <Stat name="Rent Paid" value={formatKsh(summary.rent_paid_amount)} />
        <Stat name="Current Rent" value={info?.unit ? formatKsh(info.unit.rent) : '—'} />
        <Stat name="Rent Status" value={info ? label(info.rent_status) : '—'} />
      </div>
      <Table
        caption={`Transactions of ${tenant.full_name}`}
        isCaptionHidden
        columns={COLUMNS}
        rows={results}
        rowKey={(t) => t.id}
        empty={TENANT_PROFILE_TEXT.noTransactions(tenant.full_name)}
      />
      <section aria-labelledby={linesId} className="tenant-profile__section">
        <h2 id={linesId}>Charges and Credits</h2>
        <Table
          caption={`Charges and credits of ${tenant.full_name}`}
          isCaptionHidden
          columns={lineColumns}
          rows={lines}
          rowKey={(l) => l.id}
          empty={TENANT_PROFILE_TEXT.noLines}
        />
      </section>
      <section aria-labelledby={infoId} className="tenant-profile__section">
        <h2 id={infoId}>Tenant Information</h2>
        <dl className="tenant-facts">
          {(
            [
              ['Name', tenant.full_name],
              ['Email', tenant.email],
              ['Phone', tenant.phone_number],
              [
                'Room number',
                tenant.unit_number
                  ? `${tenant.unit_number}${tenant.property_name ? `, ${tenant.property_name}` : ''}`
                  : null,
              ],
              ['Booking ID', info?.booking_id ?? null],
              ['Monthly rent', info?.unit ? formatKsh(info.unit.rent) : null],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
