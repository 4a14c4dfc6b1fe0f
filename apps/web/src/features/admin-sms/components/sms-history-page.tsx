import {
  SMS_KIND_LABELS,
  SMS_KINDS,
  SMS_STATUSES,
  type SmsHistoryRow,
  type SmsKind,
  type SmsStatus,
} from '@pango/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { smsBalanceQuery, smsHistoryQuery } from '@/lib/queries/sms';
import './sms-history.css';

const STATUS_LABELS: Record<SmsStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};
const STATUS_TONES = {
  queued: 'info',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
} as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Nairobi',
  });

const COLUMNS: TableColumn<SmsHistoryRow>[] = [
  { key: 'date', header: 'Date', render: (row) => when(row.created_at) },
  {
    key: 'recipient',
    header: 'Recipient',
    render: (row) => (row.tenant_name ? `${row.tenant_name} (${row.recipient})` : row.recipient),
  },
  { key: 'kind', header: 'Kind', render: (row) => SMS_KIND_LABELS[row.kind] },
  { key: 'segments', header: 'Segments', align: 'end', render: (row) => row.segments },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <>
        <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>
        {row.failure_reason && <span className="muted"> {row.failure_reason}</span>}
      </>
    ),
  },
  {
    key: 'cost',
    header: 'Cost (credits)',
    align: 'end',
    render: (row) => (row.status === 'failed' ? `${row.credits} refunded` : row.credits),
  },
];

/** /admin/sms-history (issue 25): every SMS the landlord sent, newest first, with its delivery. */
export function SmsHistoryPage() {
  const [status, setStatus] = useState<SmsStatus | ''>('');
  const [kind, setKind] = useState<SmsKind | ''>('');
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...smsHistoryQuery({ status, kind, page }),
    placeholderData: keepPreviousData,
  });
  const balance = useQuery(smsBalanceQuery());
  const pageCount = history.data ? Math.ceil(history.data.count / history.data.page_size) : 1;

  return (
    <div className="page">
      <title>SMS History · Pango</title>
      <div className="page__header">
        <h1>SMS History</h1>
        <p className="muted">
          {balance.data ? `${balance.data.credits.toLocaleString('en-KE')} SMS credits left. ` : ''}
          <Link to="/admin/sms-purchase">Buy SMS credits</Link>
        </p>
      </div>
      <Card>
        <div className="sms-history__filters">
          <SelectField
            label="Status"
            value={status}
            placeholder="All statuses"
            options={SMS_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            onChange={(value) => {
              setStatus(value as SmsStatus | '');
              setPage(1);
            }}
          />
          <SelectField
            label="Kind"
            value={kind}
            placeholder="All kinds"
            options={SMS_KINDS.map((value) => ({ value, label: SMS_KIND_LABELS[value] }))}
            onChange={(value) => {
              setKind(value as SmsKind | '');
              setPage(1);
            }}
          />
        </div>
        {history.isPending ? (
          <Spinner label="Loading SMS history..." />
        ) : history.isError ? (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your SMS history.
          </Alert>
        ) : (
          <>
            <Table
              caption="SMS messages"
              isCaptionHidden
              columns={COLUMNS}
              rows={history.data.results}
              rowKey={(row) => row.id}
              empty={
                status || kind
                  ? 'No messages match these filters.'
                  : 'No SMS sent yet. Choose SMS in Email Tenants to text your tenants.'
              }
            />
            <Pagination
              label="SMS history pages"
              page={page}
              pageCount={pageCount}
              onChange={setPage}
              isBusy={history.isFetching}
            />
          </>
        )}
      </Card>
    </div>
  );
}
