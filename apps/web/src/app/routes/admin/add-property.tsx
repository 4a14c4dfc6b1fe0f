import { ComingSoon } from '../coming-soon';

export default function AddPropertyRoute() {
  return <ComingSoon title="Create New Property" />;
}
