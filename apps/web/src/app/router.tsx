import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireRole } from './guards';
import { RootLayout } from './root-layout';
import { SubscriptionGate } from './subscription-gate';
import { ExpiringBanner } from '@/features/subscription/components/expiring-banner';

// Every screen is its own chunk: /login never downloads the admin or tenant areas.
const LoginRoute = lazy(() => import('./routes/login'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const ResetSuccessRoute = lazy(() => import('./routes/reset-success'));
const TenantSignupRoute = lazy(() => import('./routes/tenant-signup'));
const AdminLayout = lazy(() =>
  import('@/features/admin-shell/components/admin-layout').then((m) => ({
    default: m.AdminLayout,
  })),
);
const PropertyManagementRoute = lazy(() => import('./routes/admin/property-management'));
const DashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const AddPropertyRoute = lazy(() => import('./routes/admin/add-property'));
const SettingsRoute = lazy(() => import('./routes/admin/settings'));
const HelpRoute = lazy(() => import('./routes/admin/help'));
const SmsPurchaseRoute = lazy(() => import('./routes/admin/sms-purchase'));
const TenantsRoute = lazy(() => import('./routes/admin/tenants'));
const TenantTransactionsRoute = lazy(() => import('./routes/admin/tenant-transactions'));
const TenantDetailsRoute = lazy(() => import('./routes/admin/tenant-details'));
const ReportsRoute = lazy(() => import('./routes/admin/reports'));
const AdminPaymentsRoute = lazy(() => import('./routes/admin/payments'));
const TenantLayout = lazy(() =>
  import('@/features/tenant-shell/components/tenant-layout').then((m) => ({
    default: m.TenantLayout,
  })),
);
const TenantHomeRoute = lazy(() => import('./routes/tenant/home'));
const TenantPaymentsRoute = lazy(() => import('./routes/tenant/payments'));
const TenantReportRoute = lazy(() => import('./routes/tenant/report'));
const TenantSettingsRoute = lazy(() => import('./routes/tenant/settings'));
const SubscriptionPlansRoute = lazy(() => import('./routes/admin/subscription'));
const SubscriptionPaymentRoute = lazy(() => import('./routes/admin/subscription-payment'));
const PaymentsSubscribeRoute = lazy(() => import('./routes/payments-subscribe'));

// Route table of seed 000 section 2; titles of seeds 001 and 002.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginRoute />
          </GuestOnly>
        ),
      },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/reset-password/:uid/:token/*', element: <ResetPasswordRoute /> },
      { path: '/reset-success', element: <ResetSuccessRoute /> },
      { path: '/tenant/signup', element: <TenantSignupRoute /> },
      { path: '/payments/subscribe', element: <PaymentsSubscribeRoute /> },
      {
        path: '/admin',
        element: <RequireRole role="landlord" />,
        children: [
          {
            element: <AdminLayout banner={<ExpiringBanner />} />,
            children: [
              { index: true, element: <PropertyManagementRoute /> },
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'add-property', element: <AddPropertyRoute /> },
              {
                element: <SubscriptionGate />,
                children: [
                  { path: 'organisation', element: <PropertyManagementRoute /> },
                  { path: 'tenants', element: <TenantsRoute /> },
                  { path: 'tenants/:tenantId/transactions', element: <TenantTransactionsRoute /> },
                  { path: 'tenants/:tenantId/details', element: <TenantDetailsRoute /> },
                  { path: 'reports', element: <ReportsRoute /> },
                  { path: 'payments', element: <AdminPaymentsRoute /> },
                ],
              },
              { path: 'settings', element: <SettingsRoute /> },
              { path: 'help', element: <HelpRoute /> },
              { path: 'subscription', element: <SubscriptionPlansRoute /> },
              { path: 'subscription/payment', element: <SubscriptionPaymentRoute /> },
              { path: 'sms-purchase', element: <SmsPurchaseRoute /> },
            ],
          },
        ],
      },
      {
        path: '/tenant',
        element: <RequireRole role="tenant" />,
        children: [
          {
            element: <TenantLayout />,
            children: [
              { index: true, element: <TenantHomeRoute /> },
              { path: 'payments', element: <TenantPaymentsRoute /> },
              { path: 'report', element: <TenantReportRoute /> },
              { path: 'settings', element: <TenantSettingsRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

/**
 * The routes, for a <BrowserRouter> (the app) or a <MemoryRouter> (tests). Declarative routing
 * rather than a data router: the data router costs ~16 kB more gzip on the first load and none of
 * its loaders are used.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
