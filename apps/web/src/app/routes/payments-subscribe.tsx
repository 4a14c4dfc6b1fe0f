import { SignupSubscriptionPage } from '@/features/subscription-payment/components/signup-subscription-page';

/** /payments/subscribe: the subscription payment started at landlord signup (seed 000 section 2). */
export default function PaymentsSubscribeRoute() {
  return <SignupSubscriptionPage />;
}
