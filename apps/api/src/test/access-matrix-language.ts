import { A, landlordOnly, tenantOnly, type MatrixEntry } from './access-rules.js';

// The tenant's language and the landlord's choice of the language of their messages (issue 25
// item 6, ADR 045). The world's tenant follows their own choice: saving null again changes nothing.

export const LANGUAGE_ROUTES: Record<string, MatrixEntry> = {
  [`PUT ${A}/tenant/language/`]: {
    request: () => ({ path: `${A}/tenant/language/`, body: {} }),
    expect: tenantOnly(400),
  },
  [`PUT ${A}/tenants/:id/message-language/`]: {
    permission: 'tenants.manage',
    scope: 'row',
    request: (w) => ({
      path: `${A}/tenants/${w.tenant.id}/message-language/`,
      body: { message_language: null },
    }),
    expect: landlordOnly(200, 404),
  },
};
