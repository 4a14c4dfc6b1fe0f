import { z } from 'zod';
import type { EnteredBy } from './team.js';
import { nairobiToday } from './nairobi-today.js';
import { idSchema } from './ids.js';
import { amountSchema } from './registration.js';
import { multilineText } from './text.js';
import { plainText } from './validation.js';

// Payments the landlord records by hand (issue 19 item 7): cash, a bank transfer, a cheque, or an
// M-Pesa payment made outside Pango. They are credited to the tenant's current tenancy at once.

export const MANUAL_PAYMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'mpesa'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_METHOD_LABELS: Record<ManualPaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  mpesa: 'M-Pesa',
};

export const MANUAL_PAYMENT_NOTE_MAX = 500;
export const MANUAL_PAYMENT_REFERENCE_MAX = 50;

export const MANUAL_PAYMENT_MESSAGES = {
  chooseTenant: 'Choose the tenant who paid',
  invalidAmount: 'Enter the amount paid in whole shillings, more than 0',
  chooseMethod: 'Choose how the tenant paid',
  referenceRequired: 'Enter the payment reference (receipt book number, bank or cheque number)',
  referenceTooLong: `Keep the reference to ${MANUAL_PAYMENT_REFERENCE_MAX} characters`,
  invalidPaidOn: 'Enter the date the money was received (not in the future)',
  noteTooLong: `Keep the note to ${MANUAL_PAYMENT_NOTE_MAX} characters`,
  duplicateReference: 'A payment with this reference is already recorded.',
  noTenancy: 'This tenant has no current unit to credit.',
  chooseKind: 'Choose rent or deposit',
  recorded: 'Payment recorded.',
} as const;

// en-CA writes dates as YYYY-MM-DD. Intl rather than calendar.ts: the dialog that uses this must
// not pull calendar.ts out of the tenant area's first-load chunk (ADR 016's /tenant budget).

/**
 * A reference is matched as the same one whatever its case or spacing ("chq 001" = "CHQ  001"),
 * so it is stored trimmed, single-spaced and upper-case (the database's unique key sees that form).
 */
export function normalizeManualReference(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What a payment recorded by hand pays: rent, or the deposit (never revenue, ADR 021). */
export const MANUAL_PAYMENT_KINDS = ['rent', 'deposit'] as const;
export type ManualPaymentKind = (typeof MANUAL_PAYMENT_KINDS)[number];

/** POST /payments/manual/ */
export const ManualPaymentSchema = z.object({
  tenant_id: idSchema(MANUAL_PAYMENT_MESSAGES.chooseTenant),
  /** Rent (credited to the ledger, with a receipt) or the deposit, held for the tenant (issue 18). */
  kind: z.enum(MANUAL_PAYMENT_KINDS, { error: MANUAL_PAYMENT_MESSAGES.chooseKind }).default('rent'),
  amount: amountSchema(MANUAL_PAYMENT_MESSAGES.invalidAmount),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: MANUAL_PAYMENT_MESSAGES.chooseMethod }),
  reference: plainText(MANUAL_PAYMENT_MESSAGES.referenceRequired)
    .min(1, MANUAL_PAYMENT_MESSAGES.referenceRequired)
    .max(MANUAL_PAYMENT_REFERENCE_MAX, MANUAL_PAYMENT_MESSAGES.referenceTooLong)
    .transform(normalizeManualReference),
  paid_on: z.iso
    .date({ error: MANUAL_PAYMENT_MESSAGES.invalidPaidOn })
    .pipe(z.string())
    .refine(
      (value) => value >= '2000-01-01' && value <= nairobiToday(),
      MANUAL_PAYMENT_MESSAGES.invalidPaidOn,
    ),
  note: multilineText().max(MANUAL_PAYMENT_NOTE_MAX, MANUAL_PAYMENT_MESSAGES.noteTooLong).nullish(),
});
export type ManualPaymentInput = z.input<typeof ManualPaymentSchema>;
export type ManualPaymentData = z.output<typeof ManualPaymentSchema>;

/** The answer of POST /payments/manual/: the payment as credited, with its receipt number. */
export type ManualPaymentResult = {
  id: number;
  tenant_id: number;
  kind: ManualPaymentKind;
  amount: number;
  method: ManualPaymentMethod;
  reference: string;
  paid_on: string;
  status: 'completed';
  receipt_number: string | null;
  /** The team member who recorded it (issue 23); null = the owner. */
  entered_by: EnteredBy;
};
