import { CollectedForYouPage } from '@/features/admin-payments/components/collected-for-you-page';

export default function CollectedForYouRoute() {
  return <CollectedForYouPage />;
}
