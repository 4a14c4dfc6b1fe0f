import { LIFETIME_PLAN, SUBSCRIPTION_TIERS, tierForUnitCount } from './subscription-tiers.js';
import {
  PAYMENT_TIMING,
  PLAN_LIMITS,
  type PlanName,
  type SubscriptionStatus,
} from './payment-rules.js';

// Subscription rules both sides read (seed 001 sections 4 and 9). Prices and tiers live in
// subscription-tiers.ts; this file answers "what does a plan cost, what may it hold, how is it shown".
// The free-trial limits are explained in docs/decisions/013-subscriptions.md.

/** Enterprise (101+ units) is priced by phone; the number shown on the plans screen. */
export const SUPPORT_PHONE = '+254 700 000 000';
/** The support address on the Help and Support screen. */
export const SUPPORT_EMAIL = 'support@pango.co.ke';

/** Plans a landlord can buy online (the `subscription_type` of a subscription payment). */
export const PURCHASABLE_PLANS = ['starter', 'basic', 'professional', 'onetime'] as const;
export type PurchasablePlan = (typeof PURCHASABLE_PLANS)[number];

/** GET /api/accounts/subscription/status/: the spec's fields plus the counts the plans screen needs. */
export type LandlordSubscriptionStatus = SubscriptionStatus & {
  unit_count: number;
  property_count: number;
};

export const SUBSCRIPTION_MESSAGES = {
  planLimit: (
    planLabel: string,
    limit: number,
    resource: 'properties' | 'units',
    current: number,
  ) =>
    `Your ${planLabel} plan allows up to ${limit} ${resource}; you have ${current}. Upgrade your plan to add more.`,
  planTooSmall: (units: number) => `This plan cannot hold your ${units} units.`,
} as const;

export const PLAN_LABELS: Record<PlanName, string> = {
  free: 'Free Trial',
  starter: 'Starter',
  basic: 'Basic',
  professional: 'Professional',
  onetime: 'One-Time',
  enterprise: 'Enterprise',
};

export function isPlanName(value: string): value is PlanName {
  return Object.hasOwn(PLAN_LIMITS, value);
}

/**
 * The price (KSh) of `plan` for a landlord with `unitCount` units, or null when the plan cannot
 * hold that many. A monthly plan costs its cheapest tier that is large enough (basic: 2,500 up to
 * 20 units, 4,500 up to 50).
 */
export function subscriptionPrice(plan: string, unitCount: number): number | null {
  const count = Math.max(unitCount, 1);
  if (plan === LIFETIME_PLAN.plan)
    return count <= LIFETIME_PLAN.maxUnits ? LIFETIME_PLAN.price : null;
  const fitting = SUBSCRIPTION_TIERS.filter((t) => t.plan === plan && t.maxUnits >= count);
  if (fitting.length === 0) return null;
  return Math.min(...fitting.map((t) => t.price));
}

/** The paid plan a landlord with `unitCount` units is billed at after the trial (101+: enterprise). */
export function tierPlanForUnitCount(unitCount: number): PlanName {
  return tierForUnitCount(unitCount)?.plan ?? 'enterprise';
}

export type PlanLimits = {
  /** The plan whose limits apply (during the free trial: the tier being trialled). */
  plan: PlanName;
  properties: number | null;
  units: number | null;
};

const atLeast = (value: number | null, floor: number | null) =>
  value === null || floor === null ? value : Math.max(value, floor);

/**
 * What `plan` may hold. During the free trial the landlord trials the tier their current unit count
 * would be billed at, never less than the Free Trial row and at most professional (ADR 013).
 */
export function planLimits(plan: PlanName, unitCount: number): PlanLimits {
  if (plan !== 'free') return { plan, ...PLAN_LIMITS[plan] };
  const tier = tierForUnitCount(unitCount)?.plan ?? 'professional';
  const limits = PLAN_LIMITS[tier];
  return {
    plan: tier,
    properties: atLeast(limits.properties, PLAN_LIMITS.free.properties),
    units: atLeast(limits.units, PLAN_LIMITS.free.units),
  };
}

type Room = {
  /** null: the plan sets no limit. */
  limit: number | null;
  current_count: number;
  /** How many more fit (never below 0); null: no limit. */
  remaining: number | null;
};

/**
 * GET /api/accounts/subscription/limits/ (ours, issue 17): what the landlord's plan still holds,
 * so the property form and bulk add can say it before anything is created (PlanRoomSchema in
 * plan-room-schema.ts checks the same shape).
 */
export type PlanRoom = { plan: string; properties: Room; units: Room };

/** The room left under `limits` for these counts (the API refuses by the same numbers). */
export function planRoom(
  limits: PlanLimits,
  counts: { properties: number; units: number },
): PlanRoom {
  const room = (limit: number | null, current: number) => ({
    limit,
    current_count: current,
    remaining: limit === null ? null : Math.max(0, limit - current),
  });
  return {
    plan: limits.plan,
    properties: room(limits.properties, counts.properties),
    units: room(limits.units, counts.units),
  };
}

/** Spec: active needs is_active and days remaining above 0 (the lifetime plan has no expiry). */
export function isSubscriptionActive(status: SubscriptionStatus): boolean {
  return status.is_active && (status.expiry_date === null || status.days_remaining > 0);
}

/** What the status is taken to be when it cannot be fetched (spec: treated as free). */
export const FALLBACK_SUBSCRIPTION: SubscriptionStatus = {
  plan: 'free',
  is_active: true,
  expiry_date: null,
  days_remaining: 0,
};

const EXPIRY_DATE = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

export type SubscriptionDisplay = {
  planLabel: string;
  /** "Free Trial (Active)", "Free Trial (Expired)", "Active" or "Inactive". */
  statusLabel: string;
  isActive: boolean;
  isTrial: boolean;
  /** 7 days or fewer left on an active plan that expires. */
  isExpiringSoon: boolean;
  /** "Expires on 5 March 2026" / "Expired on …"; null for one-time purchases and no date. */
  expiryLabel: string | null;
};

export function subscriptionDisplay(status: SubscriptionStatus): SubscriptionDisplay {
  const isActive = isSubscriptionActive(status);
  const isTrial = status.plan === 'free';
  const planLabel = isPlanName(status.plan) ? PLAN_LABELS[status.plan] : status.plan;
  const statusLabel = isTrial
    ? `Free Trial (${isActive ? 'Active' : 'Expired'})`
    : isActive
      ? 'Active'
      : 'Inactive';
  const hasExpiry = status.plan !== LIFETIME_PLAN.plan && status.expiry_date !== null;
  const expiryLabel = hasExpiry
    ? `${isActive ? 'Expires on' : 'Expired on'} ${EXPIRY_DATE.format(new Date(status.expiry_date as string))}`
    : null;
  return {
    planLabel,
    statusLabel,
    isActive,
    isTrial,
    isExpiringSoon:
      isActive && hasExpiry && status.days_remaining <= PAYMENT_TIMING.expiringSoonDays,
    expiryLabel,
  };
}
