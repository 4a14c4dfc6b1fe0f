import type { Actor } from './auth.js';
import { notFound } from './errors.js';

// A team member works on some of the owner's properties, or all of them (issue 23, ADR 037). The
// scope comes from the session guard, which reads it on every request, so an owner's change takes
// effect on the member's next request.

/** The property ids the actor is limited to; null = no limit (the owner, or a member of all). */
export function propertyScope(actor: Actor): number[] | null {
  return actor.member?.propertyIds ?? null;
}

/** Whether the actor may see this property (an owner's ownership is checked by the service). */
export function isPropertyInScope(actor: Actor, propertyId: number): boolean {
  const scope = propertyScope(actor);
  return scope === null || scope.includes(propertyId);
}

/**
 * Refuses a property outside the member's scope as if it did not exist (404), as another landlord's
 * would be: a member is not told which of the owner's properties exist beyond their own.
 */
export function assertPropertyInScope(
  actor: Actor,
  propertyId: number,
  detail = 'Property not found.',
): void {
  if (!isPropertyInScope(actor, propertyId)) throw notFound(detail);
}

/**
 * A Prisma `where` fragment limiting rows with a `propertyId` column to the actor's scope:
 * `{ ...scopeWhere(actor) }` is empty for the owner.
 */
export function scopeWhere(actor: Actor): { propertyId?: { in: number[] } } {
  const scope = propertyScope(actor);
  return scope === null ? {} : { propertyId: { in: scope } };
}
