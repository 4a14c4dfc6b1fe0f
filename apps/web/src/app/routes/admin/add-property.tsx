import { CreatePropertyPage } from '@/features/property-management/components/create-property-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function AddPropertyRoute() {
  return (
    <RequirePermission permission="properties.write">
      <CreatePropertyPage />
    </RequirePermission>
  );
}
