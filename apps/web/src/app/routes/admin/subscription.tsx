import { SubscriptionPlans } from '@/features/subscription/components/subscription-plans';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/subscription: Subscription Plans (seed 001 section 2). */
export default function SubscriptionPlansRoute() {
  return (
    <RequirePermission permission="subscription.manage">
      <SubscriptionPlans />
    </RequirePermission>
  );
}
