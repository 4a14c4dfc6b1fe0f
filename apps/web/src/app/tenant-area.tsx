import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { TenantLayout } from '@/features/tenant-shell/components/tenant-layout';
import TenantHomeRoute from './routes/tenant/home';

// The tenant area (/tenant/*), loaded only by tenants: its route table, its shell and the home
// screen (where sign-in lands) come in one go; the other screens are chunks of their own.
const TenantPaymentsRoute = lazy(() => import('./routes/tenant/payments'));
const TenantReportRoute = lazy(() => import('./routes/tenant/report'));
const TenantSettingsRoute = lazy(() => import('./routes/tenant/settings'));
// Sends reports kept on the device while offline (ADR 043): its own chunk, after first render.
const ReportOutboxSync = lazy(
  () => import('@/features/tenant-report/components/report-outbox-sync'),
);

// Seed 000 section 2, below /tenant (router.tsx checks the role first).
const tenantRoutes: RouteObject[] = [
  {
    element: <TenantLayout />,
    children: [
      { index: true, element: <TenantHomeRoute /> },
      { path: 'payments', element: <TenantPaymentsRoute /> },
      { path: 'report', element: <TenantReportRoute /> },
      { path: 'settings', element: <TenantSettingsRoute /> },
    ],
  },
  // An unknown page goes where the app's own catch-all sends it (router.tsx), then home.
  { path: '*', element: <Navigate to="/login" replace /> },
];

export default function TenantArea() {
  return (
    <>
      {useRoutes(tenantRoutes)}
      <Suspense fallback={null}>
        <ReportOutboxSync />
      </Suspense>
    </>
  );
}
