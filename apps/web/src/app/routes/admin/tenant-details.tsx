import { ComingSoon } from '../coming-soon';

export default function TenantDetailsRoute() {
  return <ComingSoon title="Tenant Details" />;
}
