import { SubscriptionPaymentPage } from '@/features/subscription-payment/components/subscription-payment-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/subscription/payment: Complete Your Subscription (seed 001 section 2). */
export default function SubscriptionPaymentRoute() {
  return (
    <RequirePermission permission="subscription.manage">
      <SubscriptionPaymentPage />
    </RequirePermission>
  );
}
