import { PublicComingSoon } from './coming-soon';

/** /payments/subscribe: the subscription payment started at landlord signup (seed 000 section 2). */
export default function PaymentsSubscribeRoute() {
  return <PublicComingSoon title="Subscription Payment" />;
}
