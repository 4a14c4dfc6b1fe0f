import { A, C, landlordOnly, P, type MatrixEntry } from './access-rules.js';

// The landlord's routes of the access matrix (see access-matrix.ts for the conventions).

export const LANDLORD_ROUTES: Record<string, MatrixEntry> = {
  // ---- landlords, no ids ----
  [`GET ${A}/subscription/status/`]: {
    request: () => ({ path: `${A}/subscription/status/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/subscription/limits/`]: {
    request: () => ({ path: `${A}/subscription/limits/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/properties/`]: {
    request: () => ({ path: `${A}/properties/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/properties/create/`]: {
    request: () => ({ path: `${A}/properties/create/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${A}/units/`]: { request: () => ({ path: `${A}/units/` }), expect: landlordOnly(200) },
  [`GET ${A}/unit-types/`]: {
    request: () => ({ path: `${A}/unit-types/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/unit-types/`]: {
    request: () => ({ path: `${A}/unit-types/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${A}/till-number/`]: {
    request: () => ({ path: `${A}/till-number/` }),
    expect: landlordOnly(200),
  },
  [`PATCH ${A}/till-number/update/`]: {
    request: () => ({ path: `${A}/till-number/update/`, body: { mpesa_till_number: 'x' } }),
    expect: landlordOnly(400),
  },
  // The landlord's own activity log (Settings): B sees only B's rows.
  [`GET ${A}/audit-log/`]: {
    request: () => ({ path: `${A}/audit-log/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/dashboard/`]: {
    request: () => ({ path: `${A}/dashboard/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/tenants/`]: { request: () => ({ path: `${A}/tenants/` }), expect: landlordOnly(200) },
  [`GET ${A}/tenants/summary/`]: {
    request: () => ({ path: `${A}/tenants/summary/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/tenant-applications/pending/`]: {
    request: () => ({ path: `${A}/tenant-applications/pending/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/reports/analytics/`]: {
    request: () => ({ path: `${C}/reports/analytics/` }),
    expect: landlordOnly(200),
  },
  [`POST ${C}/reports/send-email/`]: {
    request: () => ({ path: `${C}/reports/send-email/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${C}/message-templates/`]: {
    request: () => ({ path: `${C}/message-templates/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/reminders/settings/`]: {
    request: () => ({ path: `${C}/reminders/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${C}/reminders/settings/`]: {
    request: () => ({ path: `${C}/reminders/settings/`, body: { days_of_month: [] } }),
    expect: landlordOnly(400),
  },
  [`GET ${C}/reminders/status/`]: {
    request: () => ({ path: `${C}/reminders/status/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/sms-interest/`]: {
    request: () => ({ path: `${C}/sms-interest/` }),
    expect: landlordOnly(200),
  },
  [`POST ${C}/sms-interest/`]: {
    request: () => ({ path: `${C}/sms-interest/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${P}/initiate-subscription-payment/`]: {
    request: () => ({ path: `${P}/initiate-subscription-payment/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/rent-payments/summary/`]: {
    request: () => ({ path: `${P}/rent-payments/summary/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/rent-payments/csv/`]: {
    request: () => ({ path: `${P}/rent-payments/csv/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/unclaimed-deposits/`]: {
    request: () => ({ path: `${P}/unclaimed-deposits/` }),
    expect: landlordOnly(200),
  },
  [`POST ${P}/manual/`]: {
    request: () => ({ path: `${P}/manual/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/payouts/settings/`]: {
    request: () => ({ path: `${P}/payouts/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${P}/payouts/settings/`]: {
    request: () => ({ path: `${P}/payouts/settings/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/payouts/`]: {
    request: () => ({ path: `${P}/payouts/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/mpesa/c2b/settings/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${P}/mpesa/c2b/settings/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/settings/`, body: {} }),
    expect: landlordOnly(400),
  },
  // Neither landlord of the world has set up a paybill: 409 "set it up first".
  [`POST ${P}/mpesa/c2b/register/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/register/`, body: {} }),
    expect: landlordOnly(409),
  },
  [`POST ${P}/mpesa/c2b/rotate-token/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/rotate-token/`, body: {} }),
    expect: landlordOnly(409),
  },
  [`PUT ${P}/mpesa/c2b/credentials/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/credentials/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`DELETE ${P}/mpesa/c2b/credentials/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/credentials/` }),
    expect: landlordOnly(409),
  },
  [`GET ${P}/mpesa/c2b/unmatched/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/unmatched/` }),
    expect: landlordOnly(200),
  },
  // Tests run outside production, where simulation is offered; the empty body is refused.
  [`POST ${P}/mpesa/c2b/simulate/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/simulate/`, body: {} }),
    expect: landlordOnly(400),
  },
  // Another landlord's items answer 404 (payments-c2b-unmatched.test.ts); here none exists.
  [`POST ${P}/mpesa/c2b/unmatched/:id/assign/`]: {
    request: (w) => ({
      path: `${P}/mpesa/c2b/unmatched/999999/assign/`,
      body: { tenant_id: w.tenant.id },
    }),
    expect: landlordOnly(404),
  },
  [`POST ${P}/mpesa/c2b/unmatched/:id/dismiss/`]: {
    request: () => ({ path: `${P}/mpesa/c2b/unmatched/999999/dismiss/`, body: { note: 'x' } }),
    expect: landlordOnly(404),
  },
  // Nothing to import in an empty body: 400 "paste one or more M-Pesa messages".
  [`POST ${P}/mpesa/import/`]: {
    request: () => ({ path: `${P}/mpesa/import/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${P}/bulk-rent-update/`]: {
    request: () => ({ path: `${P}/bulk-rent-update/`, body: {} }),
    expect: landlordOnly(400),
  },

  // ---- landlords, A's ids: B answers 404 as if they did not exist ----
  [`GET ${A}/deposits/`]: {
    request: (w) => ({ path: `${A}/deposits/?property_id=${w.property.id}` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${P}/unclaimed-deposits/:id/attach/`]: {
    request: (w) => ({
      path: `${P}/unclaimed-deposits/${w.refundedDeposit.id}/attach/`,
      body: { application_id: w.application.id },
    }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${P}/unclaimed-deposits/:id/refund/`]: {
    request: (w) => ({
      path: `${P}/unclaimed-deposits/${w.refundedDeposit.id}/refund/`,
      body: { method: 'cash', reference: 'R1' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/properties/:id/`]: {
    request: (w) => ({ path: `${A}/properties/${w.property.id}/` }),
    expect: landlordOnly(200, 404),
  },
  // Fewer units than it has: refused after the ownership check.
  [`PUT ${A}/properties/:id/`]: {
    request: (w) => ({ path: `${A}/properties/${w.property.id}/`, body: { unit_count: 1 } }),
    expect: landlordOnly(400, 404),
  },
  [`DELETE ${A}/properties/:id/`]: {
    request: (w) => ({ path: `${A}/properties/${w.property.id}/` }),
    expect: landlordOnly(409, 404),
  },
  // A1 exists in this property: the owner hears "taken", B does not see the property.
  [`POST ${A}/units/create/`]: {
    request: (w) => ({
      path: `${A}/units/create/`,
      body: { property_obj: w.property.id, unit_number: 'A1', room_type: 'studio', rent: 5000 },
    }),
    expect: landlordOnly(400, 404),
  },
  // A1 again, made by the bulk rule (prefix A, 1 to 1): taken for the owner, unseen by B.
  [`POST ${A}/units/bulk-create/`]: {
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
    request: (w) => ({ path: `${A}/units/${w.unit.id}/`, body: { rent: w.unit.rent } }),
    expect: landlordOnly(200, 404),
  },
  [`DELETE ${A}/units/:id/`]: {
    request: (w) => ({ path: `${A}/units/${w.unit.id}/` }),
    expect: landlordOnly(409, 404),
  },
  [`PATCH ${A}/units/:id/availability/`]: {
    request: (w) => ({
      path: `${A}/units/${w.unit.id}/availability/`,
      body: { is_available: true },
    }),
    expect: landlordOnly(409, 404),
  },
  [`PUT ${A}/unit-types/:id/`]: {
    request: (w) => ({
      path: `${A}/unit-types/${w.unitType.id}/`,
      body: { name: w.unitType.name, rent: w.unitType.rent, property: w.property.id },
    }),
    expect: landlordOnly(200, 404),
  },
  [`DELETE ${A}/unit-types/:id/`]: {
    request: (w) => ({ path: `${A}/unit-types/${w.unitType.id}/` }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenants/:id/`]: {
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/` }),
    expect: landlordOnly(200, 404),
  },
  // A valid date for A's former tenant: nothing to give notice on (409); B does not see them.
  [`POST ${A}/tenants/:id/notice/`]: {
    request: (w) => ({
      path: `${A}/tenants/${w.formerTenant.id}/notice/`,
      body: { move_out_date: '2099-01-31' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenants/:id/transactions/`]: {
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/transactions/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/tenants/:id/tenancies/`]: {
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/tenancies/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/units/:id/tenancies/`]: {
    request: (w) => ({ path: `${A}/units/${w.unit.id}/tenancies/` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/tenants/:id/statement.csv`]: {
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/statement.csv` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${A}/tenant-applications/:id/approve/`]: {
    request: (w) => ({ path: `${A}/tenant-applications/${w.application.id}/approve/` }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${A}/tenant-applications/:id/decline/`]: {
    request: (w) => ({
      path: `${A}/tenant-applications/${w.application.id}/decline/`,
      body: { reason: 'Unit let' },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenant-applications/:id/documents.zip`]: {
    request: (w) => ({ path: `${A}/tenant-applications/${w.application.id}/documents.zip` }),
    expect: landlordOnly(200, 404),
  },
  // The tenant already lives there: assigning again changes nothing.
  [`POST ${A}/units/:unitId/assign/:tenantId/`]: {
    request: (w) => ({ path: `${A}/units/${w.unit.id}/assign/${w.tenant.id}/` }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${A}/units/:unitId/remove-tenant/`]: {
    request: (w) => ({ path: `${A}/units/${w.vacantUnit.id}/remove-tenant/` }),
    expect: landlordOnly(409, 404),
  },
  // Evicted already, so no open tenancy: moving them out is refused (409) and changes nothing.
  [`POST ${A}/tenants/:id/move-out/`]: {
    request: (w) => ({
      path: `${A}/tenants/${w.formerTenant.id}/move-out/`,
      body: { move_out_date: '2026-01-01', deductions: [] },
    }),
    expect: landlordOnly(409, 404),
  },
  [`POST ${A}/tenancies/:id/deposit-refund/`]: {
    request: (w) => ({
      path: `${A}/tenancies/${w.tenancy.id}/deposit-refund/`,
      body: { amount: 1000, method: 'mpesa', reference: 'QK1', paid_on: '2026-01-01' },
    }),
    expect: landlordOnly(409, 404),
  },
  // No file: the owner's call is refused (400) after the ownership check, so nothing is stored.
  [`POST ${A}/tenancies/:id/photos/`]: {
    request: (w) => ({ path: `${A}/tenancies/${w.tenancy.id}/photos/` }),
    expect: landlordOnly(400, 404),
  },
  // Already evicted: evicting again changes nothing.
  [`DELETE ${A}/users/:id/delete/`]: {
    request: (w) => ({ path: `${A}/users/${w.formerTenant.id}/delete/` }),
    expect: landlordOnly(200, 404),
  },
  [`PATCH ${C}/reports/:id/update-status/`]: {
    request: (w) => ({
      path: `${C}/reports/${w.report.id}/update-status/`,
      body: { status: 'open' },
    }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/preview/`]: {
    request: (w) => ({
      path: `${C}/preview/`,
      body: { template: 'rent_reminder', tenant_id: w.tenant.id },
    }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/tenants/:id/invoice/preview/`]: {
    request: (w) => ({
      path: `${C}/tenants/${w.tenant.id}/invoice/preview/`,
      body: { amount: 1000 },
    }),
    expect: landlordOnly(200, 404),
  },
  // Sending queues one email to A's own (test) tenant; B is refused before anything is queued.
  [`POST ${C}/tenants/:id/invoice/`]: {
    request: (w) => ({ path: `${C}/tenants/${w.tenant.id}/invoice/`, body: { amount: 1000 } }),
    expect: landlordOnly(200, 404),
  },
  [`POST ${C}/tenants/:id/message/`]: {
    request: (w) => ({
      path: `${C}/tenants/${w.tenant.id}/message/`,
      body: { template: 'rent_reminder' },
    }),
    expect: landlordOnly(200, 404),
  },
  [`PUT ${P}/unit-rent-update/:id/`]: {
    request: (w) => ({ path: `${P}/unit-rent-update/${w.unit.id}/`, body: { rent: w.unit.rent } }),
    expect: landlordOnly(200, 404),
  },
};
