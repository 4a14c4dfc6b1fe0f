import { Card } from '@/components/ui/card';
import { useTenantSummary } from '../api/get-tenant-summary';
import type { TenantSummary } from '../types';

const CARDS: ReadonlyArray<{ key: keyof TenantSummary; label: string }> = [
  { key: 'active_tenants', label: 'Active Tenants' },
  { key: 'rent_overdue', label: 'Rent Overdue' },
  { key: 'rent_due_soon', label: 'Rent Due Soon' },
  { key: 'rent_paid', label: 'Rent Paid' },
];

/** The four counts of seed 001 section 2 for the selected property (all when none). */
export function SummaryCards({ propertyId }: { propertyId: number | null }) {
  const summary = useTenantSummary(propertyId);
  return (
    <section aria-label="Tenant summary" className="tm-cards">
      {CARDS.map(({ key, label }) => (
        <Card key={key} className="tm-card">
          <h2 className="tm-card__label">{label}</h2>
          <p className="tm-card__value" aria-busy={summary.isPending}>
            {summary.data ? summary.data[key] : summary.isError ? '—' : '…'}
          </p>
        </Card>
      ))}
    </section>
  );
}
