import { describe, expect, it } from 'vitest';
import { billedLineKey, lateFeeFor, lateFeeFrom, type LateFeeRule } from './billing-run.js';

const rule = (over: Partial<LateFeeRule>): LateFeeRule => ({
  type: 'none',
  amount: null,
  percentBp: null,
  cap: null,
  ...over,
});

describe('lateFeeFor', () => {
  it.each([
    ['no fee rule', rule({}), 10_000, 0],
    ['fixed, rent unpaid', rule({ type: 'fixed', amount: 500 }), 10_000, 500],
    ['fixed, a shilling unpaid', rule({ type: 'fixed', amount: 500 }), 1, 500],
    ['fixed, rent paid', rule({ type: 'fixed', amount: 500 }), 0, 0],
    ['5 % of the unpaid rent', rule({ type: 'percent', percentBp: 500 }), 10_000, 500],
    ['2.5 % of part of the rent', rule({ type: 'percent', percentBp: 250 }), 4_000, 100],
    ['rounded half up', rule({ type: 'percent', percentBp: 250 }), 1_020, 26],
    ['rounded down below half', rule({ type: 'percent', percentBp: 250 }), 1_010, 25],
    ['capped', rule({ type: 'percent', percentBp: 1_000, cap: 700 }), 10_000, 700],
    ['under the cap', rule({ type: 'percent', percentBp: 1_000, cap: 700 }), 5_000, 500],
    ['percent, rent paid', rule({ type: 'percent', percentBp: 1_000 }), 0, 0],
    ['exact past 2^31', rule({ type: 'percent', percentBp: 10_000 }), 9_999_999, 9_999_999],
  ])('%s', (_name, r, unpaid, fee) => {
    expect(lateFeeFor(r, unpaid)).toBe(fee);
  });
});

describe('lateFeeFrom', () => {
  it.each([
    ['2026-11-01', 5, 0, '2026-11-06'],
    ['2026-11-01', 5, 3, '2026-11-09'],
    ['2026-02-01', 28, 5, '2026-03-06'],
    ['2026-12-01', 28, 10, '2027-01-08'],
  ])('period %s, due day %i, %i grace days → %s', (period, due, grace, from) => {
    expect(lateFeeFrom(period, due, grace)).toBe(from);
  });
});

describe('billedLineKey', () => {
  it('is one per tenancy, kind, charge and month', () => {
    expect(billedLineKey(7, 'service', '2026-12-01', 'garbage')).toBe('7:service:garbage:2026-12');
    expect(billedLineKey(7, 'water', '2026-12-01', 'water')).toBe('7:water:water:2026-12');
    expect(billedLineKey(7, 'late_fee', '2026-12-01')).toBe('7:late_fee:2026-12');
  });
});
