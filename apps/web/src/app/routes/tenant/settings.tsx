import { TenantSettingsPage } from '@/features/tenant-settings/components/settings-page';

export default function TenantSettingsRoute() {
  return <TenantSettingsPage />;
}
