import { BILLING_ROUTES } from './access-matrix-billing.js';
import { REPORT_ROUTES } from './access-matrix-reports.js';
import { DASHBOARD_ROUTES } from './access-matrix-dashboard.js';
import { EXPENSE_ROUTES } from './access-matrix-expenses.js';
import { LISTING_ROUTES } from './access-matrix-listings.js';
import { IMPORT_ROUTES } from './access-matrix-import.js';
import { LANDLORD_ROUTES } from './access-matrix-landlord.js';
import { TENANCY_RECORD_ROUTES } from './access-matrix-tenancy-record.js';
import { REPORT_NOTES_ROUTES } from './access-matrix-report-notes.js';
import { TEAM_ROUTES } from './access-matrix-team.js';
import { KRA_MRI_ROUTES } from './access-matrix-kra-mri.js';
import { LANGUAGE_ROUTES } from './access-matrix-language.js';
import { SMS_ROUTES } from './access-matrix-sms.js';
import {
  A,
  C,
  everyone,
  landlordOnly,
  P,
  signedIn,
  tenantOnly,
  type MatrixEntry,
} from './access-rules.js';

// Who may call what: one entry per registered route (access-matrix.test.ts fails on a route
// without one). Ids in paths are landlord A's; "other" actors belong to landlord B.
// Requests that could change state are made harmless: a decided application cannot be decided
// again (409), an occupied unit cannot be deleted (409), an unchanged value is saved unchanged.
// A refused actor must be stopped before validation, so where a 400 would hide the refusal the
// body is valid and the owner gets the harmless answer instead.

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // ---- public ----
  'GET /api/health/': { request: () => ({ path: '/api/health/' }), expect: everyone(200) },
  'GET /healthz': { request: () => ({ path: '/healthz' }), expect: everyone(200) },
  'GET /readyz': { request: () => ({ path: '/readyz' }), expect: everyone(200) },
  [`POST ${A}/token/`]: {
    request: () => ({ path: `${A}/token/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/token/refresh/`]: {
    request: () => ({ path: `${A}/token/refresh/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/logout/`]: {
    request: () => ({ path: `${A}/logout/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/password/reset/`]: {
    request: () => ({ path: `${A}/password/reset/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/password/reset/confirm/`]: {
    request: () => ({ path: `${A}/password/reset/confirm/`, body: {} }),
    expect: everyone(400),
  },
  // The token mailed to the new address is the credential.
  [`POST ${A}/email-change/confirm/`]: {
    request: () => ({ path: `${A}/email-change/confirm/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/landlord/register/step/:step/`]: {
    request: () => ({ path: `${A}/landlord/register/step/2/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/landlord/register/complete/`]: {
    request: () => ({ path: `${A}/landlord/register/complete/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/validate-landlord/`]: {
    request: () => ({ path: `${A}/validate-landlord/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/tenant/register/step/:step/`]: {
    request: () => ({ path: `${A}/tenant/register/step/2/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/tenant/register/complete/`]: {
    request: () => ({ path: `${A}/tenant/register/complete/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${A}/register/tenant/verify-email/`]: {
    request: () => ({ path: `${A}/register/tenant/verify-email/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${P}/initiate-deposit-registration/`]: {
    request: () => ({ path: `${P}/initiate-deposit-registration/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${P}/initiate-signup-subscription/`]: {
    request: () => ({ path: `${P}/initiate-signup-subscription/`, body: {} }),
    expect: everyone(400),
  },
  // Signup polling: the signup session id is the credential, a token is not enough.
  [`GET ${P}/signup-subscription-status/:id/`]: {
    request: (w) => ({ path: `${P}/signup-subscription-status/${w.subscriptionPayment.id}/` }),
    expect: everyone(404),
  },
  [`GET ${P}/pesapal/ipn/`]: {
    request: () => ({ path: `${P}/pesapal/ipn/` }),
    expect: everyone(400),
  },
  [`POST ${P}/pesapal/ipn/`]: {
    request: () => ({ path: `${P}/pesapal/ipn/`, body: {} }),
    expect: everyone(400),
  },
  [`POST ${P}/stk/callback/:token/`]: {
    request: () => ({ path: `${P}/stk/callback/not-the-secret/`, body: {} }),
    expect: everyone(404),
  },
  // Safaricom's C2B calls: the landlord's token is the only key; an unknown one is 404 for all.
  'POST /api/c2b/:token/confirmation': {
    request: () => ({ path: '/api/c2b/not-a-landlord-token/confirmation', body: {} }),
    expect: everyone(404),
  },
  'POST /api/c2b/:token/validation': {
    request: () => ({ path: '/api/c2b/not-a-landlord-token/validation', body: {} }),
    expect: everyone(404),
  },
  [`GET ${P}/sandbox/checkout.css`]: {
    request: () => ({ path: `${P}/sandbox/checkout.css` }),
    expect: everyone(200),
  },
  [`GET ${P}/sandbox/checkout/:trackingId/`]: {
    request: () => ({ path: `${P}/sandbox/checkout/unknown-order/` }),
    expect: everyone(404),
  },
  [`POST ${P}/sandbox/checkout/:trackingId/`]: {
    request: () => ({ path: `${P}/sandbox/checkout/unknown-order/`, body: {} }),
    expect: everyone(404),
  },
  [`GET ${P}/sandbox/ipn/`]: {
    request: () => ({ path: `${P}/sandbox/ipn/` }),
    expect: everyone(404),
  },

  // ---- any signed-in user ----
  [`PUT ${A}/change-password/`]: {
    permission: null,
    request: () => ({ path: `${A}/change-password/`, body: {} }),
    expect: signedIn(400),
  },
  [`GET ${A}/me/`]: {
    permission: null,
    request: () => ({ path: `${A}/me/` }),
    expect: signedIn(200),
  },
  // Another user's id answers 404; the body is the owner's current details (saved unchanged).
  [`PUT ${A}/users/:id/update/`]: {
    permission: null,
    member: 404,
    request: (w) => ({
      path: `${A}/users/${w.landlord.id}/update/`,
      body: {
        first_name: 'Amina',
        last_name: 'Ownerlandlord',
        email: w.landlord.email,
        phone_number: '0712345678',
      },
    }),
    expect: { ...signedIn(404), landlord: 200 },
  },
  [`GET ${C}/reports/open/`]: {
    permission: 'reports.read',
    scope: 'list',
    request: () => ({ path: `${C}/reports/open/` }),
    expect: signedIn(200),
  },
  [`GET ${C}/reports/`]: {
    permission: 'reports.read',
    scope: 'list',
    request: () => ({ path: `${C}/reports/` }),
    expect: signedIn(200),
  },
  [`GET ${C}/reports/resolved/`]: {
    permission: 'reports.read',
    scope: 'list',
    request: () => ({ path: `${C}/reports/resolved/` }),
    expect: signedIn(200),
  },
  [`GET ${P}/rent-payments/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${P}/rent-payments/` }),
    expect: signedIn(200),
  },
  // The tenant may fetch their own ID document; their landlord too; nobody else.
  [`GET ${A}/tenants/:id/documents/id/`]: {
    permission: 'tenants.private',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/documents/id/` }),
    expect: { anonymous: 401, tenant: 200, otherTenant: 404, landlord: 200, otherLandlord: 404 },
  },
  // Deposit polling: the tenant who owes it (or the signup session); no landlord.
  [`GET ${P}/deposit-status/:id/`]: {
    request: (w) => ({ path: `${P}/deposit-status/${w.depositPayment.id}/` }),
    expect: { ...everyone(404), tenant: 200 },
  },
  // A credited payment's receipt: its tenant and their landlord; anyone else as if it did not exist.
  [`GET ${P}/:id/receipt/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${P}/${w.receiptPayment.id}/receipt/` }),
    expect: { anonymous: 401, tenant: 200, otherTenant: 404, landlord: 200, otherLandlord: 404 },
  },
  [`GET ${P}/rent-status/:id/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${P}/rent-status/${w.rentPayment.id}/` }),
    expect: { anonymous: 401, tenant: 200, otherTenant: 404, landlord: 200, otherLandlord: 404 },
  },
  [`GET ${P}/subscription-payments/:id/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: (w) => ({ path: `${P}/subscription-payments/${w.subscriptionPayment.id}/` }),
    expect: { ...signedIn(404), landlord: 200 },
  },

  // ---- tenants ----
  [`GET ${A}/tenant/dashboard/`]: {
    request: () => ({ path: `${A}/tenant/dashboard/` }),
    expect: tenantOnly(200),
  },
  [`PATCH ${A}/tenant/move-in-date/`]: {
    request: () => ({ path: `${A}/tenant/move-in-date/`, body: {} }),
    expect: tenantOnly(400),
  },
  [`PUT ${A}/tenant/id-document/`]: {
    request: () => ({ path: `${A}/tenant/id-document/`, body: {} }),
    expect: tenantOnly(400),
  },
  // Empty body: refused on the date (400) before anything changes.
  [`POST ${A}/tenant/notice/`]: {
    request: () => ({ path: `${A}/tenant/notice/`, body: {} }),
    expect: tenantOnly(400),
  },
  [`GET ${A}/data-retention/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${A}/data-retention/` }),
    expect: landlordOnly(200),
  },
  // Empty body: refused on the days (400) before anything changes.
  [`PUT ${A}/data-retention/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${A}/data-retention/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${A}/tenant/my-data/`]: {
    request: () => ({ path: `${A}/tenant/my-data/` }),
    expect: tenantOnly(200),
  },
  [`GET ${A}/tenant/deletion-request/`]: {
    request: () => ({ path: `${A}/tenant/deletion-request/` }),
    expect: tenantOnly(200),
  },
  // Empty body: refused on the password (400) before anything is asked.
  [`POST ${A}/tenant/deletion-request/`]: {
    request: () => ({ path: `${A}/tenant/deletion-request/`, body: {} }),
    expect: tenantOnly(400),
  },
  // Nothing was asked, so there is nothing to withdraw (404) for either tenant.
  [`DELETE ${A}/tenant/deletion-request/`]: {
    request: () => ({ path: `${A}/tenant/deletion-request/` }),
    expect: tenantOnly(404),
  },
  [`GET ${A}/deletion-requests/`]: {
    permission: 'tenants.private',
    scope: 'all',
    request: () => ({ path: `${A}/deletion-requests/` }),
    expect: landlordOnly(200),
  },
  // No such request: nothing is erased whoever asks.
  [`POST ${A}/deletion-requests/:id/erase/`]: {
    permission: 'tenants.manage',
    scope: 'all',
    request: () => ({ path: `${A}/deletion-requests/999999/erase/`, body: {} }),
    expect: landlordOnly(404),
  },
  [`GET ${A}/tenant/notifications/`]: {
    request: () => ({ path: `${A}/tenant/notifications/` }),
    expect: tenantOnly(200),
  },
  [`PUT ${A}/tenant/notifications/`]: {
    request: () => ({ path: `${A}/tenant/notifications/`, body: {} }),
    expect: tenantOnly(400),
  },
  [`POST ${C}/reports/create/`]: {
    request: () => ({ path: `${C}/reports/create/`, body: {} }),
    expect: tenantOnly(400),
  },
  [`POST ${P}/initiate-deposit/`]: {
    request: () => ({ path: `${P}/initiate-deposit/`, body: {} }),
    expect: tenantOnly(400),
  },
  // A valid body: A's tenant is refused on the amount (400), B's tenant does not see the unit.
  [`POST ${P}/initiate-rent-payment/:unitId/`]: {
    request: (w) => ({
      path: `${P}/initiate-rent-payment/${w.unit.id}/`,
      body: { amount: 9_999_999 },
    }),
    expect: tenantOnly(400, 404),
  },
  [`GET ${P}/rent-summary/`]: {
    request: () => ({ path: `${P}/rent-summary/` }),
    expect: tenantOnly(200),
  },
  ...LANDLORD_ROUTES,
  ...TENANCY_RECORD_ROUTES,
  ...TEAM_ROUTES,
  ...REPORT_NOTES_ROUTES,
  ...KRA_MRI_ROUTES,
  ...LANGUAGE_ROUTES,
  ...BILLING_ROUTES,
  ...REPORT_ROUTES,
  ...LISTING_ROUTES,
  ...IMPORT_ROUTES,
  ...DASHBOARD_ROUTES,
  ...EXPENSE_ROUTES,
  ...SMS_ROUTES,
};
