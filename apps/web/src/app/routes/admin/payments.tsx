import { ComingSoon } from '../coming-soon';

export default function AdminPaymentsRoute() {
  return <ComingSoon title="Payments" />;
}
