import { ImportPage } from '@/features/portfolio-import/components/import-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/settings/import: Settings → Import (issue 21). */
export default function ImportSettingsRoute() {
  return (
    <RequirePermission permission="properties.write">
      <ImportPage />
    </RequirePermission>
  );
}
