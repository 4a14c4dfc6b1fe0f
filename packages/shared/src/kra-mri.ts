import { z } from 'zod';
import { LIMITS } from './constants.js';
import { idSchema, optionalIdSchema } from './ids.js';
import { plainText } from './validation.js';
import type { RentalType } from './rental-types.js';

export * from './rental-types.js';

// KRA Monthly Rental Income (issue 24 items 5 and 6, ADR 039). Pango prepares the figures; the
// landlord files the return on iTax/eRITS. The law lives in one dated table so a change is one row.

export type MriRate = {
  /** First day (YYYY-MM-DD) the row applies; a month uses the last row starting on or before it. */
  from: string;
  /** The rate as a decimal string ('0.075'), for display and the API. */
  rate: string;
  /** The same rate in basis points (1/10,000): tax is computed on integers, never floats. */
  basis_points: number;
  /** Residents whose residential rent for the year lies in [annual_min, annual_max] file MRI. */
  annual_min: number;
  annual_max: number;
};

/**
 * From 1 Jan 2024 (Finance Act 2023): 7.5 %, KSh 288,000 to 15 million a year (kra.go.ke,
 * /work/shared/kenya-notes.md). Before: 10 % (kenya-notes). The pre-2024 band of KSh 144,000 to
 * 10 million is the Finance Act 2015's, from general knowledge, not confirmed in kenya-notes.
 */
export const MRI_RATES: readonly MriRate[] = [
  {
    from: '2016-01-01',
    rate: '0.10',
    basis_points: 1000,
    annual_min: 144_000,
    annual_max: 10_000_000,
  },
  {
    from: '2024-01-01',
    rate: '0.075',
    basis_points: 750,
    annual_min: 288_000,
    annual_max: 15_000_000,
  },
] as const;

/** Late filing (individuals): the higher of 5 % of the tax due or KSh 2,000 (kenya-notes). */
export const MRI_LATE_FILING_MIN_KSH = 2_000;
export const MRI_LATE_FILING_PERCENT = 5;
/** The return is due on this day of the following month. */
export const MRI_DUE_DAY = 20;
/** Pango's deadline reminder goes out on this day of the following month. */
export const MRI_REMINDER_DAY = 15;

