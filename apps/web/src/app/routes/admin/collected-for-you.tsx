import { CollectedForYouPage } from '@/features/admin-payments/components/collected-for-you-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function CollectedForYouRoute() {
  return (
    <RequirePermission permission="money.read">
      <CollectedForYouPage />
    </RequirePermission>
  );
}
