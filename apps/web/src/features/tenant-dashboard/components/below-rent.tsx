import type { TenantDashboard } from '@pango/shared';
import { lazy, Suspense } from 'react';
import { ContactCard } from './contact-card';

// Below the rent and room cards, loaded after them, so /tenant's first load stays within its budget
// (ADR 016). The month's lines (issue 20) are a further chunk, imported from here rather than from
// the dashboard: /tenant's first load then names no file of theirs.
const AmountDueLines = lazy(() =>
  import('@/features/tenant-invoices').then((m) => ({ default: m.AmountDueLines })),
);

export function BelowRent({
  landlord,
  hasUnit,
}: {
  landlord: TenantDashboard['landlord'];
  hasUnit: boolean;
}) {
  return (
    <>
      {hasUnit && (
        <Suspense fallback={null}>
          <AmountDueLines />
        </Suspense>
      )}
      <ContactCard landlord={landlord} />
    </>
  );
}
