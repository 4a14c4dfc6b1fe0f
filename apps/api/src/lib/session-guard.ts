import { hotQuery } from './hot-query.js';
import { Prisma } from '../generated/prisma/client.js';
import type { RequestHandler, Response } from 'express';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import type { TeamRole } from '@pango/shared';
import { bearerToken, type Actor, type ActorSubscription } from './auth.js';
import { currentRequest } from './request-context.js';
import type { Deps } from './deps.js';
import { unauthenticated } from './errors.js';
import { qualifiedTable } from './raw-sql.js';
import { verifyAccessToken } from './tokens.js';

// An access token dies with its session, not 5 minutes later (issue 11): every /api request that
// carries a genuine token costs one indexed query asking whether its sign-in (the refresh-token
// family `sid`) still has a live token and whether the user is active at the token version `tv`
// it was signed with. Logout and another device's password change revoke the family; a reset or a
// deactivation bumps users.token_version, which ends every token of that user at once.
//
// The same statement loads a team member's membership (issue 23, ADR 037) a member acts for the owner, so the actor's userId becomes the owner's and `member`
// carries the member's role and properties, read afresh on every request so the owner's changes
// take effect on the next one. A membership that is not active refuses the request as an ended
// session does. And it reads the acting landlord's subscription row, so the subscription gate of
// landlord routes costs no round trip of its own (issue 26: it cost three, one after the other).

export type GuardRow = {
  member_id: number | null;
  landlord_id: number | null;
  name: string | null;
  role: string | null;
  status: string | null;
  property_ids: number[];
  landlord_role: string | null;
  landlord_created_at: Date | null;
  subscription_active: boolean | null;
  subscription_expires_at: Date | null;
};

/** The acting landlord's subscription facts, when the actor acts as a landlord. */
function subscriptionOf(row: GuardRow, role: string): ActorSubscription | undefined {
  if (role !== 'landlord' || row.landlord_role !== 'landlord' || !row.landlord_created_at)
    return undefined;
  return {
    // is_active is NOT NULL: null means no subscription row (the implicit free trial).
    row:
      row.subscription_active === null
        ? null
        : { isActive: row.subscription_active, expiresAt: row.subscription_expires_at },
    landlordCreatedAt: row.landlord_created_at,
  };
}

/** The verified claims of a bearer token (tokens.ts). */
type Claims = NonNullable<ReturnType<typeof verifyAccessToken>>;

/**
 * The guard's one statement: the live sign-in, the membership with its properties, and the acting
 * landlord's subscription for the gate (requireActiveSubscription). At most one row; none when the
 * session ended. Raw SQL: Prisma's compiled nested read cost more than the statement.
 */
export function guardStatement(env: Deps['env'], claims: Claims): Prisma.Sql {
  const t = (name: string) => qualifiedTable(env, name);
  return Prisma.sql`
      SELECT m."id" AS member_id, m."landlord_id", m."name", m."role"::text AS role,
             m."status"::text AS status,
             ARRAY(SELECT mp."property_id" FROM ${t('team_member_properties')} mp
                    WHERE mp."member_id" = m."id" ORDER BY mp."property_id") AS property_ids,
             lu."role"::text AS landlord_role, lu."created_at" AS landlord_created_at,
             s."is_active" AS subscription_active, s."expires_at" AS subscription_expires_at
        FROM ${t('refresh_tokens')} rt
        JOIN ${t('users')} u ON u."id" = rt."user_id"
        LEFT JOIN ${t('team_members')} m ON m."user_id" = u."id"
        LEFT JOIN ${t('users')} lu ON lu."id" = COALESCE(m."landlord_id", u."id")
        LEFT JOIN ${t('subscriptions')} s ON s."landlord_id" = lu."id"
       WHERE rt."family_id" = ${claims.sessionId}::uuid AND rt."user_id" = ${claims.userId}
         AND rt."revoked_at" IS NULL AND u."is_active" AND u."token_version" = ${claims.tokenVersion}
       LIMIT 1`;
}

/**
 * The actor of a request whose guard row was read (by the guard, or by a route that folded the
 * guard's statement into its own): 401 when the session ended or the membership is not active.
 */
export function actorFromGuard(claims: Claims, live: GuardRow | undefined): Actor {
  if (!live) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
  const membership =
    live.member_id === null
      ? null
      : {
          id: live.member_id,
          landlordId: live.landlord_id!,
          name: live.name!,
          role: live.role as TeamRole,
          status: live.status!,
          propertyIds: live.property_ids,
        };
  if (membership && (membership.status !== 'active' || claims.role !== 'landlord')) {
    throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
  }
  const context = currentRequest();
  if (membership && context) {
    context.member = {
      id: membership.id,
      userId: claims.userId,
      landlordId: membership.landlordId,
    };
  }
  const subscription = subscriptionOf(live, claims.role);
  return (
    membership
      ? {
          userId: membership.landlordId,
          role: 'landlord',
          sessionId: claims.sessionId,
          member: {
            id: membership.id,
            userId: claims.userId,
            name: membership.name,
            role: membership.role,
            propertyIds: membership.propertyIds.length ? membership.propertyIds : null,
          },
          subscription,
        }
      : { userId: claims.userId, role: claims.role, sessionId: claims.sessionId, subscription }
  ) satisfies Actor;
}

/**
 * GET /api/accounts/me/ is read on every page load: its route reads the guard's row in its own
 * statement (one round trip instead of two, issue 26 goal 1) and builds the actor with
 * actorFromGuard. Only that exact route defers; if anything else ever answered the path, it would
 * find no actor and refuse the request (never the reverse).
 */
const DEFERRED_GUARD_PATHS = new Set(['/accounts/me/', '/accounts/me']);

/** The claims whose guard a route reads itself (see DEFERRED_GUARD_PATHS), else undefined. */
export const deferredClaims = (res: Response): Claims | undefined =>
  res.locals.deferredClaims as Claims | undefined;

export function sessionGuard(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    // Forged, expired or claim-less tokens stay unverified: requireAuth refuses them where a user
    // is needed, and public routes ignore them.
    const claims = token ? verifyAccessToken(token, deps.env.JWT_SECRET) : null;
    if (!claims) return next();
    if (req.method === 'GET' && DEFERRED_GUARD_PATHS.has(req.path)) {
      res.locals.deferredClaims = claims;
      return next();
    }
    const [live] = await hotQuery<GuardRow>(deps.db, guardStatement(deps.env, claims));
    res.locals.actor = actorFromGuard(claims, live);
    next();
  };
}
