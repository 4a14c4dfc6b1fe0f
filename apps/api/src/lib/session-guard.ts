import type { RequestHandler } from 'express';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { bearerToken, type Actor } from './auth.js';
import type { Deps } from './deps.js';
import { unauthenticated } from './errors.js';
import { verifyAccessToken } from './tokens.js';

// An access token dies with its session, not 5 minutes later (issue 11): every /api request that
// carries a genuine token costs one indexed query asking whether its sign-in (the refresh-token
// family `sid`) still has a live token and whether the user is active at the token version `tv`
// it was signed with. Logout and another device's password change revoke the family; a reset or a
// deactivation bumps users.token_version, which ends every token of that user at once.

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
      select: { id: true },
    });
    if (!live) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
    res.locals.actor = {
      userId: claims.userId,
      role: claims.role,
      sessionId: claims.sessionId,
    } satisfies Actor;
    next();
  };
}
