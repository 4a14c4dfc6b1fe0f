import { z } from 'zod';
import { toScaledInteger } from './billing-rules.js';
import { plainText } from './validation.js';
import type { EnteredBy } from './team.js';

// Meter readings (issue 20, item 2; docs/decisions/023-billing-rules.md). A reading is kept as an
// integer of thousandths (12.345 m³ = 12345) and a rate as integer cents per unit, so the amount
// is computed exactly: consumption × rate, rounded half up to a whole shilling, at least the
// charge's minimum.

export const METER_MESSAGES = {
  chargeRequired: 'Choose the meter charge.',
  readingInvalid: 'Enter the meter reading, a number with up to 3 decimals.',
  readOnInvalid: 'Enter the date of the reading.',
  readOnFuture: 'The reading date cannot be in the future.',
  noSuchCharge: (name: string) => `This unit has no meter charge named ${name}.`,
  belowPrevious: (previous: string) =>
    `This reading is below the previous one (${previous}). Was the meter replaced? Confirm the replacement to save it.`,
  saved: 'Reading saved.',
} as const;

/** 999,999.999: the largest reading a six-digit meter shows, and well inside a 32-bit integer. */
export const READING_MAX_MILLI = 999_999_999;

/** POST /api/accounts/units/{id}/meter-readings/ */
export const MeterReadingInputSchema = z.object({
  /** The metered charge's name, as on the property's billing rules (any case). */
  charge: plainText(METER_MESSAGES.chargeRequired)
    .min(1, METER_MESSAGES.chargeRequired)
    .max(60, METER_MESSAGES.chargeRequired),
  reading: z
    .union([z.number(), z.string()], { error: METER_MESSAGES.readingInvalid })
    .transform((value, ctx) => {
      const milli = toScaledInteger(value, 3);
      if (milli === null || milli > READING_MAX_MILLI) {
        ctx.addIssue({ code: 'custom', message: METER_MESSAGES.readingInvalid });
        return z.NEVER;
      }
      return milli;
    }),
  read_on: z.iso.date({ error: METER_MESSAGES.readOnInvalid }),
  /** Sent after the landlord confirms the meter was replaced (a reading below the previous one). */
  replaced_meter: z.boolean().default(false),
});
export type MeterReadingInput = z.input<typeof MeterReadingInputSchema>;

export const MeterReadingListQuerySchema = z.object({
  charge: plainText().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** One reading as the API answers it. */
export type MeterReadingRead = {
  id: number;
  unit: number;
  charge: string;
  /** The reading, e.g. 1234.5 (m³). */
  reading: number;
  read_on: string;
  period: string;
  replaced_meter: boolean;
  previous_reading: number | null;
  /** reading − previous; the reading itself after a replacement; null for a first reading. */
  consumption: number | null;
  /** What it charges in whole KSh (null for a first reading: nothing to charge yet). */
  amount: number | null;
  /** The landlord's URL of the meter's photo (fetched with the bearer token), or null. */
  photo_url: string | null;
  /** The team member who entered it (issue 23); null = the owner. */
  entered_by: EnteredBy;
  created_at: string;
};

export type MeterReadingList = {
  count: number;
  next_page: number | null;
  results: MeterReadingRead[];
};

/**
 * Consumption in thousandths: the difference with the previous reading, or the reading itself
 * when the meter was replaced (a new meter starts at 0). Null for a first reading (a baseline) and
 * for a drop without a confirmed replacement (the API refuses that reading).
 */
export function meterConsumption(input: {
  readingMilli: number;
  previousMilli: number | null;
  replacedMeter: boolean;
}): number | null {
  if (input.replacedMeter) return input.readingMilli;
  if (input.previousMilli === null) return null;
  const used = input.readingMilli - input.previousMilli;
  return used >= 0 ? used : null;
}

/**
 * The amount in whole KSh for a consumption: thousandths × cents / 100,000, rounded half up,
 * then at least the minimum charge. BigInt keeps the product exact past 2^53.
 */
export function meterAmount(input: {
  consumptionMilli: number;
  rateCents: number;
  minimumCharge: number | null;
}): number {
  const product = BigInt(input.consumptionMilli) * BigInt(input.rateCents);
  const ksh = Number((product + 50_000n) / 100_000n);
  return Math.max(ksh, input.minimumCharge ?? 0);
}
