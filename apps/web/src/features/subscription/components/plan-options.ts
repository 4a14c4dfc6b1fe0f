import {
  LIFETIME_PLAN,
  PLAN_LABELS,
  SUBSCRIPTION_TIERS,
  SUPPORT_PHONE,
  type PurchasablePlan,
} from '@pango/shared';

/** A plan card (seed 001 section 3, Subscription plan option). */
export type PlanOption = {
  id: string;
  minUnits: number;
  maxUnits: number | null;
  price: number | null;
  label: string;
  billingPeriod: 'month' | 'one-time' | null;
  features: string[];
  isEnterprise: boolean;
  contactNumber: string | null;
  plan: PurchasablePlan | null;
};

const unitsLabel = (min: number, max: number) => `${min}-${max} units`;

export const MONTHLY_OPTIONS: PlanOption[] = SUBSCRIPTION_TIERS.map((tier) => ({
  id: `${tier.plan}-${tier.maxUnits}`,
  minUnits: tier.minUnits,
  maxUnits: tier.maxUnits,
  price: tier.price,
  label: PLAN_LABELS[tier.plan],
  billingPeriod: 'month',
  features: [
    `Up to ${tier.maxUnits} units`,
    'Tenant management and applications',
    'Online rent collection (M-Pesa)',
    'Reports and payment history',
  ],
  isEnterprise: false,
  contactNumber: null,
  plan: tier.plan,
}));

export const LIFETIME_OPTION: PlanOption = {
  id: 'onetime',
  minUnits: 1,
  maxUnits: LIFETIME_PLAN.maxUnits,
  price: LIFETIME_PLAN.price,
  label: 'Lifetime Plan',
  billingPeriod: 'one-time',
  features: [
    `Up to ${LIFETIME_PLAN.maxUnits} units`,
    'Pay once, no monthly fees',
    'Unlimited properties',
    'Save KSh 54K+ per year',
  ],
  isEnterprise: false,
  contactNumber: null,
  plan: 'onetime',
};

export const ENTERPRISE_OPTION: PlanOption = {
  id: 'enterprise',
  minUnits: 101,
  maxUnits: null,
  price: null,
  label: 'Enterprise',
  billingPeriod: null,
  features: ['101+ units', 'Custom pricing', 'Dedicated support'],
  isEnterprise: true,
  contactNumber: SUPPORT_PHONE,
  plan: null,
};

export { unitsLabel };
