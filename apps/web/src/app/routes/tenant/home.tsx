import { TenantDashboard } from '@/features/tenant-dashboard/components/tenant-dashboard';
// The month's lines on the dashboard (issue 20) are styled here, with this route's stylesheet: their
// lazy chunk then carries no stylesheet of its own for /tenant's first load to name.
import '@/features/tenant-invoices/tenant-invoices.css';

/** /tenant: the tenant dashboard (seed 002 section 2). */
export default function TenantHomeRoute() {
  return <TenantDashboard />;
}
