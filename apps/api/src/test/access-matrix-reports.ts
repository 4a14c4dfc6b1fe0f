import { landlordOnly, P, type MatrixEntry } from './access-rules.js';

// The payments reports of the access matrix (issue 24; see access-matrix.ts for the conventions).

export const REPORT_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${P}/reports/arrears/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${P}/reports/arrears/` }),
    expect: landlordOnly(200),
  },
  [`GET ${P}/reports/arrears/csv/`]: {
    permission: 'exports.csv',
    scope: 'list',
    request: () => ({ path: `${P}/reports/arrears/csv/` }),
    expect: landlordOnly(200),
  },
  // A's tenant: the owner is answered (queued 0 or 1), another landlord's caller gets 404.
  [`POST ${P}/reports/arrears/remind/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${P}/reports/arrears/remind/`, body: { tenant_ids: [w.tenant.id] } }),
    expect: landlordOnly(200, 404),
  },
};
