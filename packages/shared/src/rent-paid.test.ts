import { describe, expect, it } from 'vitest';
import { rentPaidPercent, rentStatusOf } from './rent-status.js';

describe('rentStatusOf', () => {
  it('never says paid for a tenancy with no charge yet', () => {
    expect(rentStatusOf({ hasCharge: false, outstanding: 0, isOldestUnpaidPastDue: false })).toBe(
      'not_billed',
    );
    expect(rentStatusOf({ hasCharge: true, outstanding: 0, isOldestUnpaidPastDue: false })).toBe(
      'paid',
    );
  });

  it('says due or overdue whenever something is outstanding', () => {
    expect(rentStatusOf({ hasCharge: true, outstanding: 500, isOldestUnpaidPastDue: false })).toBe(
      'due',
    );
    expect(rentStatusOf({ hasCharge: true, outstanding: 500, isOldestUnpaidPastDue: true })).toBe(
      'overdue',
    );
  });
});

describe('rentPaidPercent', () => {
  const rent = { monthly_rent: 10000, rent_due: 0 };

  it('reads 0% when nothing has been charged, not 100%', () => {
    expect(rentPaidPercent({ ...rent, rent_status: 'not_billed' })).toBe(0);
  });

  it('reads what share of the month is paid once rent is charged', () => {
    expect(rentPaidPercent({ ...rent, rent_status: 'paid' })).toBe(100);
    expect(rentPaidPercent({ ...rent, rent_due: 2500, rent_status: 'due' })).toBe(75);
    expect(rentPaidPercent({ ...rent, rent_due: 30000, rent_status: 'overdue' })).toBe(0);
  });
});

describe('rentStatusOf over every charge kind (ADR 029)', () => {
  it.each([
    [
      'nothing billed yet',
      { hasCharge: false, outstanding: 0, isOldestUnpaidPastDue: false },
      'not_billed',
    ],
    [
      'rent, water and garbage paid',
      { hasCharge: true, outstanding: 0, isOldestUnpaidPastDue: false },
      'paid',
    ],
    [
      'in credit (prepaid)',
      { hasCharge: true, outstanding: 0, isOldestUnpaidPastDue: false },
      'paid',
    ],
    [
      'a water line left, not yet due',
      { hasCharge: true, outstanding: 1875, isOldestUnpaidPastDue: false },
      'due',
    ],
    [
      'a late fee left after its due date',
      { hasCharge: true, outstanding: 500, isOldestUnpaidPastDue: true },
      'overdue',
    ],
    [
      'a one-off charge before any rent',
      { hasCharge: true, outstanding: 1500, isOldestUnpaidPastDue: false },
      'due',
    ],
  ] as const)('%s', (_name, position, status) => {
    expect(rentStatusOf(position)).toBe(status);
  });
});
