import { ComingSoon } from '../coming-soon';

/** /admin/subscription: Subscription Plans (seed 001 section 2). */
export default function SubscriptionPlansRoute() {
  return <ComingSoon title="Subscription Plans" />;
}
