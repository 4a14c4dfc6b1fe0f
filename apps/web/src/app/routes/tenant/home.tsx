import { TenantDashboard } from '@/features/tenant-dashboard/components/tenant-dashboard';

/** /tenant: the tenant dashboard (seed 002 section 2). */
export default function TenantHomeRoute() {
  return <TenantDashboard />;
}
