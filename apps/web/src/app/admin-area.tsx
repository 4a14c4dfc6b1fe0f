import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout';
import { ExpiringBanner } from '@/features/subscription/components/expiring-banner';
import { FixedLanguage } from '@/lib/i18n/texts';

// The landlord area (/admin/*), loaded only by landlords: its route table, its shell and the
// subscription banner come in one go; every screen is its own chunk.
const SubscriptionGate = lazy(() =>
  import('./subscription-gate').then((m) => ({ default: m.SubscriptionGate })),
);
const PropertyManagementRoute = lazyOpenedOn(
  '/admin',
  () => import('./routes/admin/property-management'),
);
const DashboardRoute = lazyOpenedOn('/admin/dashboard', () => import('./routes/admin/dashboard'));
const AddPropertyRoute = lazy(() => import('./routes/admin/add-property'));
const SettingsRoute = lazy(() => import('./routes/admin/settings'));
const BillingSettingsRoute = lazy(() => import('./routes/admin/billing-settings'));
const ImportSettingsRoute = lazy(() => import('./routes/admin/import-settings'));
const MeterReadingsRoute = lazy(() => import('./routes/admin/meter-readings'));
const HelpRoute = lazy(() => import('./routes/admin/help'));
const SmsPurchaseRoute = lazy(() => import('./routes/admin/sms-purchase'));
const SmsHistoryRoute = lazy(() => import('./routes/admin/sms-history'));
const TenantsRoute = lazy(() => import('./routes/admin/tenants'));
const TenantTransactionsRoute = lazy(() => import('./routes/admin/tenant-transactions'));
const TenantDetailsRoute = lazy(() => import('./routes/admin/tenant-details'));
const ReportsRoute = lazy(() => import('./routes/admin/reports'));
const AdminPaymentsRoute = lazy(() => import('./routes/admin/payments'));
const UnclaimedDepositsRoute = lazy(() => import('./routes/admin/unclaimed-deposits'));
const UnmatchedPaymentsRoute = lazy(() => import('./routes/admin/unmatched-payments'));
const ArrearsRoute = lazy(() => import('./routes/admin/arrears'));
const CollectedForYouRoute = lazy(() => import('./routes/admin/collected-for-you'));
const MpesaImportRoute = lazy(() => import('./routes/admin/mpesa-import'));
const SubscriptionPlansRoute = lazy(() => import('./routes/admin/subscription'));
const SubscriptionPaymentRoute = lazy(() => import('./routes/admin/subscription-payment'));
const EnquiriesRoute = lazy(() => import('./routes/admin/enquiries'));
const KraMriRoute = lazy(() => import('./routes/admin/kra-mri'));
const ExpensesRoute = lazy(() => import('./routes/admin/expenses'));
const OwnerStatementRoute = lazy(() => import('./routes/admin/owner-statement'));

/**
 * React.lazy for a screen a landlord opens the app on (home, the dashboard): when the page opened
 * on its path, its chunk is fetched as this module runs, beside the area's, not after the shell's
 * first render asks for it (a round trip and a render less before the screen; Lighthouse's
 * network list on /admin/dashboard, issue 26 item 5). The import is the same, so it loads once.
 */
function lazyOpenedOn<T extends ComponentType>(path: string, load: () => Promise<{ default: T }>) {
  if (window.location.pathname.replace(/\/$/, '') === path) void load();
  return lazy(load);
}

// Seed 000 section 2, below /admin (router.tsx checks the role first).
const adminRoutes: RouteObject[] = [
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
          { path: 'payments/unclaimed-deposits', element: <UnclaimedDepositsRoute /> },
          { path: 'payments/unmatched', element: <UnmatchedPaymentsRoute /> },
          { path: 'payments/arrears', element: <ArrearsRoute /> },
          { path: 'payments/import', element: <MpesaImportRoute /> },
          { path: 'payments/tax', element: <KraMriRoute /> },
          { path: 'enquiries', element: <EnquiriesRoute /> },
          { path: 'expenses', element: <ExpensesRoute /> },
          { path: 'owner-statement', element: <OwnerStatementRoute /> },
        ],
      },
      { path: 'settings/:section?', element: <SettingsRoute /> },
      { path: 'settings/billing', element: <BillingSettingsRoute /> },
      { path: 'settings/import', element: <ImportSettingsRoute /> },
      { path: 'meter-readings', element: <MeterReadingsRoute /> },
      { path: 'help', element: <HelpRoute /> },
      { path: 'subscription', element: <SubscriptionPlansRoute /> },
      { path: 'subscription/payment', element: <SubscriptionPaymentRoute /> },
      { path: 'sms-purchase', element: <SmsPurchaseRoute /> },
      { path: 'sms-history', element: <SmsHistoryRoute /> },
      // What Pango owes the landlord stays readable whatever their subscription (ADR 026).
      { path: 'payments/collected', element: <CollectedForYouRoute /> },
    ],
  },
  // An unknown page goes where the app's own catch-all sends it (router.tsx), then home.
  { path: '*', element: <Navigate to="/login" replace /> },
];

export default function AdminArea() {
  // The landlord area stays English in issue 25 (item 6 translates the tenant side); its shared
  // components already read their texts through lib/i18n (ADR 044).
  return <FixedLanguage value="en">{useRoutes(adminRoutes)}</FixedLanguage>;
}
