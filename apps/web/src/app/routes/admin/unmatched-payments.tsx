import { UnmatchedPaymentsPage } from '@/features/admin-payments/components/unmatched-payments-page';

export default function UnmatchedPaymentsRoute() {
  return <UnmatchedPaymentsPage />;
}
