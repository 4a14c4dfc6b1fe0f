import type { Request, RequestHandler, Response } from 'express';
import type { UserType } from '@pango/shared';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { forbidden, unauthenticated } from './errors.js';

/** sessionId: the sign-in (refresh-token family) the access token was issued for. */
export type Actor = { userId: number; role: UserType; sessionId?: string };

export const bearerToken = (req: Request): string | null => {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : null;
};

/**
 * Needs the actor lib/session-guard.ts (mounted on /api) keeps in res.locals (never on req): the
 * guard sets it only after verifying this request's bearer token and finding its session live, so
 * the signature is not verified twice (issue 12: it was a third of /me's CPU). A route mounted
 * outside that guard therefore refuses everyone rather than trusting a token of an ended session.
 * `_secret` stays in the signature so every call site reads as "needs a signed-in user".
 */
export function requireAuth(_secret: string): RequestHandler {
  return (req, res, next) => {
    if (!bearerToken(req)) throw unauthenticated();
    if (!res.locals.actor) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
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
