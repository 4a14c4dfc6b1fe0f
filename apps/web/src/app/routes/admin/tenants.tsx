import { TenantsPage } from '@/features/admin-tenants/components/tenants-page';

export default function TenantsRoute() {
  return <TenantsPage />;
}
