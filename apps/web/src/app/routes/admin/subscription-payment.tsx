import { ComingSoon } from '../coming-soon';

/** /admin/subscription/payment: Complete Your Subscription (seed 001 section 2). */
export default function SubscriptionPaymentRoute() {
  return <ComingSoon title="Complete Your Subscription" />;
}
