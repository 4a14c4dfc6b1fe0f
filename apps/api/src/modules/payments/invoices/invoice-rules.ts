import {
  LEDGER_LINE_KIND_LABELS,
  nairobiDate,
  type InvoiceLine,
  type LedgerLineKind,
} from '@pango/shared';
import {
  addMonths,
  dateColumn,
  dueDateIn,
  formatDate,
  formatMonth,
  nairobiStartOf,
  type CalendarMonth,
} from '../../ledger/rent-rules.js';

// What a period's invoice is made of, as pure functions (docs/decisions/030). Every ledger row of
// the tenancy lands in exactly one place, so previous balance + lines − payments = the ledger's sum
// up to the period's end:
//   - a payment by when it was received: before the period → previous balance, in it → "payments
//     received", after it → not on this invoice;
//   - any other line by its period (period_start, else the Nairobi month it was booked): earlier →
//     previous balance, this period → a line, later → not on this invoice.

export type InvoiceLedgerRow = {
  id: number;
  kind: LedgerLineKind;
  amount: number;
  periodStart: Date | null;
  createdAt: Date;
  description: string;
};

export type PeriodSplit = {
  previousBalance: number;
  lines: InvoiceLine[];
  chargesTotal: number;
  /** A positive sum (refunds or reversals booked as payments may lower it). */
  paymentsReceived: number;
  balance: number;
  amountDue: number;
};

/** 'YYYY-MM-01' → { year, month } */
export function monthOfPeriod(period: string): CalendarMonth {
  return { year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) };
}

export const periodOfMonth = (m: CalendarMonth) => `${formatMonth(m)}-01`;

/** The Nairobi month an instant falls in. */
export function nairobiMonth(instant: Date): CalendarMonth {
  const d = nairobiDate(instant);
  return { year: d.year, month: d.month };
}

function lineMonth(row: InvoiceLedgerRow): CalendarMonth {
  if (row.periodStart) {
    const d = dateColumn(row.periodStart);
    return { year: d.year, month: d.month };
  }
  return nairobiMonth(row.createdAt);
}

// Kinds in the order an invoice lists them; lines of one kind keep the ledger's order.
const KIND_ORDER: Record<LedgerLineKind, number> = {
  opening_balance: 0,
  rent: 1,
  water: 2,
  service: 3,
  late_fee: 4,
  adjustment: 5,
  waiver: 6,
  payment: 7,
};

export function splitPeriod(rows: readonly InvoiceLedgerRow[], period: string): PeriodSplit {
  const month = monthOfPeriod(period);
  const start = nairobiStartOf({ ...month, day: 1 }).getTime();
  const end = nairobiStartOf({ ...addMonths(month, 1), day: 1 }).getTime();
  const key = formatMonth(month);
  let previousBalance = 0;
  let paymentsReceived = 0;
  const lines: (InvoiceLine & { order: number })[] = [];
  for (const row of rows) {
    if (row.kind === 'payment') {
      const at = row.createdAt.getTime();
      if (at < start) previousBalance += row.amount;
      else if (at < end) paymentsReceived -= row.amount;
      continue;
    }
    const rowKey = formatMonth(lineMonth(row));
    if (rowKey < key) previousBalance += row.amount;
    else if (rowKey === key)
      lines.push({
        id: row.id,
        kind: row.kind,
        label: LEDGER_LINE_KIND_LABELS[row.kind],
        description: row.description,
        amount: row.amount,
        order: KIND_ORDER[row.kind],
      });
  }
  lines.sort((a, b) => a.order - b.order || a.id - b.id);
  const chargesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const balance = previousBalance + chargesTotal - paymentsReceived;
  return {
    previousBalance,
    lines: lines.map(({ order: _order, ...line }) => line),
    chargesTotal,
    paymentsReceived,
    balance,
    amountDue: Math.max(0, balance),
  };
}

/** The period's due date ('YYYY-MM-DD') for the due day of the billing rules in force. */
export function invoiceDueDate(period: string, rentDueDay: number): string {
  return formatDate(dueDateIn(monthOfPeriod(period), rentDueDay));
}

/** 'YYYY-MM-DD' as a DATE column's value. */
export const toDbDate = (date: string) => new Date(`${date}T00:00:00Z`);
export const fromDbDate = (date: Date) => date.toISOString().slice(0, 10);
