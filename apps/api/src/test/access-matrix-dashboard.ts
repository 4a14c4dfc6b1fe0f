import { A, landlordOnly, type MatrixEntry } from './access-rules.js';

// The dashboard's charts (issue 24 item 1): money, so accountants and property managers read them
// for their properties and caretakers are refused; another landlord's property answers 404.

export const DASHBOARD_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/dashboard/charts/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${A}/dashboard/charts/` }),
    expect: landlordOnly(200),
  },
};
