import {
  ERROR_CODES,
  PLAN_LABELS,
  SUBSCRIPTION_MESSAGES,
  planLimits,
  planRoom,
  type PlanRoom,
} from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { loadSubscriptionState } from './subscription-state.service.js';

export type PlanLimitResource = 'properties' | 'units';

/**
 * Refuses adding `add` properties/units beyond the plan's limits (seed 001 section 9) with the
 * 403 the bulk-add screen reads: {detail, code, upgrade_needed, limit, current_count, resource,
 * plan}. Free-trial limits: ADR 013. Call inside the transaction that creates the rows.
 */
export async function assertWithinPlanLimits(
  db: Db | DbTx,
  landlordId: number,
  add: { properties?: number; units?: number },
  now: Date,
): Promise<void> {
  const state = await loadSubscriptionState(db, landlordId, now);
  const limits = planLimits(state.storedPlan, state.unitCount);
  const checks: [PlanLimitResource, number, number, number | null][] = [
    ['properties', add.properties ?? 0, state.propertyCount, limits.properties],
    ['units', add.units ?? 0, state.unitCount, limits.units],
  ];
  for (const [resource, adding, current, limit] of checks) {
    if (adding <= 0 || limit === null || current + adding <= limit) continue;
    const label = PLAN_LABELS[state.plan];
    throw new AppError(
      403,
      ERROR_CODES.planLimit,
      SUBSCRIPTION_MESSAGES.planLimit(label, limit, resource, current),
      {
        upgrade_needed: true,
        limit,
        current_count: current,
        resource,
        plan: state.plan,
        // How many were asked for, so a screen can say how many of them would fit.
        requested: adding,
      },
    );
  }
}

/** GET /api/accounts/subscription/limits/: the room left, by the numbers the refusal above uses. */
export async function getPlanRoom(db: Db | DbTx, landlordId: number, now: Date): Promise<PlanRoom> {
  const state = await loadSubscriptionState(db, landlordId, now);
  return planRoom(planLimits(state.storedPlan, state.unitCount), {
    properties: state.propertyCount,
    units: state.unitCount,
  });
}
