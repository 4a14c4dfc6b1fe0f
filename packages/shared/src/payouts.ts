import { z } from 'zod';

// "Where rent lands" and the payouts ledger (issue 19 item 9, ADR 026): a landlord either collects
// into their own M-Pesa, or Pango collects for them and owes them what it collected, less the
// platform's fee.

export const COLLECTION_MODES = ['collected', 'own'] as const;
export type CollectionMode = (typeof COLLECTION_MODES)[number];
export const DEFAULT_COLLECTION_MODE: CollectionMode = 'collected';
export const COLLECTION_MODE_LABELS: Record<CollectionMode, string> = {
  collected: 'Collected by Pango',
  own: 'My own M-Pesa',
};

export const PAYOUT_MESSAGES = {
  settingTitle: 'Where rent lands',
  chooseMode: 'Choose where rent lands: collected by Pango or your own M-Pesa',
  saved: 'Saved. New payments follow this choice; payments already started keep theirs.',
  screenTitle: 'Collected for you',
  intro:
    'Rent and deposits your tenants paid through Pango (M-Pesa prompt, card or sandbox) while Pango collects for you, by month, and whether Pango has paid them out to you.',
  empty: 'Nothing collected for you yet.',
  loadFailed: 'Could not load what Pango collected for you.',
  pending: 'Not paid out yet',
  sent: 'Paid out',
  monthInvalid: 'Enter the month as YYYY-MM',
  referenceRequired: 'Enter the transfer reference',
} as const;

/** PUT /payments/payouts/settings/ */
export const CollectionSettingsSchema = z.object({
  collection_mode: z.enum(COLLECTION_MODES, { error: PAYOUT_MESSAGES.chooseMode }),
});
export type CollectionSettingsInput = z.input<typeof CollectionSettingsSchema>;
/** GET/PUT /payments/payouts/settings/ */
export type CollectionSettings = {
  collection_mode: CollectionMode;
  /** The platform's fee on what it collects, in basis points (100 = 1 %). */
  platform_fee_bp: number;
};

/** Basis points in a whole (10,000 bp = 100 %). */
export const BASIS_POINTS = 10_000;

/**
 * The platform's fee on one payment, in whole KSh: gross × bp / 10,000 rounded DOWN, so the
 * landlord is never charged a fraction of a shilling more than the rate (a fee of 2.5 % on
 * KSh 15,001 is KSh 375, not 375.025 → 376). net = gross − fee, so gross = fee + net exactly.
 */
export function payoutSplit(gross: number, feeBp: number): { fee: number; net: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError('gross must be whole KSh');
  if (!Number.isInteger(feeBp) || feeBp < 0 || feeBp > BASIS_POINTS)
    throw new RangeError('fee must be 0-10000 basis points');
  // Integer division: gross ≤ 2^31 and bp ≤ 10^4 keep the product far below 2^53.
  const fee = Math.floor((gross * feeBp) / BASIS_POINTS);
  return { fee, net: gross - fee };
}

/** A month as YYYY-MM (payout months, the operator command). */
export const PayoutMonthSchema = z
  .string({ error: PAYOUT_MESSAGES.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAYOUT_MESSAGES.monthInvalid);

/** The operator's mark-sent command. */
export const MarkPayoutSentSchema = z.object({
  landlord: z.coerce.number().int().positive(),
  month: PayoutMonthSchema,
  reference: z
    .string({ error: PAYOUT_MESSAGES.referenceRequired })
    .trim()
    .min(1, PAYOUT_MESSAGES.referenceRequired)
    .max(100),
});

export const PAYOUTS_PAGE_SIZE = 12;
export const PayoutsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type PayoutStatus = 'pending' | 'sent';
/** One payout of a month: pending (still gathering) or sent with its reference. */
export type PayoutRow = {
  id: number;
  status: PayoutStatus;
  gross: number;
  fee: number;
  amount: number;
  payments: number;
  reference: string | null;
  sent_at: string | null;
};
/** GET /payments/payouts/: one entry per month, newest first. */
export type PayoutMonth = {
  month: string;
  gross: number;
  fee: number;
  net: number;
  paid_out: number;
  owed: number;
  payouts: PayoutRow[];
};
export type PayoutsPage = {
  count: number;
  next: number | null;
  previous: number | null;
  results: PayoutMonth[];
};
