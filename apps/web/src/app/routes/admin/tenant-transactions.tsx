import { ComingSoon } from '../coming-soon';

export default function TenantTransactionsRoute() {
  return <ComingSoon title="Tenant Transaction History" />;
}
