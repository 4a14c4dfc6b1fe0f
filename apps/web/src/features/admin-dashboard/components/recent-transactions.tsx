import { formatKsh, paymentStatusTone, type DashboardStats } from '@pango/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';

type Transaction = DashboardStats['recent_transactions'][number];

const DATE = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

const label = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

const COLUMNS: TableColumn<Transaction>[] = [
  { key: 'tenant', header: 'Tenant', render: (t) => t.tenant_name ?? '—' },
  { key: 'amount', header: 'Amount', render: (t) => formatKsh(t.amount), align: 'end' },
  { key: 'type', header: 'Type', render: (t) => label(t.transaction_type) },
  { key: 'method', header: 'Method', render: (t) => label(t.payment_method) },
  { key: 'date', header: 'Date', render: (t) => DATE.format(new Date(t.created_at)) },
  {
    key: 'status',
    header: 'Status',
    render: (t) => <Badge tone={paymentStatusTone(t.status)}>{label(t.status)}</Badge>,
  },
];

/** The 5 most recent transactions. */
export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>Recent Transactions</h2>
      <Table
        caption="Recent Transactions"
        isCaptionHidden
        columns={COLUMNS}
        rows={transactions.slice(0, 5)}
        rowKey={(t) => t.id}
        empty="No transactions yet."
      />
    </section>
  );
}
