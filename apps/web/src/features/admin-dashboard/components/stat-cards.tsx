import { formatKsh, type DashboardStats } from '@pango/shared';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';

type StatCardProps = { label: ReactNode; value: string; tone?: 'brand' | 'warning' | 'danger' };

function StatCard({ label, value, tone = 'brand' }: StatCardProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={`stat-card stat-card--${tone}`}>
      <p id={labelId} className="stat-card__label">
        {label}
      </p>
      <p className="stat-card__value">{value}</p>
    </div>
  );
}

const count = (n: number) => n.toLocaleString('en-KE');

type StatCardsProps = {
  stats: DashboardStats;
  /** The open-reports query's count (the bell's), undefined until it is read. */
  openReports: number | undefined;
};

/** The seven cards of seed 001 section 2 (Dashboard), in the spec's order. */
export function StatCards({ stats, openReports: polled }: StatCardsProps) {
  // The bell's query for the same property; the dashboard's own figure only until that answers.
  const openReports = polled ?? stats.open_reports;
  return (
    <div className="stat-cards">
      <StatCard
        label={
          <Link to="/admin/tenants" className="stat-card__link">
            Total Tenants
          </Link>
        }
        value={count(stats.total_tenants)}
      />
      <StatCard label="Monthly Revenue" value={formatKsh(stats.monthly_revenue)} />
      <StatCard
        label="Rent Due"
        value={formatKsh(stats.rent_due)}
        tone={stats.rent_due > 0 ? 'warning' : 'brand'}
      />
      <StatCard
        label="Open Reports"
        value={count(openReports)}
        tone={openReports > 0 ? 'danger' : 'brand'}
      />
      <StatCard label="Total Properties" value={count(stats.total_properties)} />
      <StatCard label="Occupied Units" value={count(stats.occupied_units)} />
      <StatCard label="Available Units" value={count(stats.available_units)} />
    </div>
  );
}
