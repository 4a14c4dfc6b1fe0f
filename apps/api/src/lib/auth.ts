import type { Request, RequestHandler, Response } from 'express';
import type { AdminRole, Permission, TeamRole, UserType } from '@pango/shared';
import { can, ERROR_CODES, MESSAGES } from '@pango/shared';
import { forbidden, unauthenticated } from './errors.js';

/** A team member acting for the owner (issue 23); propertyIds null = all the owner's properties. */
export type ActorMember = {
  id: number;
  userId: number;
  name: string;
  role: TeamRole;
  propertyIds: number[] | null;
};

/**
 * sessionId: the sign-in (refresh-token family) the access token was issued for. For a team
 * member, userId is the OWNER's users.id (so landlord services read the owner's data) and
 * `member` says who is signed in.
 */
export type Actor = { userId: number; role: UserType; sessionId?: string; member?: ActorMember };

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

/** The owner (a landlord without a membership), a team role, or null for a tenant. */
export function adminRoleOf(actor: Actor): AdminRole | null {
  if (actor.role !== 'landlord') return null;
  return actor.member?.role ?? 'owner';
}

/** 403 FORBIDDEN unless the admin-area actor's role may do what `permission` names. */
export function requirePermission(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    if (!can(adminRoleOf(actorOf(res)), permission)) throw forbidden();
    next();
  };
}
