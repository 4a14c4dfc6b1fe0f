import { useParams } from 'react-router-dom';
import { TenantTransactionsPage } from '@/features/admin-tenant-profile/components/tenant-transactions-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/tenants/:tenantId/transactions: the tenant statement (seed 001 s2, seed 002 s2). */
export default function TenantTransactionsRoute() {
  const { tenantId } = useParams();
  return (
    <RequirePermission permission="money.read">
      <TenantTransactionsPage key={tenantId} tenantId={Number(tenantId)} />
    </RequirePermission>
  );
}
