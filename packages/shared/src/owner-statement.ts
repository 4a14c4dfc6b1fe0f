import { z } from 'zod';
import type { ExpenseCategory } from './expenses.js';
import { periodLabel } from './billing-periods.js';
import { nairobiToday } from './nairobi-today.js';

// The owner statement (issue 24 item 4): one property over one month or a range of months, from
// the ledger and the expenses. What counts as income is in docs/decisions/040.

export const OWNER_STATEMENT_MAX_MONTHS = 12;

export const OWNER_STATEMENT_MESSAGES = {
  invalidMonth: 'Enter a month as YYYY-MM',
  invalidRange: 'Choose a start month on or before the end month',
  rangeTooLong: `Choose at most ${OWNER_STATEMENT_MAX_MONTHS} months`,
  futureMonth: 'Choose a month that has started',
  noOwnerEmail: "Add the owner's email to this property to email the statement.",
  emailed: 'Statement emailed to the owner.',
  ownerNameTooLong: "Keep the owner's name to 100 characters",
  ownerEmailInvalid: 'Enter a valid email address for the owner',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z
  .string({ error: OWNER_STATEMENT_MESSAGES.invalidMonth })
  .regex(MONTH, OWNER_STATEMENT_MESSAGES.invalidMonth)
  .refine((m) => m >= '2000-01', OWNER_STATEMENT_MESSAGES.invalidMonth);

/** Months from `from` to `to` inclusive ('2026-01', '2026-03' → 3). */
export function monthsInRange(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

/** The Nairobi month now, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()) => nairobiToday(now).slice(0, 7);

/** GET /accounts/properties/{id}/owner-statement/?from=YYYY-MM&to=YYYY-MM (to defaults to from). */
export const OwnerStatementQuerySchema = z
  .object({ from: month, to: month.optional() })
  .transform((q) => ({ from: q.from, to: q.to ?? q.from }))
  .superRefine((q, ctx) => {
    if (q.to > currentMonth())
      ctx.addIssue({ code: 'custom', path: ['to'], message: OWNER_STATEMENT_MESSAGES.futureMonth });
    else if (q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: OWNER_STATEMENT_MESSAGES.invalidRange,
      });
    else if (monthsInRange(q.from, q.to) > OWNER_STATEMENT_MAX_MONTHS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: OWNER_STATEMENT_MESSAGES.rangeTooLong,
      });
  });
export type OwnerStatementQuery = z.output<typeof OwnerStatementQuerySchema>;

export type OwnerStatement = {
  property: { id: number; name: string; address: string };
  owner: { name: string | null; email: string | null };
  from: string;
  to: string;
  /** Rent and charges received in the range, per tenant (ledger payment lines; never deposits). */
  income: { tenant_id: number; tenant_name: string; unit_number: string; amount: number }[];
  income_total: number;
  expenses: { category: ExpenseCategory; amount: number; count: number }[];
  expenses_total: number;
  /** income_total − expenses_total; may be negative. */
  net: number;
  /** Deposits held for the property's tenancies open at the end of the range (a liability). */
  deposits_held: number;
  /** What the property's tenants owed at the end of the range (positive balances only). */
  arrears: number;
};

/** "March 2026", or "January 2026 – March 2026" for a range. */
export function statementRangeLabel(from: string, to: string): string {
  const label = (m: string) => periodLabel(`${m}-01`);
  return from === to ? label(from) : `${label(from)} – ${label(to)}`;
}
