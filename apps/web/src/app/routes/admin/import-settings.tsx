import { ImportPage } from '@/features/portfolio-import/components/import-page';

/** /admin/settings/import: Settings → Import (issue 21). */
export default function ImportSettingsRoute() {
  return <ImportPage />;
}
