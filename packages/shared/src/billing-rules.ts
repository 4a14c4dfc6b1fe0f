import { z } from 'zod';
import { plainText } from './validation.js';

// A property's billing rules (issue 20, item 1; docs/decisions/023-billing-rules.md). One schema
// for the Billing tab's form and PUT /api/accounts/properties/{id}/billing/. Money stays exact:
// whole KSh for amounts, basis points for a late fee percentage, cents per unit for a meter rate.

export const BILLING_MESSAGES = {
  dueDayRange: 'Rent due day must be between 1 and 28.',
  graceDaysRange: 'Grace days must be between 0 and 28.',
  wholeNumber: 'Enter a whole number.',
  amountPositive: 'Enter an amount of at least KSh 1.',
  amountTooLarge: 'Enter an amount of at most KSh 10,000,000.',
  percentRange: 'Enter a percentage above 0 and at most 100, with up to 2 decimals.',
  rateInvalid: 'Enter a rate of at least KSh 0.01, with up to 2 decimals.',
  feeAmountRequired: 'Enter the late fee amount.',
  feePercentRequired: 'Enter the late fee percentage.',
  nameRequired: 'Enter a name for the charge.',
  nameTooLong: 'Use at most 60 characters.',
  unitRequired: 'Enter the unit, e.g. m³ or kWh.',
  unitTooLong: 'Use at most 12 characters.',
  duplicateName: 'Each charge needs its own name.',
  tooManyCharges: 'At most 20 charges of each kind.',
  saved: (period: string) => `Billing rules saved. They apply from ${period}.`,
} as const;

export const LATE_FEE_TYPES = ['none', 'fixed', 'percent'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];

export const BILLING_LIMITS = {
  dueDayMax: 28,
  graceDaysMax: 28,
  amountMax: 10_000_000,
  chargesMax: 20,
  nameMax: 60,
  unitMax: 12,
  /** KSh 100,000 per unit: far above any water or power tariff, and keeps products in range. */
  rateMax: 100_000,
} as const;

