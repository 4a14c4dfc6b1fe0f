import type { ActorName } from './access-actors.js';
import type { World } from './access-fixtures.js';

// The shape of an access-matrix entry and the usual expectations (access-matrix.ts).

export type MatrixRequest = { path: string; body?: unknown };
export type MatrixEntry = {
  request: (w: World) => MatrixRequest;
  expect: Record<ActorName, number>;
};

export const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  tenant: status,
  otherTenant: status,
  landlord: status,
  otherLandlord: status,
});
/** Landlords only; `otherLandlord` differs from `landlord` when the path names A's rows. */
export const landlordOnly = (landlord: number, otherLandlord = landlord) => ({
  anonymous: 401,
  tenant: 403,
  otherTenant: 403,
  landlord,
  otherLandlord,
});
export const tenantOnly = (tenant: number, otherTenant = tenant) => ({
  anonymous: 401,
  tenant,
  otherTenant,
  landlord: 403,
  otherLandlord: 403,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });

export const A = '/api/accounts';
export const C = '/api/communication';
export const P = '/api/payments';
