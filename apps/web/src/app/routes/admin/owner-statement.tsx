import { OwnerStatementPage } from '@/features/admin-owner-statement/components/owner-statement-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function OwnerStatementRoute() {
  return (
    <RequirePermission permission="money.read">
      <OwnerStatementPage />
    </RequirePermission>
  );
}
