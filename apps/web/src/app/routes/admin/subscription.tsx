import { SubscriptionPlans } from '@/features/subscription/components/subscription-plans';

/** /admin/subscription: Subscription Plans (seed 001 section 2). */
export default function SubscriptionPlansRoute() {
  return <SubscriptionPlans />;
}
