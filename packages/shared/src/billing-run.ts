import type { LateFeeType } from './billing-rules.js';

// The billing run's pure rules (issue 20, item 3; docs/decisions/029-billing-run.md): the late fee
// and the keys that make every line exactly-once. The API's job loads rows and calls these.

/** The kinds the run posts; `water` is any metered charge, `service` any fixed charge. */
export const BILLED_LINE_KINDS = ['rent', 'service', 'water', 'late_fee'] as const;

/** A late fee rule as stored (ADR 023): whole KSh, basis points of the unpaid rent, a cap in KSh. */
export type LateFeeRule = {
  type: LateFeeType;
  amount: number | null;
  percentBp: number | null;
  cap: number | null;
};

/**
 * The late fee for a month whose rent is `unpaidRent` KSh short once the grace days are over:
 * nothing when the rent is paid; a fixed fee; or the percentage of the unpaid rent, rounded half
 * up to a whole shilling, at most the cap. Integers only (basis points), never a float product.
 */
export function lateFeeFor(rule: LateFeeRule, unpaidRent: number): number {
  if (unpaidRent <= 0) return 0;
  if (rule.type === 'fixed') return Math.max(0, rule.amount ?? 0);
  if (rule.type !== 'percent' || !rule.percentBp) return 0;
  const fee = Math.floor((unpaidRent * rule.percentBp + 5_000) / 10_000);
  return rule.cap !== null && rule.cap >= 0 ? Math.min(fee, rule.cap) : fee;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day a month's late fee may be charged: the day after due day + grace days. */
export function lateFeeFrom(period: string, dueDay: number, graceDays: number): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const due = Date.UTC(year, month - 1, Math.min(dueDay, last));
  const from = new Date(due + (graceDays + 1) * 86_400_000);
  return `${from.getUTCFullYear()}-${pad(from.getUTCMonth() + 1)}-${pad(from.getUTCDate())}`;
}

/**
 * The unique `charge_key` of a billed line other than rent (rent keeps its historical
 * "<tenant>:<unit>:<YYYY-MM>"): one per tenancy, kind, charge name and period.
 */
export function billedLineKey(
  tenancyId: number,
  kind: 'service' | 'water' | 'late_fee',
  period: string,
  nameKey?: string,
): string {
  const month = period.slice(0, 7);
  return kind === 'late_fee'
    ? `${tenancyId}:late_fee:${month}`
    : `${tenancyId}:${kind}:${nameKey ?? ''}:${month}`;
}
