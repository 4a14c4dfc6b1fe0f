import { describe, expect, it } from 'vitest';
import { computeAccount, type LedgerRow } from './rent-rules.js';

// The rent status over every charge kind (issue 20, item 6; ADR 029): rent, water, service
// charges, late fees and adjustments are all debits; payments, credits and waivers settle them.
// `due` with some paid is the screens' "partial"; a credit is "prepaid" (prepaid_months > 0).

const d = (iso: string) => new Date(iso);
const anchor = { year: 2030, month: 1, day: 5 };
let id = 1;
const debit = (amount: number, month = '2030-01'): LedgerRow => ({
  id: id++,
  type: 'charge',
  amount,
  periodStart: d(`${month}-01T00:00:00Z`),
  createdAt: d(`${month}-01T00:00:00Z`),
});
const paid = (amount: number): LedgerRow => ({
  id: id++,
  type: 'payment',
  amount: -amount,
  periodStart: null,
  createdAt: d('2030-01-02T00:00:00Z'),
});
const waiver = (target: LedgerRow, amount = target.amount): LedgerRow => ({
  id: id++,
  type: 'adjustment',
  amount: -amount,
  periodStart: null,
  createdAt: d('2030-01-02T00:00:00Z'),
  waivedEntryId: target.id,
});

const rent = debit(10000);
const water = debit(1875);
const garbage = debit(300);
const fee = debit(500);
const febRent = debit(10000, '2030-02');

describe('computeAccount over every charge kind', () => {
  it.each([
    ['nothing charged', [], '2030-01-03', 'not_billed', 0, 0],
    [
      'rent, water and garbage unpaid before the due date',
      [rent, water, garbage],
      '2030-01-03',
      'due',
      12175,
      0,
    ],
    ['the same after the due date', [rent, water, garbage], '2030-01-06', 'overdue', 12175, 0],
    [
      'rent paid, water unpaid after the due date',
      [rent, water, paid(10000)],
      '2030-01-06',
      'overdue',
      1875,
      0,
    ],
    ['everything paid', [rent, water, garbage, paid(12175)], '2030-01-06', 'paid', 0, 0],
    [
      'a late fee waived, the rest paid',
      [rent, fee, paid(10000), waiver(fee)],
      '2030-01-20',
      'paid',
      0,
      0,
    ],
    [
      'January settled, February not yet due',
      [rent, water, febRent, paid(11875)],
      '2030-01-20',
      'due',
      10000,
      0,
    ],
    ['paid a month ahead', [rent, paid(20000)], '2030-01-06', 'paid', -10000, 1],
  ] as const)('%s', (_name, rows, today, status, balance, prepaid) => {
    const figures = computeAccount(rows, 10000, anchor, d(`${today}T09:00:00+03:00`));
    expect(figures.status).toBe(status);
    expect(figures.balance).toBe(balance);
    expect(figures.prepaidMonths).toBe(prepaid);
  });

  it('lets a waiver settle its own line, not the oldest one', () => {
    // January's rent is 500 short: waiving February's fee does not pay it (pooled, it would).
    const lateFee = debit(500, '2030-02');
    const figures = computeAccount(
      [rent, lateFee, paid(9500), waiver(lateFee)],
      10000,
      anchor,
      d('2030-01-20T09:00:00+03:00'),
    );
    expect(figures.status).toBe('overdue');
    expect(figures.balance).toBe(500);
    expect(figures.nextPeriod).toEqual({ year: 2030, month: 1 });
  });
});
