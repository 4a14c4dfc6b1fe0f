import { nairobiDate, type CalendarDate } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import {
  chargeKeyOf,
  computeAccount,
  dueDateIn,
  formatDate,
  formatMonth,
  monthsToCharge,
  rentAnchor,
  RENT_CHARGE_LEAD_DAYS,
  type LedgerRow,
} from './rent-rules.js';

const d = (iso: string) => new Date(iso);
const date = (s: string): CalendarDate => {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const months = (anchor: string, now: string, last?: string) =>
  monthsToCharge(
    date(anchor),
    d(now),
    last ? { year: date(last).year, month: date(last).month } : null,
  ).map(formatMonth);

let nextId = 1;
const charge = (month: string, amount: number): LedgerRow => ({
  id: nextId++,
  type: 'charge',
  amount,
  periodStart: d(`${month}-01T00:00:00Z`),
  createdAt: d(`${month}-01T00:00:00Z`),
});
const payment = (amount: number): LedgerRow => ({
  id: nextId++,
  type: 'payment',
  amount: -amount,
  periodStart: null,
  createdAt: d('2026-01-01T00:00:00Z'),
});

describe('Nairobi calendar', () => {
  it('takes the date in Nairobi (UTC+3), not UTC', () => {
    expect(nairobiDate(d('2026-01-31T20:59:59Z'))).toEqual(date('2026-01-31'));
    expect(nairobiDate(d('2026-01-31T21:00:00Z'))).toEqual(date('2026-02-01'));
    expect(nairobiDate(d('2026-12-31T21:00:00Z'))).toEqual(date('2027-01-01'));
  });

  it('puts a day 29-31 anchor on the last day of a shorter month', () => {
    expect(formatDate(dueDateIn({ year: 2026, month: 2 }, 31))).toBe('2026-02-28');
    expect(formatDate(dueDateIn({ year: 2028, month: 2 }, 31))).toBe('2028-02-29');
    expect(formatDate(dueDateIn({ year: 2026, month: 4 }, 31))).toBe('2026-04-30');
    expect(formatDate(dueDateIn({ year: 2026, month: 2 }, 29))).toBe('2026-02-28');
    expect(formatDate(dueDateIn({ year: 2026, month: 3 }, 31))).toBe('2026-03-31');
  });
});

describe('rentAnchor', () => {
  it('prefers the landlord rent due date, else the move-in date, else none', () => {
    const due = d('2026-03-10T00:00:00Z');
    const moveIn = d('2026-02-20T00:00:00Z');
    expect(rentAnchor(due, moveIn)).toEqual(date('2026-03-10'));
    expect(rentAnchor(null, moveIn)).toEqual(date('2026-02-20'));
    expect(rentAnchor(null, null)).toBeNull();
  });
  it('keys a charge by tenant, unit and month', () => {
    expect(chargeKeyOf(7, 12, { year: 2026, month: 3 })).toBe('7:12:2026-03');
  });
});

describe('monthsToCharge', () => {
  it(`posts a month ${RENT_CHARGE_LEAD_DAYS} days before its due date, by the Nairobi clock`, () => {
    // Due 2026-03-10: posted from 2026-03-05 00:00 Nairobi (= 2026-03-04T21:00Z).
    expect(months('2026-03-10', '2026-03-04T20:59:59Z')).toEqual([]);
    expect(months('2026-03-10', '2026-03-04T21:00:00Z')).toEqual(['2026-03']);
    expect(months('2026-03-10', '2026-04-04T21:00:00Z')).toEqual(['2026-03', '2026-04']);
  });

  it('posts nothing while the anchor is in the future (a month with no charge)', () => {
    expect(months('2026-09-15', '2026-06-01T09:00:00Z')).toEqual([]);
  });

  it('catches up every missed month of the tenancy, and only those after the last posted', () => {
    expect(months('2026-01-20', '2026-05-16T09:00:00Z')).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(months('2026-01-20', '2026-05-16T09:00:00Z', '2026-03-01')).toEqual([
      '2026-04',
      '2026-05',
    ]);
    expect(months('2026-01-20', '2026-05-14T09:00:00Z', '2026-05-01')).toEqual([]);
  });

  it('handles an anchor on the 31st through February and across the new year', () => {
    // February's due date is the 28th, so its charge appears on the 23rd.
    expect(months('2026-01-31', '2026-02-22T12:00:00Z')).toEqual(['2026-01']);
    expect(months('2026-01-31', '2026-02-23T12:00:00Z')).toEqual(['2026-01', '2026-02']);
    // The January 2027 charge (due 2026-12-31 + 1 month = 2027-01-31) appears on 2027-01-26.
    expect(months('2026-12-31', '2026-12-26T12:00:00Z')).toEqual(['2026-12']);
    // Due on the 3rd: the next month's charge is posted in the previous calendar month.
    expect(months('2026-12-03', '2026-12-29T21:00:00Z')).toEqual(['2026-12', '2027-01']);
  });

  it('never bills months before the tenancy began in Pango (an old move-in date)', () => {
    const joined = { year: 2026, month: 4 };
    expect(
      monthsToCharge(date('2019-06-10'), d('2026-05-06T09:00:00Z'), null, joined).map(formatMonth),
    ).toEqual(['2026-04', '2026-05']);
  });
});

describe('computeAccount', () => {
  const anchor = date('2026-01-05');
  const rent = 10000;

  it('is paid with nothing owed and the next due date after the last charge', () => {
    const a = computeAccount(
      [charge('2026-01', rent), payment(rent)],
      rent,
      anchor,
      d('2026-01-20T09:00:00Z'),
    );
    expect(a).toMatchObject({
      balance: 0,
      outstanding: 0,
      credit: 0,
      prepaidMonths: 0,
      status: 'paid',
    });
    expect(formatDate(a.nextDueDate!)).toBe('2026-02-05');
  });

  it('is due before the due date and overdue the day after, in Nairobi time', () => {
    const rows = [charge('2026-01', rent)];
    expect(computeAccount(rows, rent, anchor, d('2026-01-05T20:59:00Z')).status).toBe('due');
    expect(computeAccount(rows, rent, anchor, d('2026-01-05T21:00:00Z')).status).toBe('overdue');
  });

  it('applies a partial payment to the oldest charge first', () => {
    const rows = [charge('2026-01', rent), charge('2026-02', rent), payment(14000)];
    const a = computeAccount(rows, rent, anchor, d('2026-02-03T09:00:00Z'));
    expect(a).toMatchObject({ balance: 6000, outstanding: 6000, credit: 0, status: 'due' });
    // January is settled, February is partly paid: February is the oldest unpaid charge.
    expect(formatDate(a.nextDueDate!)).toBe('2026-02-05');
    expect(formatMonth(a.nextPeriod!)).toBe('2026-02');
    const late = computeAccount(
      [charge('2026-01', rent), payment(4000)],
      rent,
      anchor,
      d('2026-02-01T09:00:00Z'),
    );
    expect(late).toMatchObject({ outstanding: 6000, status: 'overdue' });
    expect(formatDate(late.nextDueDate!)).toBe('2026-01-05');
  });

  it('keeps 12 months paid ahead as credit and counts them as prepaid months', () => {
    const a = computeAccount(
      [charge('2026-01', rent), payment(13 * rent)],
      rent,
      anchor,
      d('2026-01-02T09:00:00Z'),
    );
    expect(a).toMatchObject({
      balance: -12 * rent,
      outstanding: 0,
      credit: 12 * rent,
      prepaidMonths: 12,
      status: 'paid',
    });
    expect(formatDate(a.nextDueDate!)).toBe('2026-02-05');
  });

  it('counts only whole prepaid months', () => {
    const a = computeAccount(
      [charge('2026-01', rent), payment(rent + 15000)],
      rent,
      anchor,
      d('2026-01-02T09:00:00Z'),
    );
    expect(a).toMatchObject({ credit: 15000, prepaidMonths: 1 });
  });

  it('keeps posted charges at their amount after a rent change; later ones use the new rent', () => {
    const rows = [charge('2026-01', rent), charge('2026-02', 12000), payment(rent)];
    const a = computeAccount(rows, 12000, anchor, d('2026-02-03T09:00:00Z'));
    expect(a).toMatchObject({ balance: 12000, outstanding: 12000, status: 'due' });
    const prepaid = computeAccount(
      [charge('2026-01', rent), payment(rent + 24000)],
      12000,
      anchor,
      d('2026-01-10T09:00:00Z'),
    );
    expect(prepaid.prepaidMonths).toBe(2);
  });

  it('has no next due date and owes nothing without an anchor or charges, and is not paid', () => {
    const a = computeAccount([], rent, null, d('2026-01-10T09:00:00Z'));
    expect(a).toMatchObject({
      balance: 0,
      outstanding: 0,
      status: 'not_billed',
      nextDueDate: null,
    });
  });

  it('with an anchor in the future and no charge yet, the next due date is the anchor', () => {
    const a = computeAccount([], rent, date('2026-09-15'), d('2026-06-01T09:00:00Z'));
    expect(formatDate(a.nextDueDate!)).toBe('2026-09-15');
    // Nothing charged yet: never "paid" for a month nobody billed (issue 17).
    expect(a.status).toBe('not_billed');
  });

  it('with a past anchor and no charge posted yet, the next due date is not in the past', () => {
    const a = computeAccount([], rent, date('2026-01-05'), d('2026-03-10T09:00:00Z'));
    expect(formatDate(a.nextDueDate!)).toBe('2026-04-05');
  });

  it('treats a credit paid before any charge as prepaid rent, not yet billed', () => {
    const a = computeAccount([payment(2 * rent)], rent, anchor, d('2026-01-01T09:00:00Z'));
    expect(a).toMatchObject({ balance: -2 * rent, prepaidMonths: 2, status: 'not_billed' });
  });

  it('a hand-made charge without a rent month is due the day it was booked', () => {
    const rows: LedgerRow[] = [
      {
        id: nextId++,
        type: 'adjustment',
        amount: 500,
        periodStart: null,
        createdAt: d('2026-02-10T08:00:00Z'),
      },
    ];
    const a = computeAccount(rows, rent, null, d('2026-02-10T09:00:00Z'));
    expect(a).toMatchObject({ outstanding: 500, status: 'due' });
    expect(formatDate(a.nextDueDate!)).toBe('2026-02-10');
    expect(computeAccount(rows, rent, null, d('2026-02-11T09:00:00Z')).status).toBe('overdue');
  });
});
