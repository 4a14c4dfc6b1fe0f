import { occupancyRate } from '@pango/shared';
import { Card } from '@/components/ui/card';

export type UnitCounts = { tenants: number; total: number; available: number; occupied: number };

/** The four cards of seed 001 section 2; occupancy is the rounded share of occupied units. */
export function StatCards({ counts }: { counts: UnitCounts }) {
  const cards = [
    { key: 'tenants', label: 'Total Tenants', value: String(counts.tenants) },
    { key: 'units', label: 'Total Units', value: String(counts.total) },
    { key: 'available', label: 'Available Units', value: String(counts.available) },
    {
      key: 'occupancy',
      label: 'Occupancy Rate',
      value: `${occupancyRate(counts.occupied, counts.total)}%`,
    },
  ];
  return (
    <div className="pm-stats">
      {cards.map((card) => (
        // role=group named by the label: "the Occupancy Rate card" for tests and screen readers.
        <Card key={card.key} role="group" aria-labelledby={`pm-stat-${card.key}`}>
          <p id={`pm-stat-${card.key}`} className="pm-stat__label">
            {card.label}
          </p>
          <p className="pm-stat__value">{card.value}</p>
        </Card>
      ))}
    </div>
  );
}
