import { BillingSettingsPage } from '@/features/billing';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/settings/billing: a property's billing rules (issue 20). */
export default function BillingSettingsRoute() {
  return (
    <RequirePermission permission="rent.write">
      <BillingSettingsPage />
    </RequirePermission>
  );
}
