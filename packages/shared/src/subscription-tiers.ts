// Subscription prices by unit count (seed 001 section 9). A file of its own, as are the report
// categories: the web app's start-up code reads a few constants.ts values and so carries that
// whole module.
/** Monthly subscription price (KSh) by total unit count; above 100 units is priced by phone. */
export const SUBSCRIPTION_TIERS = [
  { minUnits: 1, maxUnits: 10, price: 2000, plan: 'starter' },
  { minUnits: 11, maxUnits: 20, price: 2500, plan: 'basic' },
  { minUnits: 21, maxUnits: 50, price: 4500, plan: 'basic' },
  { minUnits: 51, maxUnits: 100, price: 7500, plan: 'professional' },
] as const;
export const LIFETIME_PLAN = { plan: 'onetime', price: 40_000, maxUnits: 50 } as const;

export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
/** The tier for a unit count, or null when the count needs enterprise (custom) pricing. */
export function tierForUnitCount(units: number): SubscriptionTier | null {
  const count = Math.max(1, units);
  return SUBSCRIPTION_TIERS.find((t) => count >= t.minUnits && count <= t.maxUnits) ?? null;
}
