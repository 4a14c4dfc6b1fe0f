import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TENANT_TEXT } from '../messages';
import type { TenantRow } from '../types';

type Props = { tenant: TenantRow; onClose: () => void };

/** Shift tenant is Coming Soon (seed 001 section 5): the dialog says so and sends nothing. */
export function ShiftTenantDialog({ tenant, onClose }: Props) {
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Shift Tenant"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p>
        <Badge tone="info">Coming Soon</Badge>
      </p>
      <p>
        {tenant.full_name}
        {tenant.unit ? ` (unit ${tenant.unit.unit_number})` : ''}
      </p>
      <p>{TENANT_TEXT.shiftComingSoon}</p>
    </Dialog>
  );
}
