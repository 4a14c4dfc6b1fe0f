import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layouts/page-loader';
import { RequirePermission } from '@/components/layouts/require-permission';
import { SettingsPage } from '@/features/admin-settings/components/settings-page';

// Settings → Team (issue 23) is its own chunk, routed here rather than in admin-area.tsx: the
// area's route table is part of /admin's first load, at the edge of its budget.
const TeamPage = lazy(() =>
  import('@/features/admin-settings/components/team/team-page').then((m) => ({
    default: m.TeamPage,
  })),
);

/** /admin/settings: Settings (seed 001 section 2); /admin/settings/team: the owner's team. */
export default function SettingsRoute() {
  const { section } = useParams();
  if (section === 'team') {
    return (
      <RequirePermission permission="team.manage">
        <Suspense fallback={<PageLoader />}>
          <TeamPage />
        </Suspense>
      </RequirePermission>
    );
  }
  if (section) return <Navigate to="/admin/settings" replace />;
  return <SettingsPage />;
}
