import { PaymentsPage } from '@/features/admin-payments/components/payments-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function AdminPaymentsRoute() {
  return (
    <RequirePermission permission="money.read">
      <PaymentsPage />
    </RequirePermission>
  );
}
