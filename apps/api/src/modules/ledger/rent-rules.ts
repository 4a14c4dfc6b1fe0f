import {
  NAIROBI_OFFSET_MS,
  nairobiDate,
  rentStatusOf,
  type CalendarDate,
  type RentStatus,
} from '@pango/shared';

// Every rent rule of the ledger, as pure functions (docs/decisions/012-rent-ledger.md). The services
// only load rows and call these; nothing else in the code base decides what a tenant owes.

/** Charges are posted this many days before their due date (the "due soon" window of seed 002). */
export const RENT_CHARGE_LEAD_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar month: month is 1-12. */
export type CalendarMonth = { year: number; month: number };

/** A Postgres DATE column arrives as UTC midnight of that date. */
export function dateColumn(value: Date): CalendarDate {
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
}

/** The value to store in a DATE column. */
export function toDateColumn(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/** The instant Nairobi's day `date` begins. */
export function nairobiStartOf(date: CalendarDate): Date {
  return new Date(toDateColumn(date).getTime() - NAIROBI_OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const formatDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
export const formatMonth = (m: CalendarMonth) => `${pad(m.year, 4)}-${pad(m.month)}`;
export const compareDates = (a: CalendarDate, b: CalendarDate) =>
  formatDate(a).localeCompare(formatDate(b));

export function addMonths(m: CalendarMonth, count: number): CalendarMonth {
  const index = m.year * 12 + (m.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return dateColumn(new Date(toDateColumn(d).getTime() + days * DAY_MS));
}

const lastDayOf = (m: CalendarMonth) => new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();

/** The due date in month `m` for an anchor day: days 29-31 fall on the month's last day if shorter. */
export function dueDateIn(m: CalendarMonth, anchorDay: number): CalendarDate {
  return { year: m.year, month: m.month, day: Math.min(anchorDay, lastDayOf(m)) };
}

/**
 * The rent anchor: the landlord's rent due date, else the tenancy's billing anchor (the day it
 * started, set by the server), else none. Never the tenant's move-in date: a tenant can edit that,
 * and a date the tenant edits must not move billing (docs/decisions/018).
 */
export function rentAnchor(
  rentDueDate: Date | null,
  billingAnchorDate: Date | null,
): CalendarDate | null {
  const anchor = rentDueDate ?? billingAnchorDate;
  return anchor ? dateColumn(anchor) : null;
}

export const chargeKeyOf = (tenantId: number, unitId: number, m: CalendarMonth) =>
  `${tenantId}:${unitId}:${formatMonth(m)}`;

/**
 * The months whose charge should exist at `now`: from the anchor's month (or the month after
 * `lastPosted`, when given) up to the last month whose due date is at most RENT_CHARGE_LEAD_DAYS
 * away. Empty when the anchor's first due date is still more than the lead time away.
 */
export function monthsToCharge(
  anchor: CalendarDate,
  now: Date,
  lastPosted: CalendarMonth | null = null,
  firstBillable: CalendarMonth | null = null,
): CalendarMonth[] {
  const today = nairobiDate(now);
  // A tenancy is billed from its anchor month, but never for months before it began in Pango
  // (a tenant "already living" there since 2019 does not owe six years on sign-up).
  const anchorMonth =
    firstBillable && formatMonth(firstBillable) > formatMonth(anchor)
      ? firstBillable
      : { year: anchor.year, month: anchor.month };
  let month =
    lastPosted && formatMonth(lastPosted) >= formatMonth(anchorMonth)
      ? addMonths(lastPosted, 1)
      : anchorMonth;
  const months: CalendarMonth[] = [];
  while (compareDates(addDays(dueDateIn(month, anchor.day), -RENT_CHARGE_LEAD_DAYS), today) <= 0) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

/** A ledger row as the rules need it (amount: charges positive, payments negative). */
export type LedgerRow = {
  id: number;
  type: 'charge' | 'payment' | 'adjustment';
  amount: number;
  periodStart: Date | null;
  createdAt: Date;
  /** A waiver's target (ADR 029): it reduces that line before anything else. */
  waivedEntryId?: number | null;
};

export type Debit = {
  id: number;
  amount: number;
  due: CalendarDate;
  period: CalendarMonth;
  isMonthlyCharge: boolean;
};

/** When a debit (a charge, or a positive adjustment) falls due. */
function debitOf(row: LedgerRow, anchorDay: number | null): Debit {
  if (row.type === 'charge' && row.periodStart) {
    const start = dateColumn(row.periodStart);
    const period = { year: start.year, month: start.month };
    const due = dueDateIn(period, anchorDay ?? 1);
    return { id: row.id, amount: row.amount, due, period, isMonthlyCharge: true };
  }
  // A debit with no rent month (an adjustment, a hand-made charge) is due the day it was booked.
  const booked = nairobiDate(row.createdAt);
  return {
    id: row.id,
    amount: row.amount,
    due: booked,
    period: { year: booked.year, month: booked.month },
    isMonthlyCharge: false,
  };
}

/** With no charge posted yet: the anchor's month, or the first month after it not yet past due. */
function firstMonthDueFrom(anchor: CalendarDate, today: CalendarDate): CalendarMonth {
  let month: CalendarMonth = { year: anchor.year, month: anchor.month };
  while (compareDates(dueDateIn(month, anchor.day), today) < 0) month = addMonths(month, 1);
  return month;
}

export type AccountFigures = {
  balance: number;
  outstanding: number;
  credit: number;
  prepaidMonths: number;
  status: Exclude<RentStatus, 'no_unit'>;
  /** The due date of the oldest unpaid debit, else the next month's due date after the last charge. */
  nextDueDate: CalendarDate | null;
  /** The rent month the next payment settles first (oldest unpaid, else the month after the last). */
  nextPeriod: CalendarMonth | null;
};

/**
 * What is left unpaid of each debit (ADR 012, 029): a waiver first reduces the line it names;
 * every other credit (payments, credits, waivers without a target) settles the oldest debit
 * first, by due date then id, whatever its kind (rent, water, service, late fee, adjustment).
 */
export function allocateCredits(
  rows: readonly LedgerRow[],
  anchorDay: number | null,
): { debits: Debit[]; unpaid: Map<number, number> } {
  const debits = rows
    .filter((row) => row.amount > 0)
    .map((row) => debitOf(row, anchorDay))
    .sort((a, b) => compareDates(a.due, b.due) || a.id - b.id);
  const unpaid = new Map(debits.map((debit) => [debit.id, debit.amount]));
  let available = 0;
  for (const row of rows) {
    if (row.amount >= 0) continue;
    const target = row.waivedEntryId == null ? undefined : unpaid.get(row.waivedEntryId);
    if (target === undefined || row.waivedEntryId == null) {
      available -= row.amount;
      continue;
    }
    const used = Math.min(target, -row.amount);
    unpaid.set(row.waivedEntryId, target - used);
    available += -row.amount - used;
  }
  for (const debit of debits) {
    const left = unpaid.get(debit.id) ?? 0;
    const used = Math.min(left, available);
    unpaid.set(debit.id, left - used);
    available -= used;
    if (available <= 0) break;
  }
  return { debits, unpaid };
}

/**
 * Applies every credit (payments, negative adjustments) to the oldest debit first; the rest is
 * credit. `anchor` null means the tenancy has no anchor (no charges will be posted).
 */
export function computeAccount(
  rows: readonly LedgerRow[],
  monthlyRent: number,
  anchor: CalendarDate | null,
  now: Date,
): AccountFigures {
  const balance = rows.reduce((sum, row) => sum + row.amount, 0);
  const outstanding = Math.max(0, balance);
  const credit = Math.max(0, -balance);
  const { debits, unpaid } = allocateCredits(rows, anchor?.day ?? null);
  const oldestUnpaid = debits.find((debit) => (unpaid.get(debit.id) ?? 0) > 0) ?? null;
  const today = nairobiDate(now);
  const lastCharge = debits.filter((debit) => debit.isMonthlyCharge).at(-1);
  let nextPeriod: CalendarMonth | null = oldestUnpaid?.period ?? null;
  if (!nextPeriod && lastCharge) nextPeriod = addMonths(lastCharge.period, 1);
  if (!nextPeriod && anchor) nextPeriod = firstMonthDueFrom(anchor, today);
  const nextDueDate =
    oldestUnpaid?.due ?? (nextPeriod && anchor ? dueDateIn(nextPeriod, anchor.day) : null);
  const status = rentStatusOf({
    hasCharge: debits.length > 0,
    outstanding,
    isOldestUnpaidPastDue: oldestUnpaid !== null && compareDates(oldestUnpaid.due, today) < 0,
  });
  return {
    balance,
    outstanding,
    credit,
    prepaidMonths: monthlyRent > 0 ? Math.floor(credit / monthlyRent) : 0,
    status,
    nextDueDate,
    nextPeriod,
  };
}
