import { nairobiDate } from './calendar.js';

// Billing periods are calendar months in Nairobi (ADR 012), named by their first day 'YYYY-MM-01'.
// Rule versions take effect at a period's start (docs/decisions/023-billing-rules.md).

const pad = (n: number) => String(n).padStart(2, '0');

/** The period ('YYYY-MM-01') a Nairobi date ('YYYY-MM-DD') falls in. */
export function periodOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The period after `period` ('2026-12-01' → '2027-01-01'). */
export function nextPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The period a rule change made at `now` applies from: the next one ("from the next period only"). */
export function changesApplyFrom(now: Date): string {
  const today = nairobiDate(now);
  return nextPeriod(`${today.year}-${pad(today.month)}-01`);
}

/**
 * The rule version in force for a period: the one with the latest effective_from on or before the
 * period's start; null before the first version (the property's defaults apply).
 */
export function versionInForce<T extends { effective_from: string }>(
  versions: readonly T[],
  period: string,
): T | null {
  let best: T | null = null;
  for (const version of versions) {
    if (version.effective_from > period) continue;
    if (!best || version.effective_from > best.effective_from) best = version;
  }
  return best;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'YYYY-MM-01' as the screens say it: "January 2027". */
export function periodLabel(period: string): string {
  return `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
}
