import type { TenantDashboard } from '@pango/shared';
import { AmountDueLines } from '@/features/tenant-invoices';
import { ContactCard } from './contact-card';

// Below the rent and room cards, in one small chunk loaded after them, so /tenant's first load
// stays within its budget (ADR 016): what makes up the amount due (issue 20), then the contact card.

export function BelowRent({
  landlord,
  hasUnit,
}: {
  landlord: TenantDashboard['landlord'];
  hasUnit: boolean;
}) {
  return (
    <>
      {hasUnit && <AmountDueLines />}
      <ContactCard landlord={landlord} />
    </>
  );
}
