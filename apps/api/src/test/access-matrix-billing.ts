import { A, landlordOnly, type MatrixEntry } from './access-rules.js';

// The billing routes of the access matrix (issue 20; see access-matrix.ts for the conventions).

export const BILLING_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/properties/:id/billing/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/billing/` }),
    expect: landlordOnly(200, 404),
  },
  // Valid rules, so a refused actor is not hidden behind a 400.
  [`PUT ${A}/properties/:id/billing/`]: {
    permission: 'rent.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/billing/`,
      body: { rent_due_day: 1, grace_days: 0, late_fee: { type: 'none' } },
    }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/units/:id/meter-readings/`]: {
    permission: 'meter_readings.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/units/${w.unit.id}/meter-readings/` }),
    expect: landlordOnly(200, 404),
  },
  // The property has no metered charge: the owner gets the field error, nothing is written.
  [`POST ${A}/units/:id/meter-readings/`]: {
    permission: 'meter_readings.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/units/${w.unit.id}/meter-readings/`,
      body: { charge: 'Water', reading: 1, read_on: '2020-01-01' },
    }),
    expect: landlordOnly(400, 404),
  },
  [`PUT ${A}/tenancies/:id/payment-plan/`]: {
    permission: 'rent.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenancies/${w.openTenancy.id}/payment-plan/`,
      body: { on_payment_plan: false },
    }),
    expect: landlordOnly(200, 404),
  },
  // A one-off credit: valid for the owner (201), another landlord's tenancy → 404.
  [`POST ${A}/tenancies/:id/ledger-adjustments/`]: {
    permission: 'ledger.adjust',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenancies/${w.openTenancy.id}/ledger-adjustments/`,
      body: { kind: 'credit', amount: 1, reason: 'Access matrix' },
    }),
    expect: landlordOnly(201, 404),
  },
};
