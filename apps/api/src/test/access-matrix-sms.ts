import { C, P, everyone, landlordOnly, signedIn, type MatrixEntry } from './access-rules.js';

// SMS (issue 25, ADR 042): packs are bought by who manages the subscription; balance, sending and
// the history by who may announce (credits are counts, not money; the history is landlord-wide).
// The gateway's delivery reports are public, checked by the token in the path: a wrong one is 404.

export const SMS_ROUTES: Record<string, MatrixEntry> = {
  [`POST ${P}/initiate-sms-purchase/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: () => ({ path: `${P}/initiate-sms-purchase/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${P}/sms-purchases/:id/`]: {
    permission: 'subscription.manage',
    scope: 'all',
    request: () => ({ path: `${P}/sms-purchases/2147483000/` }),
    expect: signedIn(404),
  },
  [`GET ${C}/sms/balance/`]: {
    permission: 'announcements.send',
    scope: 'none',
    request: () => ({ path: `${C}/sms/balance/` }),
    expect: landlordOnly(200),
  },
  [`GET ${C}/sms/messages/`]: {
    permission: 'announcements.send',
    scope: 'all',
    request: () => ({ path: `${C}/sms/messages/` }),
    expect: landlordOnly(200),
  },
  [`POST ${C}/sms/send/`]: {
    permission: 'announcements.send',
    scope: 'list',
    request: () => ({ path: `${C}/sms/send/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`GET ${C}/sms/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${C}/sms/settings/` }),
    expect: landlordOnly(200),
  },
  [`PUT ${C}/sms/settings/`]: {
    permission: 'settings.manage',
    scope: 'all',
    request: () => ({ path: `${C}/sms/settings/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${C}/sms/delivery/:token/`]: {
    request: () => ({
      path: `${C}/sms/delivery/not-the-token/`,
      body: { id: 'x', status: 'Success' },
    }),
    expect: everyone(404),
  },
};
