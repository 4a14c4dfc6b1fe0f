import { z } from 'zod';
import { amountSchema } from './registration.js';
import { plainText } from './validation.js';

// Waivers and adjustments (issue 20, item 4; docs/decisions/029-billing-run.md): the landlord
// waives a charge (all or part of it) with a reason, or adds a one-off charge or credit.
// POST /api/accounts/tenancies/{id}/ledger-adjustments/

export const LEDGER_ADJUSTMENT_KINDS = ['waiver', 'charge', 'credit'] as const;
export type LedgerAdjustmentKind = (typeof LEDGER_ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_MESSAGES = {
  kindInvalid: 'Choose waiver, charge or credit.',
  amountInvalid: 'Enter a whole amount in KSh greater than 0.',
  reasonRequired: 'Give a reason.',
  reasonTooLong: 'Use at most 200 characters.',
  entryRequired: 'Choose the line to waive.',
  entryNotForKind: 'Only a waiver names a line.',
  notWaivable: 'Only a charge can be waived.',
  overWaiver: (left: number) =>
    `A waiver cannot exceed what is left of the charge (KSh ${left.toLocaleString('en-KE')}).`,
  alreadyWaived: 'This charge has already been waived in full.',
  saved: {
    waiver: 'Charge waived.',
    charge: 'Charge added.',
    credit: 'Credit added.',
  },
} as const;

export const LedgerAdjustmentInputSchema = z
  .object({
    kind: z.enum(LEDGER_ADJUSTMENT_KINDS, { error: ADJUSTMENT_MESSAGES.kindInvalid }),
    amount: amountSchema(ADJUSTMENT_MESSAGES.amountInvalid),
    reason: plainText(ADJUSTMENT_MESSAGES.reasonRequired)
      .min(1, ADJUSTMENT_MESSAGES.reasonRequired)
      .max(200, ADJUSTMENT_MESSAGES.reasonTooLong),
    entry_id: z
      .number({ error: ADJUSTMENT_MESSAGES.entryRequired })
      .int(ADJUSTMENT_MESSAGES.entryRequired)
      .positive(ADJUSTMENT_MESSAGES.entryRequired)
      .max(2_147_483_647, ADJUSTMENT_MESSAGES.entryRequired)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'waiver' && input.entry_id == null)
      ctx.addIssue({
        code: 'custom',
        path: ['entry_id'],
        message: ADJUSTMENT_MESSAGES.entryRequired,
      });
    if (input.kind !== 'waiver' && input.entry_id != null)
      ctx.addIssue({
        code: 'custom',
        path: ['entry_id'],
        message: ADJUSTMENT_MESSAGES.entryNotForKind,
      });
  });
export type LedgerAdjustmentInput = z.input<typeof LedgerAdjustmentInputSchema>;
export type LedgerAdjustmentParsed = z.output<typeof LedgerAdjustmentInputSchema>;

/** The ledger line an adjustment wrote. */
export type LedgerAdjustmentRead = {
  id: number;
  tenancy: number;
  kind: 'waiver' | 'adjustment';
  /** Signed KSh: a charge is positive, a credit and a waiver negative. */
  amount: number;
  description: string;
  waived_entry: number | null;
  created_at: string;
};
