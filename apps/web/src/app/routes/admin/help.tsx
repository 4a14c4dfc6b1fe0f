import { ComingSoon } from '../coming-soon';

export default function HelpRoute() {
  return <ComingSoon title="Help and Support" />;
}
