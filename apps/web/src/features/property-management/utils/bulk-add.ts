import { LIMITS, type PlanRoom } from '@pango/shared';
import { isApiError } from '@/lib/api-error';
import { planLimitOf, serverFieldErrors, serverMessage, type PlanLimit } from './api-errors';

export const BULK_MAX = LIMITS.bulkUnitMax;
export const BULK_WARN_ABOVE = LIMITS.bulkUnitWarnAbove;

export type BulkRoom = {
  /** Units the plan still holds; null when it sets no limit or is not known yet. */
  plan: number | null;
  /** Units the property's Number of Units still allows. */
  property: number;
  /** The smaller of the two: the most one bulk add can create now. */
  fit: number;
};

/** What a bulk add may create now: the API refuses by the same numbers (issue 17). */
export function bulkRoom(planRoom: PlanRoom | undefined, unitCount: number, units: number) {
  const plan = planRoom?.units.remaining ?? null;
  const property = Math.max(0, unitCount - units);
  return { plan, property, fit: plan === null ? property : Math.min(plan, property) };
}

export type BulkOutcome = {
  created: number;
  failed: number;
  /** Set when the plan's limit refused the run. */
  limit: PlanLimit | null;
  /** The server's reason, when it gave one. */
  reason: string | null;
};

/** The API creates a range all or none: a refusal means none of `total` was created. */
export function refusedOutcome(total: number, error: unknown): BulkOutcome {
  const fields = serverFieldErrors(error);
  // A refusal's sentence is for the user; a 5xx's detail is not (the spec's failure says it).
  const isRefusal = isApiError(error) && error.status >= 400 && error.status < 500;
  const reason =
    fields.unit_number ??
    fields.unit_type ??
    fields.room_type ??
    (isRefusal ? serverMessage(error) : undefined);
  return { created: 0, failed: total, limit: planLimitOf(error), reason: reason ?? null };
}
