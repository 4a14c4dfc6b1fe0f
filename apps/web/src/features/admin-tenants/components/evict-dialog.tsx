import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { useEvictTenant } from '../api/evict-tenant';
import { TENANT_TEXT } from '../messages';
import type { TenantRow } from '../types';

type Props = { tenant: TenantRow; onClose: () => void };

/** Evict: a confirmation naming the tenant and the unit; the lists reload on success. */
export function EvictDialog({ tenant, onClose }: Props) {
  const toast = useToast();
  const evict = useEvictTenant();
  const [error, setError] = useState<string | null>(null);
  const unit = tenant.unit;

  const confirm = () => {
    setError(null);
    evict.mutate(tenant.id, {
      onSuccess: () => {
        toast.success(`${tenant.full_name} has been evicted.`);
        onClose();
      },
      onError: () => setError(TENANT_TEXT.evictFailed),
    });
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Evict Tenant"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} isBusy={evict.isPending}>
            Evict
          </Button>
        </>
      }
    >
      <p>
        {unit
          ? `Evict ${tenant.full_name} from unit ${unit.unit_number} (${unit.property_name})?`
          : `Evict ${tenant.full_name}? They are not assigned to a unit.`}
      </p>
      <p>
        The tenancy ends, the unit becomes available and the tenant can no longer sign in. Their
        payments and rent records are kept.
      </p>
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
