import {
  LIMITS,
  tierPlanForUnitCount,
  type LandlordSubscriptionStatus,
  type PlanName,
} from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';

const DAY_MS = 24 * 60 * 60_000;

/** The landlord's subscription as the rules see it, with the counts the limits are checked on. */
export type SubscriptionState = {
  /** The plan stored on the row ('free' during and after the trial). */
  storedPlan: PlanName;
  /** The plan reported: after the free trial, the tier matching the unit count (seed 001 s. 4). */
  plan: PlanName;
  isActive: boolean;
  expiresAt: Date | null;
  unitCount: number;
  propertyCount: number;
};

export async function loadSubscriptionState(
  db: Db | DbTx,
  landlordId: number,
  now: Date,
): Promise<SubscriptionState> {
  // One after the other: inside a transaction they share one connection, and pg queues (and will
  // refuse) concurrent queries on one client.
  const row = await db.subscription.findUnique({
    where: { landlordId },
    select: { plan: true, isActive: true, expiresAt: true },
  });
  const unitCount = await db.unit.count({ where: { landlordId } });
  const propertyCount = await db.property.count({ where: { landlordId } });
  const subscription = row ?? (await implicitTrial(db, landlordId));
  const isActive = isActiveAt(subscription, now);
  const plan =
    subscription.plan === 'free' && !isActive ? tierPlanForUnitCount(unitCount) : subscription.plan;
  return {
    storedPlan: subscription.plan,
    plan,
    isActive,
    expiresAt: subscription.expiresAt,
    unitCount,
    propertyCount,
  };
}

// Every signup writes a subscription row; a landlord created another way (fixtures, support) is
// treated as on the free trial from the day the account was made.
async function implicitTrial(db: Db | DbTx, landlordId: number) {
  const user = await db.user.findFirst({
    where: { id: landlordId, role: 'landlord' },
    select: { createdAt: true },
  });
  if (!user) throw notFound();
  return {
    plan: 'free' as const,
    isActive: true,
    expiresAt: trialExpiresAt(user.createdAt),
  };
}

/** Active: switched on and not past its expiry (none = no end). */
export const isActiveAt = (s: { isActive: boolean; expiresAt: Date | null }, now: Date) =>
  s.isActive && (s.expiresAt === null || s.expiresAt.getTime() > now.getTime());

/** Every signup writes a subscription row; without one the landlord is on the free trial. */
export const trialExpiresAt = (landlordCreatedAt: Date) =>
  new Date(landlordCreatedAt.getTime() + LIMITS.freeTrialDays * DAY_MS);

export function daysRemaining(expiresAt: Date | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** GET /api/accounts/subscription/status/ */
export async function getSubscriptionStatus(
  db: Db | DbTx,
  landlordId: number,
  now: Date,
): Promise<LandlordSubscriptionStatus> {
  const state = await loadSubscriptionState(db, landlordId, now);
  return {
    plan: state.plan,
    is_active: state.isActive,
    expiry_date: state.expiresAt?.toISOString() ?? null,
    days_remaining: daysRemaining(state.expiresAt, now),
    unit_count: state.unitCount,
    property_count: state.propertyCount,
  };
}
