import { z } from 'zod';
import type { CalendarDate } from './calendar.js';
import { MONTH_NAMES } from './month-names.js';
import { amountSchema } from './registration.js';
import { plainText } from './validation.js';

// Move-out and the deposit refund (issue 18 items 4 and 5, ADR 021): the form's rules, the API's
// input schemas and the settlement arithmetic, shared so the dialog and the API never disagree.

export const MOVE_OUT_MESSAGES = {
  invalidDate: 'Please select a valid move-out date.',
  beforeStart: (start: string) =>
    `The move-out date cannot be before the tenancy began (${start}).`,
  tooFarAhead: (days: number) => `The move-out date can be at most ${days} days from today.`,
  reasonRequired: 'Please enter a reason for this deduction.',
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer.`,
  invalidAmount: 'Please enter an amount in whole shillings, more than 0.',
  tooManyDeductions: (max: number) => `At most ${max} deductions.`,
  noOpenTenancy: 'This tenant has no current tenancy to move out of.',
  invalidRefundAmount: 'Please enter the amount refunded in whole shillings, more than 0.',
  refundAboveDue: (due: string) => `The refund cannot be more than the refund due (${due}).`,
  invalidMethod: 'Please choose how the refund was paid.',
  referenceTooLong: 'Keep the reference to 100 characters or fewer.',
  invalidPaidOn: 'Please select a valid payment date.',
  paidOnInFuture: 'The payment date cannot be in the future.',
  tenancyNotEnded: 'A deposit refund is recorded after the tenant has moved out.',
  refundAlreadyRecorded: 'A refund has already been recorded for this tenancy.',
  selectPhoto: 'Please choose a photo to upload.',
  photoNotImage: 'Please choose a JPEG or PNG photo.',
  tooManyPhotos: (max: number) => `At most ${max} photos per tenancy.`,
} as const;

/** Move-out photos of the unit's condition: one per request, this many per tenancy. */
export const MAX_TENANCY_PHOTOS = 12;
export const TENANCY_PHOTO_FIELD = 'photo';

/** POST /accounts/tenancies/{id}/photos/ answers the stored photo. */
export type TenancyPhotoRead = {
  id: number;
  name: string;
  type: string;
  size: number;
  created_at: string;
};

/**
 * A move-out is recorded on the day or planned ahead, but not further than a month: the tenancy's
 * rent up to that date is settled now, and a date months away is more likely a typing mistake.
 */
export const MOVE_OUT_MAX_DAYS_AHEAD = 31;
export const MAX_DEDUCTIONS = 20;
export const DEDUCTION_REASON_MAX = 120;
export const REFUND_REFERENCE_MAX = 100;

/** How a deposit was refunded (an unclaimed signup deposit has its own list, unclaimed-deposits.ts). */
export const DEPOSIT_REFUND_METHODS = ['mpesa', 'bank_transfer', 'cash', 'cheque'] as const;
export type DepositRefundMethod = (typeof DEPOSIT_REFUND_METHODS)[number];
export const DEPOSIT_REFUND_METHOD_LABELS: Record<DepositRefundMethod, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

const isoDate = (message: string) => z.iso.date({ error: message });

export const DeductionSchema = z.object({
  reason: plainText(MOVE_OUT_MESSAGES.reasonRequired)
    .min(1, MOVE_OUT_MESSAGES.reasonRequired)
    .max(DEDUCTION_REASON_MAX, MOVE_OUT_MESSAGES.reasonTooLong(DEDUCTION_REASON_MAX)),
  amount: amountSchema(MOVE_OUT_MESSAGES.invalidAmount),
});
export type DeductionInput = z.input<typeof DeductionSchema>;

/**
 * POST /accounts/tenants/{id}/move-out/. The date's range depends on the tenancy and on today, so
 * the service checks it with `moveOutDateError` (the shape is checked here).
 */
export const MoveOutInputSchema = z.object({
  move_out_date: isoDate(MOVE_OUT_MESSAGES.invalidDate),
  deductions: z
    .array(DeductionSchema)
    .max(MAX_DEDUCTIONS, MOVE_OUT_MESSAGES.tooManyDeductions(MAX_DEDUCTIONS))
    .default([]),
});
export type MoveOutInput = z.input<typeof MoveOutInputSchema>;

export type MoveOutResult = {
  tenancy_id: number;
  deposit_held: number;
  unpaid_rent: number;
  deductions_total: number;
  refund_due: number;
  balance_after: number;
};

/** POST /accounts/tenancies/{id}/deposit-refund/ (paid outside Pango; recorded here). */
export const DepositRefundInputSchema = z.object({
  amount: amountSchema(MOVE_OUT_MESSAGES.invalidRefundAmount),
  method: z.enum(DEPOSIT_REFUND_METHODS, { error: MOVE_OUT_MESSAGES.invalidMethod }),
  reference: z
    .string()
    .trim()
    .max(REFUND_REFERENCE_MAX, MOVE_OUT_MESSAGES.referenceTooLong)
    .default(''),
  paid_on: isoDate(MOVE_OUT_MESSAGES.invalidPaidOn),
});
export type DepositRefundInput = z.input<typeof DepositRefundInputSchema>;

export type DepositRefundResult = {
  tenancy_id: number;
  refund_due: number;
  refund_amount: number;
  refund_method: DepositRefundMethod;
  refund_reference: string;
  refund_paid_on: string;
};

// ---- Calendar arithmetic on plain dates (no time zone: every date here is a Nairobi day) ----

type CalendarMonth = { year: number; month: number };

const monthIndex = (m: CalendarMonth) => m.year * 12 + (m.month - 1);
const monthAt = (index: number): CalendarMonth => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});
export const daysInMonth = (m: CalendarMonth) =>
  new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const isoOf = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
export function parseIsoDate(value: string): CalendarDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
const monthName = (m: CalendarMonth) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;

/** The move-out date's range: not before the tenancy began, at most MOVE_OUT_MAX_DAYS_AHEAD ahead. */
export function moveOutDateError(
  moveOutDate: CalendarDate,
  limits: { startDate: CalendarDate; today: CalendarDate },
): string | null {
  if (dayNumber(moveOutDate) < dayNumber(limits.startDate))
    return MOVE_OUT_MESSAGES.beforeStart(isoOf(limits.startDate));
  if (dayNumber(moveOutDate) - dayNumber(limits.today) > MOVE_OUT_MAX_DAYS_AHEAD)
    return MOVE_OUT_MESSAGES.tooFarAhead(MOVE_OUT_MAX_DAYS_AHEAD);
  return null;
}

/**
 * Rent for part of a rent period: monthlyRent × daysOccupied / daysInPeriod, rounded to the nearest
 * whole shilling (half a shilling up). Integer arithmetic until the one division, so no float error
 * creeps in; the tenant is never charged more than the month nor less than 0.
 */
export function proratedRent(monthlyRent: number, daysOccupied: number, daysInPeriod: number) {
  const days = Math.min(Math.max(daysOccupied, 0), daysInPeriod);
  return Math.floor((monthlyRent * days * 2 + daysInPeriod) / (daysInPeriod * 2));
}

// ---- The settlement ----

/** A rent month already charged to the tenancy (the sum of its monthly charges). */
export type ChargedMonth = CalendarMonth & { amount: number };

export type RentAdjustment = {
  /** 'charge': a month not charged yet (posted with its charge key); else an adjustment. */
  type: 'charge' | 'adjustment';
  period: CalendarMonth;
  amount: number;
  description: string;
};

export type SettleMoveOutInput = {
  moveOutDate: CalendarDate;
  startDate: CalendarDate;
  /** What a month not charged yet costs (what the monthly job would post: the unit's rent). */
  monthlyRent: number;
  /** Property.prorateMoveOut: the move-out month is charged for the days occupied only. */
  isProrated: boolean;
  charges: readonly ChargedMonth[];
  /** The tenancy's ledger balance before the move-out (positive: owed by the tenant). */
  balance: number;
  depositHeld: number;
  deductions: readonly { reason: string; amount: number }[];
};

export type MoveOutSettlement = {
  rentAdjustments: RentAdjustment[];
  deductionEntries: { amount: number; description: string }[];
  /** Posted as a negative adjustment "Deposit applied at move-out" when above 0. */
  depositApplied: number;
  depositHeld: number;
  unpaidRent: number;
  deductionsTotal: number;
  refundDue: number;
  balanceAfter: number;
};

export const DEPOSIT_APPLIED_DESCRIPTION = 'Deposit applied at move-out';
export const deductionDescription = (reason: string) => `Deduction: ${reason}`;

/**
 * Brings the ledger to "rent owed up to and including the move-out date", then settles the deposit.
 * A rent period is the calendar month the ledger's charges name (their periodStart): months wholly
 * after the move-out date that were charged are reversed; the move-out month is charged in full, or
 * for the days occupied in it (from the later of the 1st and the start date, to the move-out date
 * inclusive) when pro-rating, by reversing its charge and posting the part; months up to the
 * move-out month never charged (the job posts 5 days ahead, a move-out may be planned later) get
 * their charge. Then: unpaid rent = the balance if positive (a prepaid credit stays in the balance),
 * the deposit covers unpaid rent and deductions as far as it goes, and the rest of the deposit is
 * the refund due; whatever the deposit did not cover stays owed in balanceAfter.
 */
export function settleMoveOut(input: SettleMoveOutInput): MoveOutSettlement {
  const { moveOutDate, startDate } = input;
  const outMonth: CalendarMonth = { year: moveOutDate.year, month: moveOutDate.month };
  const outIndex = monthIndex(outMonth);
  const movedOut = `moved out ${moveOutDate.day} ${MONTH_NAMES[moveOutDate.month - 1]}`;
  const charged = new Map<number, number>();
  for (const c of input.charges)
    charged.set(monthIndex(c), (charged.get(monthIndex(c)) ?? 0) + c.amount);

  const rentAdjustments: RentAdjustment[] = [];
  const reverse = (period: CalendarMonth, amount: number) =>
    rentAdjustments.push({
      type: 'adjustment',
      period,
      amount: -amount,
      description: `Rent for ${monthName(period)} reversed: ${movedOut}`,
    });

  // Months already charged: the earliest charge is where billing began (ADR 018); with none, the
  // tenancy's start month.
  const chargedIndexes = [...charged.keys()].sort((a, b) => a - b);
  const firstIndex = Math.min(chargedIndexes[0] ?? monthIndex(startDate), outIndex);
  for (let index = firstIndex; index < outIndex; index++) {
    if (charged.has(index) || input.monthlyRent <= 0) continue;
    const period = monthAt(index);
    rentAdjustments.push({
      type: 'charge',
      period,
      amount: input.monthlyRent,
      description: `Rent for ${monthName(period)}`,
    });
  }

  const periodDays = daysInMonth(outMonth);
  const fromDay = monthIndex(startDate) === outIndex ? startDate.day : 1;
  const daysOccupied = moveOutDate.day - fromDay + 1;
  const isPart = input.isProrated && daysOccupied < periodDays;
  const partDescription = `Rent ${fromDay}–${moveOutDate.day} ${monthName(outMonth)} (pro-rated)`;
  const outCharged = charged.get(outIndex);
  if (outCharged !== undefined) {
    const part = proratedRent(outCharged, daysOccupied, periodDays);
    if (isPart && part !== outCharged) {
      reverse(outMonth, outCharged);
      if (part > 0)
        rentAdjustments.push({
          type: 'adjustment',
          period: outMonth,
          amount: part,
          description: partDescription,
        });
    }
  } else if (input.monthlyRent > 0) {
    const amount = isPart
      ? proratedRent(input.monthlyRent, daysOccupied, periodDays)
      : input.monthlyRent;
    if (amount > 0)
      rentAdjustments.push({
        type: 'charge',
        period: outMonth,
        amount,
        description: isPart ? partDescription : `Rent for ${monthName(outMonth)}`,
      });
  }

  for (const index of chargedIndexes)
    if (index > outIndex) reverse(monthAt(index), charged.get(index)!);

  const balanceAfterRent =
    input.balance + rentAdjustments.reduce((sum, entry) => sum + entry.amount, 0);
  const unpaidRent = Math.max(0, balanceAfterRent);
  const deductionsTotal = input.deductions.reduce((sum, d) => sum + d.amount, 0);
  const depositHeld = Math.max(0, input.depositHeld);
  const depositApplied = Math.min(depositHeld, unpaidRent + deductionsTotal);
  return {
    rentAdjustments,
    deductionEntries: input.deductions.map((d) => ({
      amount: d.amount,
      description: deductionDescription(d.reason),
    })),
    depositApplied,
    depositHeld,
    unpaidRent,
    deductionsTotal,
    refundDue: depositHeld - depositApplied,
    balanceAfter: balanceAfterRent + deductionsTotal - depositApplied,
  };
}

/** The payment date of a refund: a real day, not after today. */
export function refundPaidOnError(paidOn: CalendarDate, today: CalendarDate): string | null {
  return dayNumber(paidOn) > dayNumber(today) ? MOVE_OUT_MESSAGES.paidOnInFuture : null;
}
