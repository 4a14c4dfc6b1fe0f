import { z } from 'zod';
import { idSchema } from './ids.js';
import { multilineText } from './text.js';
import { plainText } from './validation.js';

// Signup deposits whose signup never finished (issue 17 item 2, docs/decisions/018): the money
// belongs to whoever paid it, so the landlord sees each one with the payer's contact and either
// attaches it to an application or records that it was refunded. Deposits are never revenue.

/** A signup deposit with no account this long after it completed goes to the landlord's queue. */
export const UNCLAIMED_DEPOSIT_AFTER_HOURS = 24;

export const REFUND_METHODS = ['mpesa', 'bank_transfer', 'cash', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  other: 'Other',
};

export const UNCLAIMED_DEPOSIT_MESSAGES = {
  title: 'Deposit received, signup not finished',
  chooseApplication: 'Choose the application this deposit belongs to',
  chooseMethod: 'Choose how the deposit was refunded',
  referenceRequired: 'Enter the refund reference (e.g. the M-Pesa code)',
  alreadySettled: 'This deposit has already been attached or refunded.',
  applicationDepositPaid: 'This application’s deposit is already paid.',
  attached: (name: string) => `Deposit attached to ${name}'s application.`,
  refunded: 'Refund recorded.',
} as const;

/** POST /payments/unclaimed-deposits/{id}/attach/ */
export const AttachDepositSchema = z.object({
  application_id: idSchema(UNCLAIMED_DEPOSIT_MESSAGES.chooseApplication),
});
export type AttachDepositInput = z.input<typeof AttachDepositSchema>;

/** POST /payments/unclaimed-deposits/{id}/refund/ (the refund itself is made outside Pango). */
export const RefundDepositSchema = z.object({
  method: z.enum(REFUND_METHODS, { error: UNCLAIMED_DEPOSIT_MESSAGES.chooseMethod }),
  reference: plainText(UNCLAIMED_DEPOSIT_MESSAGES.referenceRequired)
    .min(1, UNCLAIMED_DEPOSIT_MESSAGES.referenceRequired)
    .max(100),
  note: multilineText().max(500).optional(),
});
export type RefundDepositInput = z.input<typeof RefundDepositSchema>;

/** One row of GET /payments/unclaimed-deposits/: the contact is as typed in the signup form. */
export type UnclaimedDeposit = {
  id: number;
  amount: number;
  completed_at: string;
  reference_number: string;
  mpesa_receipt: string | null;
  payment_method: string;
  payer_name: string | null;
  payer_phone: string | null;
  payer_email: string | null;
  unit_number: string | null;
  property_name: string | null;
};

/** An application a deposit may be attached to: the landlord's, pending or approved, deposit unpaid. */
export type DepositApplicationOption = {
  id: number;
  tenant_name: string;
  tenant_phone: string | null;
  status: 'pending' | 'approved';
  unit_number: string;
  property_name: string;
};

export type UnclaimedDepositList = {
  count: number;
  results: UnclaimedDeposit[];
  /** Where each deposit can be attached (empty when the queue is). */
  applications: DepositApplicationOption[];
};
