import { UnclaimedDepositsPage } from '@/features/admin-payments/components/unclaimed-deposits-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function UnclaimedDepositsRoute() {
  return (
    <RequirePermission permission="money.read">
      <UnclaimedDepositsPage />
    </RequirePermission>
  );
}
