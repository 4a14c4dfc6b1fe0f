import {
  A,
  everyone,
  landlordOnly,
  P,
  signedIn,
  tenantOnly,
  type MatrixEntry,
} from './access-rules.js';

// The vacancy page, property photos, enquiries (issue 21) and invoices (issue 20) in the access
// matrix (see access-matrix.ts for the conventions). Ids nobody owns answer 404 to every signed-in
// actor allowed to ask, as another account's would.

const NOBODY = 999_999;

export const LISTING_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/properties/:id/vacancy-page/`]: {
    permission: 'properties.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/vacancy-page/` }),
    expect: landlordOnly(200, 404),
  },
  // Off, as it already is: harmless for the owner, 404 for another landlord.
  [`PUT ${A}/properties/:id/vacancy-page/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/vacancy-page/`,
      body: { enabled: false },
    }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/properties/:id/photos/`]: {
    permission: 'properties.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/photos/` }),
    expect: landlordOnly(200, 404),
  },
  // No file: refused (400) for the owner, 404 for another landlord.
  [`POST ${A}/properties/:id/photos/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/photos/`, body: {} }),
    expect: landlordOnly(400, 404),
  },
  [`PUT ${A}/properties/:id/photos/order/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/photos/order/`,
      body: { photo_ids: [] },
    }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/property-photos/:id/`]: {
    permission: 'properties.read',
    scope: 'row',
    request: () => ({ path: `${A}/property-photos/${NOBODY}/` }),
    expect: landlordOnly(404),
  },
  [`DELETE ${A}/property-photos/:id/`]: {
    permission: 'properties.write',
    scope: 'row',
    request: () => ({ path: `${A}/property-photos/${NOBODY}/` }),
    expect: landlordOnly(404),
  },
  [`GET ${A}/enquiries/`]: {
    permission: 'tenants.read',
    scope: 'list',
    request: () => ({ path: `${A}/enquiries/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/enquiries/:id/handled/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: () => ({ path: `${A}/enquiries/${NOBODY}/handled/`, body: {} }),
    expect: landlordOnly(404),
  },
  // Meter photos (issue 20): a reading nobody owns is 404; no file would be 400 for its owner.
  [`PUT ${A}/meter-readings/:id/photo/`]: {
    permission: 'meter_readings.write',
    scope: 'row',
    request: () => ({ path: `${A}/meter-readings/${NOBODY}/photo/`, body: {} }),
    expect: landlordOnly(404),
  },
  [`GET ${A}/meter-readings/:id/photo/`]: {
    permission: 'meter_readings.read',
    scope: 'row',
    request: () => ({ path: `${A}/meter-readings/${NOBODY}/photo/` }),
    expect: landlordOnly(404),
  },
  [`GET ${P}/invoices/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${P}/invoices/` }),
    expect: signedIn(200),
  },
  [`GET ${P}/invoices/current/`]: {
    request: () => ({ path: `${P}/invoices/current/` }),
    expect: tenantOnly(200),
  },
  [`GET ${P}/invoices/:id/pdf/`]: {
    permission: 'money.read',
    scope: 'row',
    request: () => ({ path: `${P}/invoices/${NOBODY}/pdf/` }),
    expect: signedIn(404),
  },
  // The public page: an unknown token is 404 to everyone, signed in or not.
  'GET /v/:token': {
    request: () => ({ path: '/v/unknowntoken' }),
    expect: everyone(404),
  },
  'GET /v/:token/photos/:file': {
    request: () => ({ path: '/v/unknowntoken/photos/x.webp' }),
    expect: everyone(404),
  },
  'POST /v/:token/enquiries': {
    request: () => ({ path: '/v/unknowntoken/enquiries', body: {} }),
    expect: everyone(404),
  },
};
