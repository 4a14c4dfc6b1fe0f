import { lazy } from 'react';
import { TenantDashboard } from '@/features/tenant-dashboard/components/tenant-dashboard';

// Its own chunk: /tenant's first load is at its budget (ADR 016).
const AmountDueLines = lazy(() => import('@/features/tenant-invoices/components/amount-due-lines'));

/** /tenant: the tenant dashboard (seed 002 section 2), with what makes up the amount due. */
export default function TenantHomeRoute() {
  return <TenantDashboard breakdown={<AmountDueLines />} />;
}
