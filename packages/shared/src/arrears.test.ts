import { describe, expect, it } from 'vitest';
import {
  ageArrears,
  arrearsBucketOf,
  ArrearsQuerySchema,
  ArrearsRemindSchema,
  daysPastDue,
  oldestBucketIndex,
  type ArrearsBucket,
} from './arrears.js';

describe('daysPastDue and the bucket of an amount', () => {
  const cases: [due: string, asOf: string, days: number, bucket: ArrearsBucket][] = [
    ['2026-03-05', '2026-03-01', -4, 'current'],
    ['2026-03-05', '2026-03-05', 0, 'current'],
    ['2026-03-05', '2026-03-06', 1, 'days_1_30'],
    // Exact boundaries: 30 | 31, 60 | 61, 90 | 91 days past due.
    ['2026-03-01', '2026-03-31', 30, 'days_1_30'],
    ['2026-03-01', '2026-04-01', 31, 'days_31_60'],
    ['2026-03-01', '2026-04-30', 60, 'days_31_60'],
    ['2026-03-01', '2026-05-01', 61, 'days_61_90'],
    ['2026-03-01', '2026-05-30', 90, 'days_61_90'],
    ['2026-03-01', '2026-05-31', 91, 'days_90_plus'],
    // Month ends: due 31 January, as of 1 March is 29 days in 2026 but 30 in leap 2028.
    ['2026-01-31', '2026-03-01', 29, 'days_1_30'],
    ['2028-01-31', '2028-03-01', 30, 'days_1_30'],
    ['2028-01-31', '2028-03-02', 31, 'days_31_60'],
    ['2026-01-31', '2026-02-28', 28, 'days_1_30'],
    // Leap day due dates.
    ['2028-02-29', '2028-02-29', 0, 'current'],
    ['2028-02-29', '2028-03-01', 1, 'days_1_30'],
    ['2028-02-29', '2028-03-30', 30, 'days_1_30'],
    ['2028-02-29', '2028-03-31', 31, 'days_31_60'],
    ['2028-02-29', '2028-05-29', 90, 'days_61_90'],
    ['2028-02-29', '2028-05-30', 91, 'days_90_plus'],
    ['2028-02-28', '2029-02-28', 366, 'days_90_plus'],
    // Across a year end.
    ['2026-12-31', '2027-01-30', 30, 'days_1_30'],
    ['2026-12-31', '2027-01-31', 31, 'days_31_60'],
  ];
  it.each(cases)('due %s, as of %s: %i days, %s', (due, asOf, days, bucket) => {
    expect(daysPastDue(due, asOf)).toBe(days);
    expect(arrearsBucketOf(days)).toBe(bucket);
  });
});

describe('ageArrears', () => {
  const cases: {
    name: string;
    unpaid: { due: string; amount: number }[];
    asOf: string;
    expected: Partial<Record<ArrearsBucket | 'total', number>>;
  }[] = [
    { name: 'nothing unpaid', unpaid: [], asOf: '2026-03-01', expected: { total: 0 } },
    {
      name: 'paid-off debits (0 left) count nowhere',
      unpaid: [{ due: '2026-01-05', amount: 0 }],
      asOf: '2026-03-01',
      expected: { total: 0 },
    },
    {
      name: 'three months of rent, one per bucket',
      unpaid: [
        { due: '2026-01-05', amount: 10_000 },
        { due: '2026-02-05', amount: 10_000 },
        { due: '2026-03-05', amount: 4_000 },
      ],
      asOf: '2026-03-05',
      expected: { current: 4_000, days_1_30: 10_000, days_31_60: 10_000, total: 24_000 },
    },
    {
      name: 'month-end due dates in a leap year',
      unpaid: [
        { due: '2028-01-31', amount: 15_000 },
        { due: '2028-02-29', amount: 15_000 },
        { due: '2028-03-31', amount: 15_000 },
      ],
      asOf: '2028-03-31',
      // 31 Jan to 31 Mar 2028 is 60 days (29 in February), 29 Feb to 31 Mar is 31.
      expected: { current: 15_000, days_31_60: 30_000, total: 45_000 },
    },
    {
      name: 'a year-old debt is 90+',
      unpaid: [
        { due: '2025-03-01', amount: 7_500 },
        { due: '2026-02-28', amount: 2_500 },
      ],
      asOf: '2026-03-01',
      expected: { days_90_plus: 7_500, days_1_30: 2_500, total: 10_000 },
    },
  ];
  it.each(cases)('$name', ({ unpaid, asOf, expected }) => {
    const amounts = ageArrears(unpaid, asOf);
    expect(amounts).toEqual({
      current: 0,
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 0,
      days_90_plus: 0,
      total: 0,
      ...expected,
    });
    expect(Number.isInteger(amounts.total)).toBe(true);
  });

  it('names the oldest bucket holding money', () => {
    expect(oldestBucketIndex(ageArrears([], '2026-03-01'))).toBe(-1);
    expect(oldestBucketIndex(ageArrears([{ due: '2026-01-01', amount: 1 }], '2026-03-01'))).toBe(2);
  });
});

describe('ArrearsQuerySchema and ArrearsRemindSchema', () => {
  it('defaults and bounds the query', () => {
    expect(ArrearsQuerySchema.parse({})).toEqual({
      property_id: undefined,
      as_of: undefined,
      sort: 'total',
      order: 'desc',
      page: 1,
      page_size: 25,
    });
    expect(ArrearsQuerySchema.parse({ property_id: '', as_of: '' }).property_id).toBeUndefined();
    expect(ArrearsQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(ArrearsQuerySchema.safeParse({ sort: 'amount' }).success).toBe(false);
  });
  it.each(['2026-02-29', '2026-13-01', '1/3/2026', 'today'])('refuses as_of %s', (as_of) => {
    expect(ArrearsQuerySchema.safeParse({ as_of }).success).toBe(false);
  });
  it('accepts a leap day', () => {
    expect(ArrearsQuerySchema.parse({ as_of: '2028-02-29' }).as_of).toBe('2028-02-29');
  });
  it('takes 1 to 100 tenant ids', () => {
    expect(ArrearsRemindSchema.parse({ tenant_ids: ['3', 4] })).toEqual({ tenant_ids: [3, 4] });
    expect(ArrearsRemindSchema.safeParse({ tenant_ids: [] }).success).toBe(false);
    expect(ArrearsRemindSchema.safeParse({}).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(ArrearsRemindSchema.safeParse({ tenant_ids: many }).success).toBe(false);
  });
});
