import { ComingSoon } from '../coming-soon';

export default function TenantReportRoute() {
  return <ComingSoon title="Report an Issue" />;
}
