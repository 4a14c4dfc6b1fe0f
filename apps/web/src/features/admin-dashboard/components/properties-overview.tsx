import { ADMIN_MESSAGES, type DashboardStats } from '@pango/shared';
import { useId } from 'react';
import { Link } from '@/components/ui/link';

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** Properties Overview: each property with its units, occupied and available. */
export function PropertiesOverview({ properties }: { properties: DashboardStats['properties'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>Properties Overview</h2>
      {properties.length === 0 ? (
        <div className="dashboard-empty">
          <p>{ADMIN_MESSAGES.noProperties}</p>
          <Link className="btn btn--primary btn--sm" to="/admin/add-property">
            Create New Property
          </Link>
        </div>
      ) : (
        <ul className="property-overview">
          {properties.map((property) => (
            <li key={property.id} className="property-overview__item">
              <p className="property-overview__name">{property.name}</p>
              <p className="muted">{property.address}</p>
              <p className="property-overview__units">
                {units(property.total_units)} · {property.occupied_units} occupied ·{' '}
                {property.available_units} available
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
