import type { CalendarDate } from './calendar.js';
import { formatDate } from './format.js';
import type { TenancyStatus } from './tenancy-status.js';

// Notice (issue 18 item 3): the tenant gives notice from Settings, or the landlord records it. The
// move-out date rules live here once, for the form and the API alike. Every sentence is ours.

/** A property's notice period when the landlord has not changed it (ADR 021). */
export const DEFAULT_NOTICE_PERIOD_DAYS = 30;
/** The database's CHECK on properties.notice_period_days. */
export const NOTICE_PERIOD_MAX_DAYS = 365;

export const NOTICE_MESSAGES = {
  moveOutDateRequired: 'Please choose a valid move-out date.',
  moveOutDateInPast: 'The move-out date cannot be in the past.',
  /** `earliest` is YYYY-MM-DD; the sentence shows it as the screens do ("5 Mar 2025"). */
  tooSoon: (days: number, earliest: string) =>
    `Your notice period is ${days} ${days === 1 ? 'day' : 'days'}: the earliest move-out date is ${formatDate(earliest)}.`,
  noTenancy: 'You have no current tenancy to give notice on.',
  tenantHasNoTenancy: 'This tenant has no current tenancy to give notice on.',
  noticePeriodInvalid: `Notice period must be a whole number of days from 0 to ${NOTICE_PERIOD_MAX_DAYS}.`,
  /** The tenancy's state, where the landlord and the tenant see it. */
  onNotice: (moveOutDate: string) => `On notice — moving out on ${formatDate(moveOutDate)}`,
  noticeGiven: (moveOutDate: string) =>
    `Notice given. Your move-out date is ${formatDate(moveOutDate)}.`,
  noticeRecorded: (moveOutDate: string) =>
    `Notice recorded. The tenant moves out on ${formatDate(moveOutDate)}.`,
  noticeFailed: 'Could not save the notice. Please try again.',
  noticePeriodSaved: (days: number) =>
    `Notice period saved: ${days} ${days === 1 ? 'day' : 'days'}.`,
  noticePeriodSaveFailed: 'Failed to save the notice period. Please try again.',
  /** The tenant's Give Notice section: the rule before they choose. */
  noticePeriodHint: (days: number, earliest: string) =>
    `Your landlord asks for ${days} ${days === 1 ? 'day' : 'days'} of notice: the earliest move-out date you can give is ${formatDate(earliest)}.`,
  changeDateHint: 'Moving on a different day? Give the new date below and your landlord is told.',
  recordNoticeHint:
    'The tenant’s notice period does not bind you: any date from today can be recorded.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The calendar day `days` after `from`, as YYYY-MM-DD (calendar arithmetic in UTC: no clocks). */
export function addCalendarDays(from: CalendarDate, days: number): string {
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return date.toISOString().slice(0, 10);
}

/** The first move-out date a tenant may give today (Nairobi) under the property's notice period. */
export function earliestMoveOutDate(today: CalendarDate, noticePeriodDays: number): string {
  return addCalendarDays(today, noticePeriodDays);
}

/**
 * Why a move-out date is refused, or null. The notice period binds the tenant only; a landlord
 * recording notice passes `noticePeriodDays` 0, so only a date in the past is refused.
 * YYYY-MM-DD strings compare in calendar order.
 */
export function moveOutDateProblem(
  moveOutDate: string,
  today: CalendarDate,
  noticePeriodDays: number,
): string | null {
  if (moveOutDate < toIso(today)) return NOTICE_MESSAGES.moveOutDateInPast;
  const earliest = earliestMoveOutDate(today, noticePeriodDays);
  return moveOutDate < earliest ? NOTICE_MESSAGES.tooSoon(noticePeriodDays, earliest) : null;
}

/**
 * A property's notice period as typed in the property form, or null when it is not a whole number
 * of days from 0 to NOTICE_PERIOD_MAX_DAYS: the rule of noticePeriodDaysSchema (notice-schemas.ts),
 * without zod, for the admin area's first load (scripts/check-web-size.mjs).
 */
export function noticePeriodDaysFrom(value: string | number | undefined): number | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 && days <= NOTICE_PERIOD_MAX_DAYS ? days : null;
}

/** The current tenancy as the tenant's details (landlord) and the tenant's dashboard show it. */
export type TenancySummary = {
  id: number;
  status: TenancyStatus;
  /** YYYY-MM-DD. */
  start_date: string;
  /** YYYY-MM-DD while on notice, else null. */
  notice_move_out_date: string | null;
  notice_given_at: string | null;
  /** The property's notice period: the least a tenant's notice must give. */
  notice_period_days: number;
};
