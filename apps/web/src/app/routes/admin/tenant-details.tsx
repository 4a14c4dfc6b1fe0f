import { useParams } from 'react-router-dom';
import { TenantDetailsPage } from '@/features/admin-tenant-profile/components/tenant-details-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/tenants/:tenantId/details: Tenant details (seed 001 section 2). */
export default function TenantDetailsRoute() {
  const { tenantId } = useParams();
  return (
    <RequirePermission permission="tenants.private">
      <TenantDetailsPage key={tenantId} tenantId={Number(tenantId)} />
    </RequirePermission>
  );
}
