import { ComingSoon } from '../coming-soon';

export default function SmsPurchaseRoute() {
  return <ComingSoon title="SMS Credits" />;
}
