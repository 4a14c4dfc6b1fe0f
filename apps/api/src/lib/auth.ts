import type { Request, RequestHandler, Response } from 'express';
import type { UserType } from '@pango/shared';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { forbidden, unauthenticated } from './errors.js';
import { verifyAccessToken } from './tokens.js';

/** sessionId: the sign-in (refresh-token family) the access token was issued for. */
export type Actor = { userId: number; role: UserType; sessionId?: string };

export const bearerToken = (req: Request): string | null => {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : null;
};

/**
 * Verifies the bearer access token and needs the actor lib/session-guard.ts (mounted on /api)
 * keeps in res.locals (never on req) once it found the token's session live. A route mounted
 * outside that guard therefore refuses everyone rather than trusting a token of an ended session.
 */
export function requireAuth(secret: string): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    const claims = verifyAccessToken(token, secret);
    const actor = res.locals.actor as Actor | undefined;
    if (!claims || !actor || actor.sessionId !== claims.sessionId)
      throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
    next();
  };
}

export function requireRole(role: UserType): RequestHandler {
  return (_req, res, next) => {
    if (actorOf(res).role !== role) throw forbidden();
    next();
  };
}

export function actorOf(res: Response): Actor {
  const actor = res.locals.actor as Actor | undefined;
  if (!actor) throw unauthenticated();
  return actor;
}
