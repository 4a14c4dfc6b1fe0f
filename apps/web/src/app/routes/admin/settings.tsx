import { SettingsPage } from '@/features/admin-settings/components/settings-page';

/** /admin/settings: Settings (seed 001 section 2). */
export default function SettingsRoute() {
  return <SettingsPage />;
}
