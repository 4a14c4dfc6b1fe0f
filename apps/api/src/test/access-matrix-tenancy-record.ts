import { A, tenantOnly, type MatrixEntry } from './access-rules.js';

// A tenancy read as a record (issue 18 item 4): its tenant and their landlord, nobody else. The
// world's tenancy is still running, so its final statement is refused with 409 to both.

export const TENANCY_RECORD_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/tenancies/:id/`]: {
    permission: 'tenants.private',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenancies/${w.tenancy.id}/` }),
    expect: { anonymous: 401, tenant: 200, otherTenant: 404, landlord: 200, otherLandlord: 404 },
  },
  [`GET ${A}/tenancies/:id/final-statement/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenancies/${w.tenancy.id}/final-statement/` }),
    expect: { anonymous: 401, tenant: 409, otherTenant: 404, landlord: 409, otherLandlord: 404 },
  },
  [`GET ${A}/tenant/tenancies/`]: {
    request: () => ({ path: `${A}/tenant/tenancies/` }),
    expect: tenantOnly(200),
  },
};
