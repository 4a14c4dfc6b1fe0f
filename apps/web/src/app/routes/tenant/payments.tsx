import { ComingSoon } from '../coming-soon';

/** /tenant/payments: the Payment Center (seed 002 section 2). */
export default function TenantPaymentsRoute() {
  return <ComingSoon title="Payment Center" />;
}
