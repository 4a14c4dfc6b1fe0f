import { A, C, landlordOnly, P, type MatrixEntry } from './access-rules.js';

// The landlord's routes of the access matrix (see access-matrix.ts for the conventions).

export const LANDLORD_ROUTES: Record<string, MatrixEntry> = {
  // ---- landlords, no ids ----
  [`GET ${A}/subscription/status/`]: {
    permission: 'properties.read',
    scope: 'none',
    request: () => ({ path: `${A}/subscription/status/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/subscription/limits/`]: {
    permission: 'properties.write',
    scope: 'none',
    request: () => ({ path: `${A}/subscription/limits/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/properties/`]: {
    permission: 'properties.read',
    scope: 'list',
    request: () => ({ path: `${A}/properties/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/properties/create/`]: {
    permission: 'properties.write',
    scope: 'all',
    request: () => ({ path: `${A}/properties/create/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${A}/units/`]: {
    permission: 'properties.read',
    scope: 'list',
    request: () => ({ path: `${A}/units/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/unit-types/`]: {
    permission: 'properties.read',
    scope: 'list',
    request: () => ({ path: `${A}/unit-types/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/unit-types/`]: {
    permission: 'properties.write',
    scope: 'row',
    // Names the world's property: a member of another property is refused it before validation.
    request: (w) => ({ path: `${A}/unit-types/`, body: { property_id: w.property.id } }),
    expect: landlordOnly(400),
  },
  [`GET ${A}/till-number/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${A}/till-number/` }),
    expect: landlordOnly(200),
  },
  [`PATCH ${A}/till-number/update/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${A}/till-number/update/`, body: { mpesa_till_number: 'x' } }),
    expect: landlordOnly(400),
  },
  // The landlord's own activity log (Settings): B sees only B's rows.
  [`GET ${A}/audit-log/`]: {
    permission: 'audit.read',
    scope: 'all',
    request: () => ({ path: `${A}/audit-log/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/dashboard/`]: {
    permission: 'properties.read',
    scope: 'list',
    request: () => ({ path: `${A}/dashboard/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/tenants/`]: {
    permission: 'tenants.read',
    scope: 'list',
    request: () => ({ path: `${A}/tenants/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/tenants/summary/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${A}/tenants/summary/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/tenant-applications/pending/`]: {
    permission: 'tenants.private',
    scope: 'list',
    request: () => ({ path: `${A}/tenant-applications/pending/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/reports/analytics/`]: {
    permission: 'reports.read',
    scope: 'list',
    request: () => ({ path: `${C}/reports/analytics/` }),
    expect: landlordOnly(200),
  },
  [`POST ${C}/reports/send-email/`]: {
    permission: 'announcements.send',
    scope: 'list',
    request: () => ({ path: `${C}/reports/send-email/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${C}/message-templates/`]: {
    permission: 'money.read',
    scope: 'none',
    request: () => ({ path: `${C}/message-templates/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/reminders/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${C}/reminders/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${C}/reminders/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${C}/reminders/settings/`, body: { days_of_month: [] } }),
    expect: landlordOnly(400),
  },
  [`GET ${C}/reminders/status/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${C}/reminders/status/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/sms-interest/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: () => ({ path: `${C}/sms-interest/` }),
    expect: landlordOnly(200),
  },
  [`POST ${C}/sms-interest/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: () => ({ path: `${C}/sms-interest/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${P}/initiate-subscription-payment/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: () => ({ path: `${P}/initiate-subscription-payment/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/rent-payments/summary/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${P}/rent-payments/summary/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/rent-payments/csv/`]: {
    permission: 'exports.csv',
    scope: 'list',
    request: () => ({ path: `${P}/rent-payments/csv/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/unclaimed-deposits/`]: {
    permission: 'money.read',
    scope: 'all',
    request: () => ({ path: `${P}/unclaimed-deposits/` }),
    expect: landlordOnly(200),
  },
  [`POST ${P}/manual/`]: {
    permission: 'payments.record',
    scope: 'row',
    // Names A's tenant: a member of another property is refused them before validation.
    request: (w) => ({ path: `${P}/manual/`, body: { tenant_id: w.tenant.id } }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/payouts/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/payouts/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${P}/payouts/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/payouts/settings/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/payouts/`]: {
    permission: 'money.read',
    scope: 'all',
    request: () => ({ path: `${P}/payouts/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/mpesa/c2b/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${P}/mpesa/c2b/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/settings/`, body: {} }),
    expect: landlordOnly(400),
  },
  // Neither landlord of the world has set up a paybill: 409 "set it up first".
  [`POST ${P}/mpesa/c2b/register/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/register/`, body: {} }),
    expect: landlordOnly(409),
  },
  [`POST ${P}/mpesa/c2b/rotate-token/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/rotate-token/`, body: {} }),
    expect: landlordOnly(409),
  },
  [`PUT ${P}/mpesa/c2b/credentials/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/credentials/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`DELETE ${P}/mpesa/c2b/credentials/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/credentials/` }),
    expect: landlordOnly(409),
  },
  [`GET ${P}/mpesa/c2b/unmatched/`]: {
    permission: 'money.read',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/unmatched/` }),
    expect: landlordOnly(200),
  },
  // Tests run outside production, where simulation is offered; the empty body is refused.
  [`POST ${P}/mpesa/c2b/simulate/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/simulate/`, body: {} }),
    expect: landlordOnly(400),
  },
  // Another landlord's items answer 404 (payments-c2b-unmatched.test.ts); here none exists.
  [`POST ${P}/mpesa/c2b/unmatched/:id/assign/`]: {
    permission: 'payments.record',
    scope: 'all',
    request: (w) => ({
      path: `${P}/mpesa/c2b/unmatched/999999/assign/`,
      body: { tenant_id: w.tenant.id },
    }),
    expect: landlordOnly(404),
  },
  [`POST ${P}/mpesa/c2b/unmatched/:id/dismiss/`]: {
    permission: 'payments.record',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/c2b/unmatched/999999/dismiss/`, body: { note: 'x' } }),
    expect: landlordOnly(404),
  },
  // Nothing to import in an empty body: 400 "paste one or more M-Pesa messages".
  [`POST ${P}/mpesa/import/`]: {
    permission: 'payments.record',
    scope: 'all',
    request: () => ({ path: `${P}/mpesa/import/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${P}/bulk-rent-update/`]: {
    permission: 'rent.write',
    scope: 'all',
    request: () => ({ path: `${P}/bulk-rent-update/`, body: {} }),
    expect: landlordOnly(400),
  },

  // ---- landlords, A's ids: B answers 404 as if they did not exist ----
  [`GET ${A}/deposits/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/deposits/?property_id=${w.property.id}` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${P}/unclaimed-deposits/:id/attach/`]: {
    permission: 'payments.record',
    scope: 'all',
    request: (w) => ({
      path: `${P}/unclaimed-deposits/${w.refundedDeposit.id}/attach/`,
      body: { application_id: w.application.id },
    }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${P}/unclaimed-deposits/:id/refund/`]: {
    permission: 'ledger.adjust',
    scope: 'all',
    request: (w) => ({
      path: `${P}/unclaimed-deposits/${w.refundedDeposit.id}/refund/`,
      body: { method: 'cash', reference: 'R1' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/properties/:id/`]: {
    permission: 'properties.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/` }),
    expect: landlordOnly(200, 404),
  },
  // Fewer units than it has: refused after the ownership check.
  [`PUT ${A}/properties/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/`, body: { unit_count: 1 } }),
    expect: landlordOnly(400, 404),
  },
  [`DELETE ${A}/properties/:id/`]: {
    permission: 'properties.delete',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/` }),
    expect: landlordOnly(409, 404),
  },
  // A1 exists in this property: the owner hears "taken", B does not see the property.
  [`POST ${A}/units/create/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/units/create/`,
      body: { property_obj: w.property.id, unit_number: 'A1', room_type: 'studio', rent: 5000 },
    }),
    expect: landlordOnly(400, 404),
  },
  // A1 again, made by the bulk rule (prefix A, 1 to 1): taken for the owner, unseen by B.
  [`POST ${A}/units/bulk-create/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/units/bulk-create/`,
      body: {
        property_obj: w.property.id,
        prefix: 'A',
        start_number: 1,
        end_number: 1,
        room_type: 'studio',
        rent: 5000,
      },
    }),
    expect: landlordOnly(400, 404),
  },
  [`PUT ${A}/units/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.unit.id}/`, body: { rent: w.unit.rent } }),
    expect: landlordOnly(200, 404),
  },
  [`DELETE ${A}/units/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.unit.id}/` }),
    expect: landlordOnly(409, 404),
  },
  [`PATCH ${A}/units/:id/availability/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/units/${w.unit.id}/availability/`,
      body: { is_available: true },
    }),
    expect: landlordOnly(409, 404),
  },
  [`PUT ${A}/unit-types/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/unit-types/${w.unitType.id}/`,
      body: { name: w.unitType.name, rent: w.unitType.rent, property: w.property.id },
    }),
    expect: landlordOnly(200, 404),
  },
  [`DELETE ${A}/unit-types/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({ path: `${A}/unit-types/${w.unitType.id}/` }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenants/:id/`]: {
    permission: 'tenants.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/` }),
    expect: landlordOnly(200, 404),
  },
  // A valid date for A's former tenant: nothing to give notice on (409); B does not see them.
  [`POST ${A}/tenants/:id/notice/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenants/${w.formerTenant.id}/notice/`,
      body: { move_out_date: '2099-01-31' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenants/:id/transactions/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/transactions/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/tenants/:id/tenancies/`]: {
    permission: 'tenants.private',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/tenancies/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/units/:id/tenancies/`]: {
    permission: 'tenants.private',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.unit.id}/tenancies/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/tenants/:id/statement.csv`]: {
    permission: 'exports.csv',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/statement.csv` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${A}/tenant-applications/:id/approve/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenant-applications/${w.application.id}/approve/` }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${A}/tenant-applications/:id/decline/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenant-applications/${w.application.id}/decline/`,
      body: { reason: 'Unit let' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenant-applications/:id/documents.zip`]: {
    permission: 'tenants.private',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenant-applications/${w.application.id}/documents.zip` }),
    expect: landlordOnly(200, 404),
  },
  // The tenant already lives there: assigning again changes nothing.
  [`POST ${A}/units/:unitId/assign/:tenantId/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.unit.id}/assign/${w.tenant.id}/` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${A}/units/:unitId/remove-tenant/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.vacantUnit.id}/remove-tenant/` }),
    expect: landlordOnly(409, 404),
  },
  // Evicted already, so no open tenancy: moving them out is refused (409) and changes nothing.
  [`POST ${A}/tenants/:id/move-out/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenants/${w.formerTenant.id}/move-out/`,
      body: { move_out_date: '2026-01-01', deductions: [] },
    }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${A}/tenancies/:id/deposit-refund/`]: {
    permission: 'ledger.adjust',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenancies/${w.tenancy.id}/deposit-refund/`,
      body: { amount: 1000, method: 'mpesa', reference: 'QK1', paid_on: '2026-01-01' },
    }),
    expect: landlordOnly(409, 404),
  },
  // No file: the owner's call is refused (400) after the ownership check, so nothing is stored.
  [`POST ${A}/tenancies/:id/photos/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenancies/${w.tenancy.id}/photos/` }),
    expect: landlordOnly(400, 404),
  },
  // Already evicted: evicting again changes nothing.
  [`DELETE ${A}/users/:id/delete/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/users/${w.formerTenant.id}/delete/` }),
    expect: landlordOnly(200, 404),
  },
  [`PATCH ${C}/reports/:id/update-status/`]: {
    permission: 'reports.update',
    scope: 'row',
    request: (w) => ({
      path: `${C}/reports/${w.report.id}/update-status/`,
      body: { status: 'open' },
    }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/preview/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({
      path: `${C}/preview/`,
      body: { template: 'rent_reminder', tenant_id: w.tenant.id },
    }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/tenants/:id/invoice/preview/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({
      path: `${C}/tenants/${w.tenant.id}/invoice/preview/`,
      body: { amount: 1000 },
    }),
    expect: landlordOnly(200, 404),
  },
  // Sending queues one email to A's own (test) tenant; B is refused before anything is queued.
  [`POST ${C}/tenants/:id/invoice/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${C}/tenants/${w.tenant.id}/invoice/`, body: { amount: 1000 } }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/tenants/:id/message/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({
      path: `${C}/tenants/${w.tenant.id}/message/`,
      body: { template: 'rent_reminder' },
    }),
    expect: landlordOnly(200, 404),
  },
  [`PUT ${P}/unit-rent-update/:id/`]: {
    permission: 'rent.write',
    scope: 'row',
    request: (w) => ({ path: `${P}/unit-rent-update/${w.unit.id}/`, body: { rent: w.unit.rent } }),
    expect: landlordOnly(200, 404),
  },
};
