import type { RequestHandler } from 'express';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { bearerToken, type Actor } from './auth.js';
import { currentRequest } from './request-context.js';
import type { Deps } from './deps.js';
import { unauthenticated } from './errors.js';
import { verifyAccessToken } from './tokens.js';

// An access token dies with its session, not 5 minutes later (issue 11): every /api request that
// carries a genuine token costs one indexed query asking whether its sign-in (the refresh-token
// family `sid`) still has a live token and whether the user is active at the token version `tv`
// it was signed with. Logout and another device's password change revoke the family; a reset or a
// deactivation bumps users.token_version, which ends every token of that user at once.
//
// The same statement (a LATERAL join, relationJoins) loads a team member's membership (issue 23,
// ADR 037): a member acts for the owner, so the actor's userId becomes the owner's and `member`
// carries the member's role and properties, read afresh on every request so the owner's changes
// take effect on the next one. A membership that is not active refuses the request as an ended
// session does.

export function sessionGuard(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    // Forged, expired or claim-less tokens stay unverified: requireAuth refuses them where a user
    // is needed, and public routes ignore them.
    const claims = token ? verifyAccessToken(token, deps.env.JWT_SECRET) : null;
    if (!claims) return next();
    const live = await deps.db.refreshToken.findFirst({
      where: {
        familyId: claims.sessionId,
        userId: claims.userId,
        revokedAt: null,
        user: { isActive: true, tokenVersion: claims.tokenVersion },
      },
      select: {
        id: true,
        user: {
          select: {
            teamMembership: {
              select: {
                id: true,
                landlordId: true,
                name: true,
                role: true,
                status: true,
                properties: { select: { propertyId: true }, orderBy: { propertyId: 'asc' } },
              },
            },
          },
        },
      },
    });
    if (!live) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
    const membership = live.user.teamMembership;
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
    res.locals.actor = (
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
              propertyIds: membership.properties.length
                ? membership.properties.map((p) => p.propertyId)
                : null,
            },
          }
        : { userId: claims.userId, role: claims.role, sessionId: claims.sessionId }
    ) satisfies Actor;
    next();
  };
}
