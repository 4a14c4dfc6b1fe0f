import { ComingSoon } from '../coming-soon';

export default function TenantsRoute() {
  return <ComingSoon title="Tenant Management" />;
}