/** A non-negative decimal with at most `places` decimals, as an integer of 10^-places units. */
export function toScaledInteger(value: number | string, places: number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{0,${places}}))?$`).exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(places, '0') || '0');
  const scaled = whole * 10 ** places + fraction;
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** An integer of 10^-places units as a number for JSON (150.5 for 15050 cents). */
export function fromScaledInteger(scaled: number, places: number): number {
  return Number((scaled / 10 ** places).toFixed(places));
}

const wholeKsh = (min: number, message: string) =>
  z
    .number({ error: BILLING_MESSAGES.wholeNumber })
    .int(BILLING_MESSAGES.wholeNumber)
    .min(min, message)
    .max(BILLING_LIMITS.amountMax, BILLING_MESSAGES.amountTooLarge);

/** A decimal with up to two places (entered as a number or text), kept as hundredths. */
const hundredths = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const scaled = toScaledInteger(value, 2);
    if (scaled === null || scaled < min || scaled > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return scaled;
  });

const chargeName = plainText(BILLING_MESSAGES.nameRequired)
  .min(1, BILLING_MESSAGES.nameRequired)
  .max(BILLING_LIMITS.nameMax, BILLING_MESSAGES.nameTooLong);

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const FixedChargeSchema = z.object({
  name: chargeName,
  amount: wholeKsh(1, BILLING_MESSAGES.amountPositive),
});

export const MeteredChargeSchema = z.object({
  name: chargeName,
  unit: plainText(BILLING_MESSAGES.unitRequired)
    .min(1, BILLING_MESSAGES.unitRequired)
    .max(BILLING_LIMITS.unitMax, BILLING_MESSAGES.unitTooLong),
  /** KSh per unit, up to 2 decimals; parsed to integer cents (`rate_cents`). */
  rate: hundredths(BILLING_MESSAGES.rateInvalid, 1, BILLING_LIMITS.rateMax * 100),
  minimum_charge: optionalNumber(wholeKsh(1, BILLING_MESSAGES.amountPositive)).default(null),
});

const LateFeeSchema = z
  .object({
    type: z.enum(LATE_FEE_TYPES),
    amount: optionalNumber(wholeKsh(1, BILLING_MESSAGES.amountPositive)).default(null),
    /** Percent of the month's unpaid rent, up to 2 decimals; parsed to basis points. */
    percent: optionalNumber(hundredths(BILLING_MESSAGES.percentRange, 1, 10_000)).default(null),
    cap: optionalNumber(wholeKsh(1, BILLING_MESSAGES.amountPositive)).default(null),
  })
  .superRefine((fee, ctx) => {
    if (fee.type === 'fixed' && fee.amount === null)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: BILLING_MESSAGES.feeAmountRequired,
      });
    if (fee.type === 'percent' && fee.percent === null)
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: BILLING_MESSAGES.feePercentRequired,
      });
  })
  // Only the fields of the chosen type are kept: a cap bounds a percentage fee only.
  .transform((fee) => ({
    type: fee.type,
    amount: fee.type === 'fixed' ? fee.amount : null,
    percent_bp: fee.type === 'percent' ? fee.percent : null,
    cap: fee.type === 'percent' ? fee.cap : null,
  }));

/** Names are compared as a tenant reads them: case and surrounding spaces do not make two. */
export const chargeKey = (name: string) => name.trim().toLowerCase();

function refineUniqueNames(
  charges: { name: string }[],
  ctx: z.RefinementCtx,
  field: 'fixed_charges' | 'metered_charges',
  taken: Set<string>,
) {
  charges.forEach((charge, index) => {
    const key = chargeKey(charge.name);
    if (taken.has(key))
      ctx.addIssue({
        code: 'custom',
        path: [field, index, 'name'],
        message: BILLING_MESSAGES.duplicateName,
      });
    taken.add(key);
  });
}

/** PUT /api/accounts/properties/{id}/billing/ (effective_from is read-only and ignored). */
export const BillingRulesInputSchema = z
  .object({
    rent_due_day: z
      .number({ error: BILLING_MESSAGES.dueDayRange })
      .int(BILLING_MESSAGES.dueDayRange)
      .min(1, BILLING_MESSAGES.dueDayRange)
      .max(BILLING_LIMITS.dueDayMax, BILLING_MESSAGES.dueDayRange),
    grace_days: z
      .number({ error: BILLING_MESSAGES.graceDaysRange })
      .int(BILLING_MESSAGES.graceDaysRange)
      .min(0, BILLING_MESSAGES.graceDaysRange)
      .max(BILLING_LIMITS.graceDaysMax, BILLING_MESSAGES.graceDaysRange),
    late_fee: LateFeeSchema,
    fixed_charges: z
      .array(FixedChargeSchema)
      .max(BILLING_LIMITS.chargesMax, BILLING_MESSAGES.tooManyCharges)
      .default([]),
    metered_charges: z
      .array(MeteredChargeSchema)
      .max(BILLING_LIMITS.chargesMax, BILLING_MESSAGES.tooManyCharges)
      .default([]),
  })
  .superRefine((rules, ctx) => {
    // One name space for both kinds: a bill line "Water" must say which charge it is.
    const taken = new Set<string>();
    refineUniqueNames(rules.fixed_charges, ctx, 'fixed_charges', taken);
    refineUniqueNames(rules.metered_charges, ctx, 'metered_charges', taken);
  });

export type BillingRulesInput = z.input<typeof BillingRulesInputSchema>;
export type BillingRulesParsed = z.output<typeof BillingRulesInputSchema>;

/** GET/PUT /api/accounts/properties/{id}/billing/ answer. */
export type BillingRulesRead = {
  property: number;
  rent_due_day: number;
  grace_days: number;
  late_fee: {
    type: LateFeeType;
    amount: number | null;
    percent: number | null;
    cap: number | null;
  };
  fixed_charges: { name: string; amount: number }[];
  metered_charges: { name: string; unit: string; rate: number; minimum_charge: number | null }[];
  /** The period ('YYYY-MM-01') these rules apply from; null while none were ever saved. */
  effective_from: string | null;
  /** The period a change saved now would apply from (the next billing period). */
  changes_apply_from: string;
};

/** Rules a property has until its landlord saves some: rent on the 1st, no fees, no charges. */
export const DEFAULT_BILLING_RULES = {
  rent_due_day: 1,
  grace_days: 0,
  late_fee: { type: 'none', amount: null, percent: null, cap: null },
  fixed_charges: [],
  metered_charges: [],
} as const satisfies Omit<BillingRulesRead, 'property' | 'effective_from' | 'changes_apply_from'>;

/** PUT /api/accounts/tenancies/{id}/payment-plan/: a tenant on a plan is never charged a late fee. */
export const PaymentPlanInputSchema = z.object({
  on_payment_plan: z.boolean({ error: 'Say whether the tenant is on a payment plan.' }),
});
