import { PaymentsPage } from '@/features/admin-payments/components/payments-page';

export default function AdminPaymentsRoute() {
  return <PaymentsPage />;
}
