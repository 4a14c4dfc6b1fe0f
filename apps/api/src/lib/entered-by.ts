import type { EnteredBy } from '@pango/shared';
import { currentRequest } from './request-context.js';

// "Entered by" on reports' status changes, hand-recorded payments and meter readings (issue 23
// item 4): the team member whose request wrote the row, null when the owner (or no one) did. Read
// from the request context the session guard fills, like the audit log's attribution, so the
// services that write these rows need no new parameter.

/** The team member acting in the current request, or null (the owner, a tenant, the worker). */
export const actingMemberId = (): number | null => currentRequest()?.member?.id ?? null;

/** Prisma select for the `enteredBy` relation of the three models. */
export const enteredBySelect = { select: { name: true, role: true } } as const;

export function toEnteredBy(member: { name: string; role: EnteredByRole } | null): EnteredBy {
  return member ? { name: member.name, role: member.role } : null;
}
type EnteredByRole = NonNullable<EnteredBy>['role'];
