import { describe, expect, it } from 'vitest';
import { ageArrears } from '@pango/shared';
import { allocateCredits, formatDate, type LedgerRow } from '../../ledger/rent-rules.js';
import { ageTenancy, debitsCovering, type TailDebit } from './arrears-ageing.js';

// The report ages only the newest debits that cover a tenancy's balance (arrears-rows.ts reads no
// more). These cases check that this equals ageing the whole history with allocateCredits.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const booked = (iso: string) => new Date(`${iso}T06:00:00Z`);

/** Months of rent from January 2024, with the payments given (negative), in booking order. */
function history(months: number, rent: number, payments: [on: string, amount: number][]) {
  const rows: LedgerRow[] = [];
  let id = 0;
  for (let m = 0; m < months; m += 1) {
    const period = new Date(Date.UTC(2024, m, 1));
    const posted = new Date(period.getTime() - 2 * 86_400_000);
    rows.push({ id: ++id, type: 'charge', amount: rent, periodStart: period, createdAt: posted });
  }
  for (const [on, amount] of payments)
    rows.push({ id: ++id, type: 'payment', amount, periodStart: null, createdAt: booked(on) });
  // Booking order, as ids are given in the database.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

function agedWhole(rows: LedgerRow[], anchorDay: number, asOf: string) {
  const { debits, unpaid } = allocateCredits(rows, anchorDay);
  return ageArrears(
    debits.map((d) => ({ due: formatDate(d.due), amount: unpaid.get(d.id) ?? 0 })),
    asOf,
  );
}

function agedTail(rows: LedgerRow[], anchorDay: number, asOf: string) {
  const balance = rows.reduce((sum, row) => sum + row.amount, 0);
  const newestFirst = rows
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.id - a.id) as TailDebit[];
  const { debits, complete } = debitsCovering(newestFirst, balance, true);
  expect(complete).toBe(true);
  return ageTenancy(debits, balance, anchorDay, asOf, day(asOf)).amounts;
}

describe('ageing the covering debits equals ageing the whole history', () => {
  const cases: {
    name: string;
    rows: LedgerRow[];
    anchorDay: number;
    asOf: string;
  }[] = [
    {
      name: 'two years paid but the last three months',
      rows: history(24, 12_000, [['2024-06-01', -12_000 * 21]]),
      anchorDay: 5,
      asOf: '2025-12-20',
    },
    {
      name: 'part payments leave a partial month',
      rows: history(12, 10_000, [
        ['2024-03-10', -25_000],
        ['2024-09-10', -52_500],
      ]),
      anchorDay: 31,
      asOf: '2024-12-31',
    },
    {
      name: 'nothing ever paid: every month is aged',
      rows: history(6, 8_000, []),
      anchorDay: 29,
      asOf: '2024-07-01',
    },
  ];
  it.each(cases)('$name', ({ rows, anchorDay, asOf }) => {
    expect(agedTail(rows, anchorDay, asOf)).toEqual(agedWhole(rows, anchorDay, asOf));
  });
});

describe('debitsCovering', () => {
  const debit = (id: number, amount: number): TailDebit => ({
    id,
    type: 'charge',
    amount,
    periodStart: null,
    createdAt: day('2026-01-01'),
  });
  it.each([
    { name: 'covered with one more', balance: 15, isAll: false, ids: [4, 3, 2], complete: true },
    {
      name: 'the rows ran out: read more',
      balance: 45,
      isAll: false,
      ids: [4, 3, 2, 1],
      complete: false,
    },
    { name: 'all rows read', balance: 45, isAll: true, ids: [4, 3, 2, 1], complete: true },
  ])('$name', ({ balance, isAll, ids, complete }) => {
    const rows = [debit(4, 10), debit(3, 10), debit(2, 10), debit(1, 10)];
    const got = debitsCovering(rows, balance, isAll);
    expect(got.debits.map((d) => d.id)).toEqual(ids);
    expect(got.complete).toBe(complete);
  });
});
