import { Dashboard } from '@/features/admin-dashboard/components/dashboard';

/** /admin/dashboard: Dashboard (seed 001 section 2). */
export default function DashboardRoute() {
  return <Dashboard />;
}
