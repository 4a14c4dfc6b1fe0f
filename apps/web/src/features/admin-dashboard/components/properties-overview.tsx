import { ADMIN_MESSAGES, type DashboardStats } from '@pango/shared';
import { useId } from 'react';
import { Link } from '@/components/ui/link';

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

type PropertiesOverviewProps = {
  /** The first properties, oldest first (the API sends at most DASHBOARD_OVERVIEW_PROPERTIES). */
  properties: DashboardStats['properties'];
  /** Every property the figures cover, so the list says when it shows only the first ones. */
  total: number;
};

/** Properties Overview: each property with its units, occupied and available. */
export function PropertiesOverview({ properties, total }: PropertiesOverviewProps) {
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
      {total > properties.length && (
        <p className="muted">
          Showing the first {properties.length} of {total.toLocaleString('en-KE')} properties.{' '}
          <Link to="/admin/organisation">Manage all properties</Link>
        </p>
      )}
    </section>
  );
}
