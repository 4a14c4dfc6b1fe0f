import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RecordPaymentDialog, type RecordPaymentTenant } from './record-payment-dialog';

/** A "Record Payment" button that opens the dialog for one tenant (the tenant's details page). */
export function RecordPaymentButton({ tenant }: { tenant: RecordPaymentTenant }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Record Payment
      </Button>
      {isOpen && <RecordPaymentDialog tenant={tenant} onClose={() => setIsOpen(false)} />}
    </>
  );
}
