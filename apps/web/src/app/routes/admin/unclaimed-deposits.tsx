import { UnclaimedDepositsPage } from '@/features/admin-payments/components/unclaimed-deposits-page';

export default function UnclaimedDepositsRoute() {
  return <UnclaimedDepositsPage />;
}
