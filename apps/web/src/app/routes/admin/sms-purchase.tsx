import { SmsPurchasePage } from '@/features/admin-support/components/sms-purchase-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/sms-purchase: SMS Credits (seed 001 sections 2 and 9). */
export default function SmsPurchaseRoute() {
  return (
    <RequirePermission permission="subscription.manage">
      <SmsPurchasePage />
    </RequirePermission>
  );
}
