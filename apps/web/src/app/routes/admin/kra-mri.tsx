import { KraMriPage } from '@/features/admin-tax/components/kra-mri-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function KraMriRoute() {
  return (
    <RequirePermission permission="money.read">
      <KraMriPage />
    </RequirePermission>
  );
}
