import { z } from 'zod';
import type { EnteredBy } from './team.js';
import { idSchema, optionalIdSchema } from './ids.js';
import { nairobiToday } from './nairobi-today.js';
import { amountSchema } from './registration.js';
import { multilineText } from './text.js';

// What a property costs its landlord (issue 24 item 3): repairs, bills, security, an agent's fee.
// Expenses feed the owner statement (owner-statement.ts); they never touch a tenant's ledger.

export const EXPENSE_CATEGORIES = [
  'repairs',
  'water_bill',
  'electricity',
  'security',
  'cleaning',
  'agent_fee',
  'land_rates',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  repairs: 'Repairs',
  water_bill: 'Water bill',
  electricity: 'Electricity',
  security: 'Security',
  cleaning: 'Cleaning',
  agent_fee: 'Agent fee',
  land_rates: 'Land rates',
  other: 'Other',
};

export const EXPENSE_NOTE_MAX = 500;
/** A receipt photo or PDF: the same 5 MB as an ID document, and the same kinds (PDF, JPEG, PNG). */
export const EXPENSE_RECEIPT_LIMITS = {
  field: 'receipt',
  maxBytes: 5 * 1024 * 1024,
  accept: 'application/pdf,image/jpeg,image/png',
} as const;

export const EXPENSE_MESSAGES = {
  chooseProperty: 'Choose the property this expense is for',
  chooseCategory: 'Choose a category',
  invalidAmount: 'Enter the amount spent in whole shillings, more than 0',
  invalidDate: 'Enter the date of the expense (not in the future)',
  noteTooLong: `Keep the note to ${EXPENSE_NOTE_MAX} characters`,
  unitNotOnProperty: 'Choose a unit of this property',
  invalidRange: 'Enter a valid date range (from before to)',
  receiptRequired: 'Choose a receipt photo or PDF',
  receiptType: 'Upload the receipt as a PDF, JPEG or PNG',
  receiptTooLarge: 'File size must be less than 5MB',
  repairCostInvalid: 'Enter the repair cost in whole shillings, more than 0',
  repairCostNeedsResolved: 'A repair cost is recorded when the report is resolved or closed',
  recorded: 'Expense recorded.',
  updated: 'Expense updated.',
  deleted: 'Expense deleted.',
  confirmDelete: 'Delete this expense? It leaves the owner statement.',
  empty: 'No expenses recorded for these filters yet.',
} as const;

const isoDay = (message: string) =>
  z.iso
    .date({ error: message })
    .pipe(z.string())
    .refine((value) => value >= '2000-01-01' && value <= nairobiToday(), message);

/** POST /accounts/expenses/ and PUT /accounts/expenses/{id}/ (the whole expense each time). */
export const ExpenseInputSchema = z.object({
  property_id: idSchema(EXPENSE_MESSAGES.chooseProperty),
  unit_id: z.preprocess(
    (v) => (v === '' ? null : v),
    idSchema(EXPENSE_MESSAGES.unitNotOnProperty).nullish(),
  ),
  category: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.chooseCategory }),
  amount: amountSchema(EXPENSE_MESSAGES.invalidAmount),
  incurred_on: isoDay(EXPENSE_MESSAGES.invalidDate),
  note: multilineText().max(EXPENSE_NOTE_MAX, EXPENSE_MESSAGES.noteTooLong).nullish(),
});
export type ExpenseInput = z.input<typeof ExpenseInputSchema>;
export type ExpenseData = z.output<typeof ExpenseInputSchema>;

const optionalDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.iso.date({ error: EXPENSE_MESSAGES.invalidRange }).optional(),
);

/** GET /accounts/expenses/?property_id=&category=&from=&to=&page=&page_size= (and csv/) */
export const ExpenseListQuerySchema = z
  .object({
    property_id: optionalIdSchema(EXPENSE_MESSAGES.chooseProperty),
    category: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.chooseCategory }).optional(),
    ),
    from: optionalDay,
    to: optionalDay,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: EXPENSE_MESSAGES.invalidRange,
    path: ['to'],
  });
export type ExpenseListQuery = z.output<typeof ExpenseListQuerySchema>;

/** One expense as the API answers it. */
export type ExpenseRead = {
  id: number;
  property_id: number;
  property_name: string;
  unit_id: number | null;
  unit_number: string | null;
  category: ExpenseCategory;
  amount: number;
  incurred_on: string;
  note: string | null;
  /** The receipt's download path, or null when none was attached. */
  receipt_url: string | null;
  receipt_content_type: string | null;
  /** The maintenance report closed with this repair cost, if any. */
  report_id: number | null;
  entered_by: EnteredBy;
  created_at: string;
};

/** GET /accounts/expenses/: one page, newest expense first, and the whole filtered list's total. */
export type ExpenseList = {
  count: number;
  total_amount: number;
  page: number;
  page_size: number;
  results: ExpenseRead[];
};

/** The optional repair cost sent when a maintenance report is resolved or closed. */
export const RepairCostSchema = amountSchema(EXPENSE_MESSAGES.repairCostInvalid);
