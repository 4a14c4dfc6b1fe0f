import { z } from 'zod';
import { idSchema, optionalIdSchema } from './ids.js';

// The arrears ageing report (issue 24 item 2): who owes what, by how long it has been past due.
// GET /api/payments/reports/arrears/ (and /csv/), POST …/arrears/remind/.

export const ARREARS_MESSAGES = {
  invalidAsOf: 'Enter the as-of date as YYYY-MM-DD.',
  futureAsOf: 'The as-of date cannot be in the future.',
  tenantIdsRequired: 'Choose at least one tenant to remind.',
  tooManyTenants: 'Remind at most 100 tenants at a time.',
  noneQueued: 'None of the chosen tenants owes rent today.',
} as const;

/** The ageing buckets, youngest first: not yet past due, then days past the due date. */
export const ARREARS_BUCKETS = [
  'current',
  'days_1_30',
  'days_31_60',
  'days_61_90',
  'days_90_plus',
] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

export const ARREARS_BUCKET_LABELS: Record<ArrearsBucket, string> = {
  current: 'Current',
  days_1_30: '1-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  days_90_plus: '90+ days',
};

export const ARREARS_SORTS = ['total', 'tenant_name', 'oldest', 'last_payment_date'] as const;
export type ArrearsSort = (typeof ARREARS_SORTS)[number];
export const ARREARS_PAGE_SIZE_MAX = 100;
export const ARREARS_REMIND_MAX = 100;

/** A calendar date that exists ('2027-02-29' does not). */
const asOfSchema = z.iso.date({ error: ARREARS_MESSAGES.invalidAsOf });

/** GET /api/payments/reports/arrears/?property_id=&as_of=&sort=&order=&page=&page_size= */
export const ArrearsQuerySchema = z.object({
  property_id: optionalIdSchema(),
  /** Left out: today in Nairobi (the service knows the clock). */
  as_of: z.preprocess((v) => (v === '' ? undefined : v), asOfSchema.optional()),
  sort: z.enum(ARREARS_SORTS).default('total'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(ARREARS_PAGE_SIZE_MAX).default(25),
});
export type ArrearsQuery = z.output<typeof ArrearsQuerySchema>;
export type ArrearsQueryInput = z.input<typeof ArrearsQuerySchema>;

/** POST /api/payments/reports/arrears/remind/ */
export const ArrearsRemindSchema = z.object({
  tenant_ids: z
    .array(idSchema(), { error: ARREARS_MESSAGES.tenantIdsRequired })
    .min(1, ARREARS_MESSAGES.tenantIdsRequired)
    .max(ARREARS_REMIND_MAX, ARREARS_MESSAGES.tooManyTenants),
});
export type ArrearsRemindInput = z.infer<typeof ArrearsRemindSchema>;

/** Whole KSh in each bucket, and their sum. */
export type ArrearsAmounts = Record<ArrearsBucket, number> & { total: number };

export type ArrearsRow = ArrearsAmounts & {
  tenancy_id: number;
  tenant_id: number;
  tenant_name: string;
  phone_number: string | null;
  property_id: number;
  property_name: string;
  unit_id: number;
  unit_number: string;
  /** YYYY-MM-DD (Nairobi) of the last payment credited on or before as_of, or null. */
  last_payment_date: string | null;
  last_payment_amount: number | null;
};

export type ArrearsReport = {
  as_of: string;
  property_id: number | null;
  /** Over every row, not only this page. */
  totals: ArrearsAmounts;
  count: number;
  results: ArrearsRow[];
};

export const emptyArrearsAmounts = (): ArrearsAmounts => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  days_90_plus: 0,
  total: 0,
});

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole days from `due` to `asOf` (both YYYY-MM-DD): 0 on the due date, negative before it. */
export const daysPastDue = (due: string, asOf: string): number =>
  Math.round(dayNumber(asOf) - dayNumber(due));

/** The bucket of an amount `days` past its due date. */
export function arrearsBucketOf(days: number): ArrearsBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_90_plus';
}

/**
 * Ages what is left unpaid: each debit's unpaid remainder (after the ledger's allocation, credits
 * to the oldest debit first; apps/api ledger/rent-rules.ts allocateCredits) goes to the bucket of
 * its days past due on `asOf`. Amounts are whole KSh, so every sum is exact.
 */
export function ageArrears(
  unpaid: readonly { due: string; amount: number }[],
  asOf: string,
): ArrearsAmounts {
  const amounts = emptyArrearsAmounts();
  for (const { due, amount } of unpaid) {
    if (amount <= 0) continue;
    amounts[arrearsBucketOf(daysPastDue(due, asOf))] += amount;
    amounts.total += amount;
  }
  return amounts;
}

/** The oldest bucket holding money (for sorting by "oldest"): its index, -1 when nothing is owed. */
export function oldestBucketIndex(amounts: ArrearsAmounts): number {
  for (let i = ARREARS_BUCKETS.length - 1; i >= 0; i -= 1)
    if (amounts[ARREARS_BUCKETS[i]!] > 0) return i;
  return -1;
}
