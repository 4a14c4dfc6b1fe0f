import { z } from 'zod';
import { LIMITS } from './constants.js';
import { idSchema } from './ids.js';
import { plainText } from './validation.js';
import { amountSchema } from './registration.js';
import type { EnteredBy } from './team.js';

// The rent ledger's API answers and the landlord's rent-price requests (seed 001 sections 5 and 7,
// seed 002 section 7). Rules: docs/decisions/012-rent-ledger.md. Amounts are whole KSh.

export const LEDGER_MESSAGES = {
  rentInvalid: 'Enter the monthly rent as a whole amount in KSh greater than 0',
  updateTypeInvalid: 'Choose percentage or fixed',
  bulkAmountInvalid: 'Enter the amount to change the rents by',
  fixedAmountWhole: 'A fixed change must be a whole amount in KSh',
  percentageRange: 'A percentage change must be between -99 and 1000',
  unitTypeFilterRequired: "Choose 'all' or a unit type",
  bulkResultNotPositive: (unit: string, rent: number) =>
    `This change would set the rent of unit ${unit} to KSh ${rent.toLocaleString('en-KE')}. Rents must stay above 0, so nothing was changed.`,
  bulkResultTooLarge: (unit: string) =>
    `This change would set the rent of unit ${unit} above the largest rent accepted, so nothing was changed.`,
  noUnitsMatch: 'No units match this filter.',
  rentsChangedMeanwhile:
    'Some rents changed while this update ran, so nothing was changed. Please try again.',
  rentsUpdated: (count: number) => `Updated the rent of ${count} unit${count === 1 ? '' : 's'}.`,
  rentsPreview: (count: number) => `${count} unit${count === 1 ? '' : 's'} would change.`,
} as const;

export const RENT_STATUSES = ['paid', 'due', 'overdue', 'not_billed', 'no_unit'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

/** GET /api/payments/rent-summary/ (seed 002 section 7 "Rent summary", plus next_due_date). */
export type RentAccount = {
  unit: { id: number; unit_number: string; property_id: number; property_name: string } | null;
  monthly_rent: number;
  /** Outstanding rent: max(0, balance). */
  rent_due: number;
  prepaid_months: number;
  rent_status: RentStatus;
  /** YYYY-MM-DD, or null when there is no unit or no rent anchor (no due date and no move-in date). */
  next_due_date: string | null;
  /** SUM of the ledger for the current unit: positive = owed, negative = credit. */
  balance: number;
};

/** One row of GET /api/payments/rent-payments/ (seed 001 section 6 "Rent payment / transaction"). */
export type RentPaymentRow = {
  id: number;
  tenant: number | null;
  tenant_name: string | null;
  unit: number | null;
  unit_number: string | null;
  property: number | null;
  property_name: string | null;
  amount: number;
  transaction_type: 'rent' | 'deposit';
  status: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';
  payment_method: string;
  reference_number: string;
  mpesa_receipt: string | null;
  /** "RCT-000123" once the payment is credited (issue 19): GET /payments/{id}/receipt/ has its PDF. */
  receipt_number: string | null;
  description: string | null;
  created_at: string;
  completed_at: string | null;
  /** The team member who recorded it by hand (issue 23); null = the owner, or not by hand. */
  entered_by: EnteredBy;
};

/**
 * The payments list counts at most this many rows (issue 12): an exact count of an agency's million
 * payments costs a quarter of a second per page, and nobody pages that far.
 */
export const RENT_PAYMENTS_COUNT_CAP = 1_000;

export type RentPaymentPage = {
  /** Exact, unless count_capped: then at least this many (the pager shows "of N+"). */
  count: number;
  count_capped: boolean;
  /** The next page number, or null on the last page. */
  next_page: number | null;
  results: RentPaymentRow[];
};

/**
 * GET /api/payments/rent-payments/summary/ (landlord). Every sum is rent only: deposits are held
 * for tenants, never income (issue 17, docs/decisions/018).
 */
export type RentPaymentSummary = {
  /** The Nairobi calendar month the "this month" figures cover, YYYY-MM. */
  month: string;
  /** Sum of rent payments completed this month (by completion time, Nairobi). */
  collected_this_month: number;
  completed_payments_this_month: number;
  /** Payments still pending or processing. */
  pending_amount: number;
  pending_payments: number;
  /** Sum over current tenancies of max(0, ledger balance). */
  outstanding_rent: number;
  tenants_with_outstanding_rent: number;
  /** Sum of all completed payments ever. */
  total_collected: number;
};

export const RentPaymentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  property_id: idSchema().optional(),
});

export const PropertyFilterQuerySchema = z.object({
  property_id: idSchema().optional(),
});

/** PUT /api/payments/unit-rent-update/{id}/ */
export const UnitRentUpdateSchema = z.object({ rent: amountSchema(LEDGER_MESSAGES.rentInvalid) });
export type UnitRentUpdateInput = z.infer<typeof UnitRentUpdateSchema>;

export type UnitRent = { id: number; unit_number: string; rent: number; deposit: number };

export const BULK_RENT_UPDATE_TYPES = ['percentage', 'fixed'] as const;
export type BulkRentUpdateType = (typeof BULK_RENT_UPDATE_TYPES)[number];

/** POST /api/payments/bulk-rent-update/ (seed 001 sections 5 and 7). */
export const BulkRentUpdateSchema = z
  .object({
    update_type: z.enum(BULK_RENT_UPDATE_TYPES, { error: LEDGER_MESSAGES.updateTypeInvalid }),
    // No change can exceed the largest rent there is (and a bigger number would not fit a column).
    amount: z.coerce
      .number({ error: LEDGER_MESSAGES.bulkAmountInvalid })
      .refine(Number.isFinite, LEDGER_MESSAGES.bulkAmountInvalid)
      .refine((v) => Math.abs(v) <= LIMITS.amountMax, LEDGER_MESSAGES.bulkAmountInvalid),
    unit_type_filter: plainText(LEDGER_MESSAGES.unitTypeFilterRequired)
      .min(1, LEDGER_MESSAGES.unitTypeFilterRequired)
      .max(LIMITS.customRoomTypeMax + 10),
    property_id: idSchema().optional().nullable(),
    preview_only: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.update_type === 'fixed' && !Number.isInteger(input.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: LEDGER_MESSAGES.fixedAmountWhole });
    if (input.update_type === 'percentage' && (input.amount <= -100 || input.amount > 1000))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: LEDGER_MESSAGES.percentageRange });
  });
export type BulkRentUpdateInput = z.infer<typeof BulkRentUpdateSchema>;

/** The one rule for a bulk change (the form's live preview uses it too). */
export function bulkNewRent(rent: number, type: BulkRentUpdateType, amount: number): number {
  return type === 'percentage' ? Math.round(rent * (1 + amount / 100)) : rent + amount;
}

export type BulkRentChange = {
  id: number;
  unit_number: string;
  old_rent: number;
  new_rent: number;
};

export type BulkRentUpdateResult = {
  message: string;
  units_updated: number;
  units: BulkRentChange[];
};
