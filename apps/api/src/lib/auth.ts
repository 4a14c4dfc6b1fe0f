import type { Request, RequestHandler, Response } from 'express';
import type { AdminRole, Permission, TeamRole, UserType } from '@pango/shared';
import { ERROR_CODES, MESSAGES, can } from '@pango/shared';
import { forbidden, unauthenticated } from './errors.js';

/**
 * A landlord's team member signed in with their own users row (issue 23, ADR 037). The actor's
 * `userId` is then the OWNER's, so every landlord service keeps reading the owner's data; what
 * concerns the person signed in (/me, password, sessions) uses `member.userId`.
 */
export type ActorMember = {
  /** team_members.id */
  id: number;
  /** The member's own users.id. */
  userId: number;
  name: string;
  role: TeamRole;
  /** The properties they work on; null = all the owner's properties. */
  propertyIds: number[] | null;
};

/**
 * The acting landlord's subscription as the session guard read it with the sign-in (one round
 * trip): the row (null when none was ever written) and when the landlord's account was made (the
 * implicit free trial). The subscription gate decides from it; see subscription-state.service.
 */
export type ActorSubscription = {
  row: { isActive: boolean; expiresAt: Date | null } | null;
  landlordCreatedAt: Date;
};

/** sessionId: the sign-in (refresh-token family) the access token was issued for. */
export type Actor = {
  userId: number;
  role: UserType;
  sessionId?: string;
  member?: ActorMember;
  subscription?: ActorSubscription;
};

/** The users.id of the person signed in: the member's own for a member, else the actor's. */
export const signedInUserId = (actor: Actor): number => actor.member?.userId ?? actor.userId;

/** Who acts in the admin area: 'owner' for a landlord himself, the member's role, null for tenants. */
export function adminRoleOf(actor: Actor): AdminRole | null {
  if (actor.role !== 'landlord') return null;
  return actor.member?.role ?? 'owner';
}

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
/** 401 unless the request carries a token the session guard accepted (the one rule of requireAuth). */
export function assertAuthenticated(req: Request, res: Response): void {
  if (!bearerToken(req)) throw unauthenticated();
  if (!res.locals.actor) throw unauthenticated(MESSAGES.sessionExpired, ERROR_CODES.tokenInvalid);
}

export function requireAuth(_secret: string): RequestHandler {
  return (req, res, next) => {
    assertAuthenticated(req, res);
    next();
  };
}

export function requireRole(role: UserType): RequestHandler {
  return (_req, res, next) => {
    if (actorOf(res).role !== role) throw forbidden();
    next();
  };
}

/**
 * Refuses (403, the one error shape) an actor whose admin role may not do `permission`
 * (packages/shared team.ts). Mount after requireAuth (and requireRole('landlord') where the route
 * is the landlord's).
 */
export function requirePermission(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    if (!can(adminRoleOf(actorOf(res)), permission)) throw forbidden();
    next();
  };
}

export function actorOf(res: Response): Actor {
  const actor = res.locals.actor as Actor | undefined;
  if (!actor) throw unauthenticated();
  return actor;
}