export const MRI_MESSAGES = {
  invalidMonth: 'Choose a month as YYYY-MM.',
  invalidPin: 'Enter a KRA PIN like A123456789Z: a letter, 9 digits and a letter.',
  certificateRequired: 'Enter the withholding certificate number.',
  certificateTooLong: 'Keep the certificate number to 40 characters.',
  invalidCertificateAmount: 'Enter the tax withheld in whole shillings, more than 0.',
  certificateOverPayment: 'The tax withheld cannot be more than the payment.',
  notRent: 'A withholding certificate belongs to a completed rent payment.',
  disclaimer: 'Pango prepares these figures; you file the return on KRA iTax.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The row of MRI_RATES for a month (YYYY-MM); months before the first row use the first row. */
export function mriRateFor(month: string): MriRate {
  const day = `${month}-01`;
  let found = MRI_RATES[0]!;
  for (const row of MRI_RATES) if (row.from <= day) found = row;
  return found;
}

/**
 * The tax on a month's gross rent, in whole shillings: gross × rate rounded half up (KSh 0.50 and
 * more rounds up). iTax takes whole shillings; half up is the ordinary rule and never under-states
 * the tax. Integer arithmetic: gross × basis points / 10,000.
 */
export function mriTax(grossKsh: number, month: string): number {
  if (!Number.isSafeInteger(grossKsh) || grossKsh < 0)
    throw new RangeError('gross must be whole KSh');
  const bp = mriRateFor(month).basis_points;
  return Math.floor((grossKsh * bp + 5_000) / 10_000);
}

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The return's deadline: the 20th of the following month (YYYY-MM-DD). */
export function mriDueDate(month: string): string {
  return `${nextMonth(month)}-${MRI_DUE_DAY}`;
}

/**
 * The deadline reminder by SMS to the landlord (one GSM-7 segment or two): the figures, or a nil
 * return. `due` and amounts come formatted.
 */
export function mriReminderSms(input: {
  month: string;
  due: string;
  gross: string | null;
  tax: string | null;
}): string {
  const figures =
    input.gross === null
      ? 'No residential rent recorded: file a nil return if you are registered.'
      : `Rent received ${input.gross}, tax ${input.tax}.`;
  return `Pango: KRA rental income return for ${input.month} is due ${input.due}. ${figures} File on iTax.`;
}

/** The late-filing penalty on a return whose tax is `taxKsh`: max(5 %, KSh 2,000), half up. */
export function mriLateFilingPenalty(taxKsh: number): number {
  const percent = Math.floor((taxKsh * MRI_LATE_FILING_PERCENT + 50) / 100);
  return Math.max(percent, MRI_LATE_FILING_MIN_KSH);
}

export const mriMonthSchema = () =>
  z.string({ error: MRI_MESSAGES.invalidMonth }).trim().regex(MONTH, MRI_MESSAGES.invalidMonth);

export const MRI_TENANTS_PAGE_SIZE_MAX = 100;

/**
 * GET /payments/reports/mri/?month=YYYY-MM[&format=csv|pdf][&property_id=&page=&page_size=]
 * The screen's JSON carries one page of tenant rows (an agency has thousands), optionally of one
 * property; the CSV and PDF, the files the return is filed from, carry them all.
 */
export const MriQuerySchema = z.object({
  month: mriMonthSchema(),
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
  property_id: optionalIdSchema(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MRI_TENANTS_PAGE_SIZE_MAX).default(50),
});
export type MriQuery = z.output<typeof MriQuerySchema>;

/** A KRA PIN: a letter, 9 digits, a letter (A123456789Z); stored upper-case without spaces. */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;
export const normalizeKraPin = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isKraPin = (value: string) => KRA_PIN_PATTERN.test(normalizeKraPin(value));

/** An optional KRA PIN field: blank or null clears it. */
export const kraPinSchema = () =>
  z
    .string({ error: MRI_MESSAGES.invalidPin })
    .transform(normalizeKraPin)
    .refine((v) => v === '' || KRA_PIN_PATTERN.test(v), MRI_MESSAGES.invalidPin)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const WITHHOLDING_CERTIFICATE_MAX = 40;

/** PUT /payments/{id}/withholding-certificate/ (the check against the payment is the server's). */
export const WithholdingCertificateSchema = z.object({
  certificate_number: plainText(MRI_MESSAGES.certificateRequired)
    .min(1, MRI_MESSAGES.certificateRequired)
    .max(WITHHOLDING_CERTIFICATE_MAX, MRI_MESSAGES.certificateTooLong)
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase()),
  amount: z
    .number({ error: MRI_MESSAGES.invalidCertificateAmount })
    .int(MRI_MESSAGES.invalidCertificateAmount)
    .positive(MRI_MESSAGES.invalidCertificateAmount)
    .max(LIMITS.amountMax, MRI_MESSAGES.invalidCertificateAmount),
});
export type WithholdingCertificateInput = z.input<typeof WithholdingCertificateSchema>;

/** Whether a certificate's amount fits its payment (a positive whole KSh, at most the payment). */
export const certificateFitsPayment = (amount: number, paymentAmount: number) =>
  Number.isInteger(amount) && amount > 0 && amount <= paymentAmount;

export const MriPaymentIdSchema = z.object({ id: idSchema() });

/** A tenant's residential rent received at one property in the month (no certificate). */
export type MriTenantRow = {
  tenant_id: number;
  name: string;
  kra_pin: string | null;
  property_id: number;
  property_name: string;
  gross_rent: number;
  tax: number;
};
/** A residential property's month: its gross, the tax on it and how many tenants paid there. */
export type MriPropertyRow = {
  property_id: number;
  name: string;
  gross_rent: number;
  tax: number;
  tenant_count: number;
};
/** One page of tenant rows, by property then tenant name; `count` is the whole list's. */
export type MriTenantPage = {
  count: number;
  page: number;
  page_size: number;
  property_id: number | null;
  results: MriTenantRow[];
};
export type MriCertificateRow = {
  payment_id: number;
  certificate_number: string;
  /** The tax the agent withheld (KSh). */
  amount: number;
  /** What reached the landlord (the payment). */
  received: number;
  /** received + amount: the gross rent the certificate covers. */
  gross_rent: number;
  tenant_id: number | null;
  tenant_name: string | null;
  kra_pin: string | null;
  property_id: number | null;
  property_name: string | null;
  paid_on: string;
};
export type MriReport = {
  month: string;
  rate: string;
  annual_min: number;
  annual_max: number;
  due_date: string;
  /** No rent at all this month: the landlord files a nil return. */
  nil_return: boolean;
  /** Residential rent received without a withholding certificate, and 7.5 % (10 %) of it. */
  gross_rent: number;
  tax: number;
  late_filing_penalty: number;
  withheld: { gross: number; tax_withheld: number; certificates: MriCertificateRow[] };
  properties: MriPropertyRow[];
  tenants: MriTenantPage;
  excluded_properties: {
    property_id: number;
    name: string;
    rental_type: RentalType;
    /** Rent received there this month, not counted. */
    gross_rent: number;
  }[];
};
