import { useParams } from 'react-router-dom';
import { TenantDetailsPage } from '@/features/admin-tenant-profile/components/tenant-details-page';

/** /admin/tenants/:tenantId/details: Tenant details (seed 001 section 2). */
export default function TenantDetailsRoute() {
  const { tenantId } = useParams();
  return <TenantDetailsPage key={tenantId} tenantId={Number(tenantId)} />;
}
