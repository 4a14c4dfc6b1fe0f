import type { RequestHandler, Response } from 'express';
import type { UserType } from '@pango/shared';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { forbidden, unauthenticated } from './errors.js';
import { verifyAccessToken } from './tokens.js';

/** sessionId: the sign-in (refresh-token family) the access token was issued for. */
export type Actor = { userId: number; role: UserType; sessionId?: string };

/** Verifies the bearer access token and keeps the actor in res.locals (never on req). */
export function requireAuth(secret: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw unauthenticated();
    const actor = verifyAccessToken(token, secret);
    if (!actor) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
    res.locals.actor = actor satisfies Actor;
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
