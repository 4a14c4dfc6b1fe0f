import {
  balanceAfterLabel,
  formatDate,
  formatKsh,
  TENANCY_RECORD_MESSAGES,
  type TenancyRecord,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { finalStatementPath, tenancyRecordQuery } from '@/lib/queries/tenancy-record';

// What a tenant whose tenancy ended sees on /tenant (issue 18 item 4): the settlement of their
// deposit and the final statement. Its own lazy chunk, loaded only for them (ADR 016's budget).

export const ENDED_TEXTS = {
  title: 'Your tenancy has ended',
  loading: 'Loading your tenancy...',
  loadFailed: 'Failed to load your tenancy. Please try again.',
  noSettlement: 'Your landlord has not recorded a settlement for this tenancy.',
  downloadFailed: 'The final statement could not be downloaded. Please try again.',
} as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Settlement({ record }: { record: TenancyRecord }) {
  const s = record.settlement;
  if (!s) return <p className="muted">{ENDED_TEXTS.noSettlement}</p>;
  const refund = record.refund;
  return (
    <>
      <dl className="tenant-dash__facts">
        <Fact label="Deposit held" value={formatKsh(s.deposit_held)} />
        <Fact label="Unpaid rent" value={formatKsh(s.unpaid_rent)} />
        <Fact label="Deductions" value={formatKsh(s.deductions_total)} />
        <Fact label="Refund due" value={formatKsh(s.refund_due)} />
        <Fact
          label="Balance after"
          value={`${formatKsh(Math.abs(s.balance_after))} (${balanceAfterLabel(s.balance_after)})`}
        />
        <Fact
          label="Refund"
          value={
            refund
              ? `${formatKsh(refund.amount)} paid on ${formatDate(refund.paid_on)} by ${refund.method}${refund.reference ? ` (${refund.reference})` : ''}`
              : TENANCY_RECORD_MESSAGES.refundNotRecorded
          }
        />
      </dl>
      {record.deductions.length > 0 && (
        <>
          <h3 id="td-deductions">Deductions from your deposit</h3>
          <ul aria-labelledby="td-deductions">
            {record.deductions.map((d) => (
              <li key={d.id}>
                {d.reason}: {formatKsh(d.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The ended tenancy's record with its final statement; `id` comes from the dashboard. */
export default function EndedTenancy({ id }: { id: number }) {
  const record = useQuery(tenancyRecordQuery(id));
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function download(data: TenancyRecord) {
    setIsDownloading(true);
    setDownloadFailed(false);
    try {
      const { blob, filename } = await fetchFile(finalStatementPath(id));
      saveBlob(blob, filename || `final-statement-${data.unit.unit_number}-${data.end_date}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  }

  if (record.isPending) return <Spinner label={ENDED_TEXTS.loading} />;
  if (record.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            isBusy={record.isFetching}
            onClick={() => void record.refetch()}
          >
            Retry
          </Button>
        }
      >
        <p>{ENDED_TEXTS.loadFailed}</p>
      </Alert>
    );
  const data = record.data;
  return (
    <Card role="group" className="tenant-dash__card" aria-labelledby="td-ended">
      <h2 id="td-ended">{ENDED_TEXTS.title}</h2>
      <dl className="tenant-dash__facts">
        <Fact label="Unit" value={`${data.unit.unit_number}, ${data.unit.property_name}`} />
        <Fact label="Start date" value={formatDate(data.start_date)} />
        <Fact label="End date" value={formatDate(data.end_date, '—')} />
      </dl>
      <Settlement record={data} />
      {downloadFailed && (
        <Alert tone="error">
          <p>{ENDED_TEXTS.downloadFailed}</p>
        </Alert>
      )}
      <Button isBusy={isDownloading} onClick={() => void download(data)}>
        Download Final Statement
      </Button>
    </Card>
  );
}
