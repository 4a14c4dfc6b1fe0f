import { formatKsh } from '@pango/shared';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';
import { usePermission } from '@/lib/permissions';
import type { TenantRow } from '../types';
import { formatDate, RENT_STATUS, TENANT_STATUS } from '../utils/format';
import { ActionsMenu } from './actions-menu';

export type TenantDialogKind = 'deadline' | 'invoice' | 'message' | 'shift' | 'evict' | 'payment';

type TenantTableProps = {
  caption: string;
  rows: ReadonlyArray<TenantRow>;
  hasStatusColumn: boolean;
  empty: string;
  onAction: (kind: TenantDialogKind, tenant: TenantRow) => void;
};

/** The Active and All tables of seed 001 section 2 (All adds the Status column). */
export function TenantTable({ caption, rows, hasStatusColumn, empty, onAction }: TenantTableProps) {
  const navigate = useNavigate();
  // Issue 23: a caretaker sees names, phones and units, no rent; each action only for its role.
  const seesMoney = usePermission('money.read');
  const seesPrivate = usePermission('tenants.private');
  const canRecord = usePermission('payments.record');
  const canBill = usePermission('rent.write');
  const canMessage = usePermission('announcements.send');
  const canManage = usePermission('tenants.manage');
  const allColumns: Array<TableColumn<TenantRow>> = [
    { key: 'name', header: 'Name', render: (t) => <strong>{t.full_name}</strong> },
    { key: 'email', header: 'Email', render: (t) => t.email },
    { key: 'phone', header: 'Phone', render: (t) => t.phone_number ?? '—' },
    { key: 'booking', header: 'Booking ID', render: (t) => t.booking_id ?? '—' },
    {
      key: 'room',
      header: 'Room',
      render: (t) => (t.unit ? `${t.unit.unit_number} · ${t.unit.property_name}` : 'No unit'),
    },
    { key: 'move-in', header: 'Move-in Date', render: (t) => formatDate(t.move_in_date) },
    { key: 'joined', header: 'Join Date', render: (t) => formatDate(t.created_at) },
    {
      key: 'rent',
      header: 'Rent',
      align: 'end',
      render: (t) => (t.unit ? formatKsh(t.unit.rent) : '—'),
    },
    {
      key: 'rent-status',
      header: 'Rent Status',
      render: (t) => {
        const status = RENT_STATUS[t.rent_status];
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    },
    { key: 'due', header: 'Due Date', render: (t) => formatDate(t.unit?.rent_due_date) },
  ];
  const MONEY_COLUMNS = ['rent', 'rent-status', 'due'];
  const columns = seesMoney
    ? allColumns
    : allColumns.filter((column) => !MONEY_COLUMNS.includes(column.key));
  if (hasStatusColumn) {
    columns.push({
      key: 'status',
      header: 'Status',
      render: (t) => {
        const status = TENANT_STATUS[t.status];
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    });
  }
  const actionsFor = (t: TenantRow) => [
    ...(seesPrivate
      ? [{ label: 'View Details', onSelect: () => void navigate(`/admin/tenants/${t.id}/details`) }]
      : []),
    ...(seesMoney
      ? [
          {
            label: 'View Transactions',
            onSelect: () => void navigate(`/admin/tenants/${t.id}/transactions`),
          },
        ]
      : []),
    // A payment is credited to the tenant's current unit: none to credit without one.
    ...(canRecord && t.unit
      ? [{ label: 'Record Payment', onSelect: () => onAction('payment', t) }]
      : []),
    ...(canBill
      ? [
          { label: 'Edit Rent Deadline', onSelect: () => onAction('deadline', t) },
          { label: 'Send Invoice', onSelect: () => onAction('invoice', t) },
        ]
      : []),
    ...(canMessage ? [{ label: 'Send Message', onSelect: () => onAction('message', t) }] : []),
    ...(canManage
      ? [
          { label: 'Shift Tenant', onSelect: () => onAction('shift', t) },
          { label: 'Evict', onSelect: () => onAction('evict', t), tone: 'danger' as const },
        ]
      : []),
  ];
  if (seesPrivate || seesMoney || canMessage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      isPinnedEnd: true,
      render: (t) => <ActionsMenu label={`Actions for ${t.full_name}`} actions={actionsFor(t)} />,
    });
  }
  return (
    <Table
      caption={caption}
      isCaptionHidden
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      empty={<p>{empty}</p>}
    />
  );
}
