import { RecordPaymentDialog } from '@/features/payment-records';
import type { TenantRow } from '../types';
import { EvictDialog } from './evict-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { MessageDialog } from './message-dialog';
import { RentDeadlineDialog } from './rent-deadline-dialog';
import { ShiftTenantDialog } from './shift-tenant-dialog';
import type { TenantDialogKind } from './tenant-table';

export type OpenTenantDialog = { kind: TenantDialogKind; tenant: TenantRow } | null;

/** The dialog the actions menu opened, if any. */
export function TenantDialogs({ open, onClose }: { open: OpenTenantDialog; onClose: () => void }) {
  if (!open) return null;
  const { kind, tenant } = open;
  // Keyed by tenant so a dialog opened for another tenant starts from a clean form.
  const props = { tenant, onClose, key: `${kind}-${tenant.id}` };
  switch (kind) {
    case 'deadline':
      return <RentDeadlineDialog {...props} />;
    case 'invoice':
      return <InvoiceDialog {...props} />;
    case 'message':
      return <MessageDialog {...props} />;
    case 'shift':
      return <ShiftTenantDialog {...props} />;
    case 'evict':
      return <EvictDialog {...props} />;
    case 'payment':
      return (
        <RecordPaymentDialog
          key={props.key}
          onClose={onClose}
          tenant={{
            id: tenant.id,
            full_name: tenant.full_name,
            unit_label: tenant.unit
              ? `${tenant.unit.unit_number}, ${tenant.unit.property_name}`
              : null,
          }}
        />
      );
  }
}
