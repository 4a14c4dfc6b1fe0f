import { can, type Permission } from '@pango/shared';
import { TEAM_ACTORS, type ActorName, type AnyActorName } from './access-actors.js';
import type { World } from './access-fixtures.js';

// The shape of an access-matrix entry and the usual expectations (access-matrix.ts).

export type MatrixRequest = { path: string; body?: unknown };

/**
 * How a landlord route meets a team member's properties (issue 23, ADR 038):
 * - row: the request names A's rows on the world's property; a member of another property → 404;
 * - list: the answer is cut to the member's properties (the same status for both members);
 * - all: landlord-wide; a member limited to chosen properties → 403;
 * - none: nothing per property (a template, the plan's limits).
 */
export type MatrixScope = 'row' | 'list' | 'all' | 'none';

export type MatrixEntry = {
  request: (w: World) => MatrixRequest;
  /** The five callers without a team; the team's answers follow from permission and scope. */
  expect: Record<ActorName, number>;
  /**
   * What an admin-area actor needs (packages/shared team.ts), as the route's router requires it;
   * null: the route is about the person signed in (/me), not the owner's data. Required of every
   * route a signed-in landlord may call (access-matrix.test.ts).
   */
  permission?: Permission | null;
  scope?: MatrixScope;
  /** Every team member's answer, where it is not the landlord's (e.g. another user's id). */
  member?: number;
};

/** The answer a caller should get: the entry's, or for a team member, derived from the table. */
export function expectedStatus(entry: MatrixEntry, actor: AnyActorName): number {
  if (!(actor in TEAM_ACTORS)) return entry.expect[actor as ActorName];
  const { role, inScope, other } = TEAM_ACTORS[actor as keyof typeof TEAM_ACTORS];
  if (entry.member !== undefined) return entry.member;
  const landlords = other ? entry.expect.otherLandlord : entry.expect.landlord;
  // Public, tenant-only and the signed-in person's own routes: as their landlord.
  if (!entry.permission || landlords === 401 || landlords === 403) return landlords;
  if (!can(role, entry.permission)) return 403;
  if (other) return landlords;
  if (entry.scope === 'all') return 403;
  if (entry.scope === 'row' && !inScope) return 404;
  return landlords;
}

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
