import { BillingSettingsPage } from '@/features/billing';

/** /admin/settings/billing: a property's billing rules (issue 20). */
export default function BillingSettingsRoute() {
  return <BillingSettingsPage />;
}
