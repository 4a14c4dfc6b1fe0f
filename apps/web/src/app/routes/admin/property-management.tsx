import { ComingSoon } from '../coming-soon';

export default function PropertyManagementRoute() {
  return <ComingSoon title="Property Management" />;
}
