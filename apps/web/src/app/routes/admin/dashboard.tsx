import { ComingSoon } from '../coming-soon';

export default function DashboardRoute() {
  return <ComingSoon title="Dashboard" />;
}
