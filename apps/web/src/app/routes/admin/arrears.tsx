import { ArrearsPage } from '@/features/admin-payments/components/arrears-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function ArrearsRoute() {
  return (
    <RequirePermission permission="money.read">
      <ArrearsPage />
    </RequirePermission>
  );
}
