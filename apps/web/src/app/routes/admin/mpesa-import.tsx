import { MpesaImportPage } from '@/features/admin-payments/components/mpesa-import-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function MpesaImportRoute() {
  return (
    <RequirePermission permission="payments.record">
      <MpesaImportPage />
    </RequirePermission>
  );
}
