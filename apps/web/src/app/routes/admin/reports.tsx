import { ComingSoon } from '../coming-soon';

export default function ReportsRoute() {
  return <ComingSoon title="Reports and Issues" />;
}
