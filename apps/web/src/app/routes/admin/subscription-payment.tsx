import { SubscriptionPaymentPage } from '@/features/subscription-payment/components/subscription-payment-page';

/** /admin/subscription/payment: Complete Your Subscription (seed 001 section 2). */
export default function SubscriptionPaymentRoute() {
  return <SubscriptionPaymentPage />;
}
