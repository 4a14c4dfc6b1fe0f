import type { UnitRead } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOpenReports } from '@/lib/queries/reports';
import { tenantName } from '../utils/unit-view';

/** Seed 001 section 9: recent lists show 3 items. */
const RECENT = 3;

type RecentActivityProps = { propertyId: number; units: UnitRead[] | undefined };

/** Recent Reports (this property's open ones) and Recent Tenants, three of each. */
export function RecentActivity({ propertyId, units }: RecentActivityProps) {
  // The shared open-reports query for this property: resolving a report refreshes it here too.
  const reports = useOpenReports(propertyId);
  // The tenants API comes with the next issue; until then the tenants are the ones assigned to
  // this property's units, which the units list already carries (tenant_obj).
  const tenants = (units ?? []).filter((unit) => unit.tenant_obj).slice(0, RECENT);
  return (
    <div className="pm-recent">
      <Card>
        <section aria-labelledby="pm-recent-reports">
          <div className="pm-section__head">
            <h2 id="pm-recent-reports">Recent Reports</h2>
            <Link className="text-link" to="/admin/reports">
              View all reports
            </Link>
          </div>
          {reports.isPending ? (
            <Spinner label="Loading reports..." />
          ) : reports.isError ? (
            <p className="muted">Reports could not be loaded. Use Refresh Data to try again.</p>
          ) : reports.data.results.length === 0 ? (
            <p className="muted">No open reports.</p>
          ) : (
            <ul className="pm-recent__list">
              {reports.data.results.slice(0, RECENT).map((report) => (
                <li key={report.id}>
                  <strong>{report.title}</strong>
                  <span className="muted">
                    {[report.property_name, report.unit_number && `Unit ${report.unit_number}`]
                      .filter(Boolean)
                      .join(' · ')}{' '}
                    ({report.status})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
      <Card>
        <section aria-labelledby="pm-recent-tenants">
          <div className="pm-section__head">
            <h2 id="pm-recent-tenants">Recent Tenants</h2>
            <Link className="text-link" to="/admin/tenants">
              View all tenants
            </Link>
          </div>
          {units === undefined ? (
            <Spinner label="Loading tenants..." />
          ) : tenants.length === 0 ? (
            <p className="muted">No tenants in this property yet.</p>
          ) : (
            <ul className="pm-recent__list">
              {tenants.map((unit) => (
                <li key={unit.id}>
                  <strong>{tenantName(unit)}</strong>
                  <span className="muted">Unit {unit.unit_number}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
    </div>
  );
}
