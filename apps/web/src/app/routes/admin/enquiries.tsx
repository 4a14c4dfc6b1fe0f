import { EnquiriesPage } from '@/features/admin-enquiries/components/enquiries-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function EnquiriesRoute() {
  return (
    <RequirePermission permission="tenants.manage">
      <EnquiriesPage />
    </RequirePermission>
  );
}
