import { nairobiToday } from '@pango/shared';
import { A, landlordOnly, P, tenantOnly, type MatrixEntry } from './access-rules.js';

// KRA Monthly Rental Income (issue 24 items 5 and 6, ADR 039). The world's credited rent payment
// completed this month, so the report has figures a member of another property must not see.
// The world's other rent payment is pending: a certificate on it is refused (409), nothing changes.

const thisMonth = () => nairobiToday().slice(0, 7);

export const KRA_MRI_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${P}/reports/mri/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${P}/reports/mri/?month=${thisMonth()}` }),
    expect: landlordOnly(200),
  },
  [`PUT ${P}/:id/withholding-certificate/`]: {
    permission: 'payments.record',
    scope: 'row',
    request: (w) => ({
      path: `${P}/${w.rentPayment.id}/withholding-certificate/`,
      body: { certificate_number: 'WHT-1', amount: 100 },
    }),
    expect: landlordOnly(409, 404),
  },
  [`GET ${A}/tenant/kra-pin/`]: {
    request: () => ({ path: `${A}/tenant/kra-pin/` }),
    expect: tenantOnly(200),
  },
  [`PUT ${A}/tenant/kra-pin/`]: {
    request: () => ({ path: `${A}/tenant/kra-pin/`, body: {} }),
    expect: tenantOnly(400),
  },
  // The world's tenant has no PIN: saving none again changes nothing.
  [`PUT ${A}/tenants/:id/kra-pin/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({ path: `${A}/tenants/${w.tenant.id}/kra-pin/`, body: { kra_pin: null } }),
    expect: landlordOnly(200, 404),
  },
};
