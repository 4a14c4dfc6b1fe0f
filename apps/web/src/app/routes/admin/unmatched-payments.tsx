import { UnmatchedPaymentsPage } from '@/features/admin-payments/components/unmatched-payments-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function UnmatchedPaymentsRoute() {
  return (
    <RequirePermission permission="payments.record">
      <UnmatchedPaymentsPage />
    </RequirePermission>
  );
}
