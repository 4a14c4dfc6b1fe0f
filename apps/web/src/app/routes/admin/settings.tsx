import { ComingSoon } from '../coming-soon';

export default function SettingsRoute() {
  return <ComingSoon title="Settings" />;
}
