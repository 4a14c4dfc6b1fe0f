import { ComingSoon } from '../coming-soon';

export default function TenantSettingsRoute() {
  return <ComingSoon title="Settings" />;
}
