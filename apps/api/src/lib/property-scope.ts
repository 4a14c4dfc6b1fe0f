import type { Actor } from './auth.js';
import { notFound } from './errors.js';

/** The properties a team member works on; null = all the owner's (the owner, or an unscoped member). */
export function propertyScope(actor: Actor): number[] | null {
  return actor.member?.propertyIds ?? null;
}

/** 404 as if it did not exist when `propertyId` lies outside the actor's scope. */
export function assertPropertyInScope(actor: Actor, propertyId: number): void {
  const scope = propertyScope(actor);
  if (scope && !scope.includes(propertyId)) throw notFound();
}
