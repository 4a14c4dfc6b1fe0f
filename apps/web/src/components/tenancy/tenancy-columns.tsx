import {
  formatDate,
  formatKsh,
  TENANCY_HISTORY_TEXT,
  TENANCY_STATUS_LABELS,
  type TenancyHistoryRow,
  type TenancyStatus,
} from '@pango/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { TableColumn } from '@/components/ui/table';

// The columns a tenancy row shows wherever tenancies are listed (a unit's history, a tenant's
// tenancies), so both screens word and colour a status the same way.

const STATUS_TONE: Record<TenancyStatus, BadgeTone> = {
  active: 'success',
  notice: 'warning',
  ended: 'neutral',
};

export function TenancyStatusBadge({ status }: { status: TenancyStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{TENANCY_STATUS_LABELS[status]}</Badge>;
}

type Column = TableColumn<TenancyHistoryRow>;

export const tenancyDatesColumn: Column = {
  key: 'dates',
  header: 'Dates',
  render: (t) =>
    `${formatDate(t.start_date)} – ${t.end_date ? formatDate(t.end_date) : TENANCY_HISTORY_TEXT.present}`,
};

export const tenancyRentColumn: Column = {
  key: 'rent',
  header: 'Monthly Rent',
  render: (t) => formatKsh(t.monthly_rent),
  align: 'end',
};

/** Rent paid, the balance and the status: the money columns every tenancy list ends with. */
export const tenancyMoneyColumns: Column[] = [
  { key: 'paid', header: 'Rent Paid', render: (t) => formatKsh(t.total_paid), align: 'end' },
  // Ended: what was left owing at the end (the final balance); running: what is owed today.
  { key: 'balance', header: 'Balance', render: (t) => formatKsh(t.balance), align: 'end' },
  { key: 'status', header: 'Status', render: (t) => <TenancyStatusBadge status={t.status} /> },
];
