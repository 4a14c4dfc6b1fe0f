import { describe, expect, it } from 'vitest';
import {
  MRI_MESSAGES,
  MriQuerySchema,
  WithholdingCertificateSchema,
  certificateFitsPayment,
  kraPinSchema,
  mriDueDate,
  mriLateFilingPenalty,
  mriRateFor,
  mriTax,
  previousMonth,
} from './kra-mri.js';

describe('mriRateFor: the dated table', () => {
  it.each([
    ['2016-01', '0.10', 144_000, 10_000_000],
    ['2023-12', '0.10', 144_000, 10_000_000],
    ['2024-01', '0.075', 288_000, 15_000_000],
    ['2026-10', '0.075', 288_000, 15_000_000],
  ])('%s uses %s', (month, rate, min, max) => {
    expect(mriRateFor(month)).toMatchObject({ rate, annual_min: min, annual_max: max });
  });
});

describe('mriTax: whole shillings, half up', () => {
  it.each([
    // gross, month, tax
    [0, '2024-01', 0], // a nil month
    [100_000, '2024-01', 7_500],
    [100_000, '2023-12', 10_000], // the rate change at 2024-01-01
    [25_000, '2024-03', 1_875],
    [10, '2024-03', 1], // 0.75 rounds up
    [6, '2024-03', 0], // 0.45 rounds down
    [2, '2024-03', 0], // 0.15
    [14, '2024-03', 1], // 1.05
    [30, '2024-03', 2], // 2.25
    [50, '2024-03', 4], // 3.75
    [1_234_567, '2024-03', 92_593], // 92,592.525 → 92,593
    [1_234_565, '2023-03', 123_457], // 123,456.5 → 123,457 (half up)
  ])('%i KSh in %s → %i', (gross, month, tax) => {
    expect(mriTax(gross, month)).toBe(tax);
  });

  it('refuses fractions and negatives rather than guessing', () => {
    expect(() => mriTax(10.5, '2024-01')).toThrow(RangeError);
    expect(() => mriTax(-1, '2024-01')).toThrow(RangeError);
  });
});

describe('deadline and penalty', () => {
  it.each([
    ['2024-01', '2024-02-20'],
    ['2024-12', '2025-01-20'],
  ])('%s is due on %s', (month, due) => expect(mriDueDate(month)).toBe(due));

  it.each([
    [0, 2_000],
    [7_500, 2_000],
    [40_000, 2_000],
    [40_010, 2_001], // 2,000.5 half up
    [100_000, 5_000],
  ])('late filing on %i KSh tax costs %i', (tax, penalty) => {
    expect(mriLateFilingPenalty(tax)).toBe(penalty);
  });

  it('steps back across a year', () => expect(previousMonth('2025-01')).toBe('2024-12'));
});

describe('MriQuerySchema', () => {
  it.each(['2024-1', '2024-13', '2024-00', 'jan', '', '2024-01-01'])('refuses %j', (month) => {
    const result = MriQuerySchema.safeParse({ month });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MRI_MESSAGES.invalidMonth);
  });
  it('takes YYYY-MM and defaults to JSON and the first page of 50 tenants', () => {
    expect(MriQuerySchema.parse({ month: '2024-01' })).toEqual({
      month: '2024-01',
      format: 'json',
      page: 1,
      page_size: 50,
    });
    expect(MriQuerySchema.parse({ month: '2024-01', page: '3', property_id: '7' })).toMatchObject({
      page: 3,
      property_id: 7,
    });
  });
  it.each([{ page: '0' }, { page_size: '101' }, { page_size: '0' }, { property_id: 'x' }])(
    'refuses a page outside the bounds: %j',
    (query) => {
      expect(MriQuerySchema.safeParse({ month: '2024-01', ...query }).success).toBe(false);
    },
  );
});

describe('KRA PIN', () => {
  it.each([
    ['A123456789Z', 'A123456789Z'],
    [' a123456789z ', 'A123456789Z'],
    ['P 0512 34567 Q', 'P051234567Q'],
    ['', null],
    [null, null],
  ])('%j is stored as %j', (input, stored) => {
    expect(kraPinSchema().parse(input)).toBe(stored);
  });
  it.each(['A12345678Z', 'A1234567890Z', '1123456789Z', 'A123456789', 'AB23456789Z'])(
    'refuses %j',
    (pin) => {
      const result = kraPinSchema().safeParse(pin);
      expect(result.error?.issues[0]?.message).toBe(MRI_MESSAGES.invalidPin);
    },
  );
});

describe('withholding certificate', () => {
  it('normalises the number and needs a positive whole amount', () => {
    expect(
      WithholdingCertificateSchema.parse({ certificate_number: ' wht 0012 ', amount: 2500 }),
    ).toEqual({ certificate_number: 'WHT 0012', amount: 2500 });
    for (const amount of [0, -5, 12.5, '100']) {
      expect(
        WithholdingCertificateSchema.safeParse({ certificate_number: 'X', amount }).success,
      ).toBe(false);
    }
  });
  it.each([
    [2_500, 22_500, true],
    [22_500, 22_500, true],
    [22_501, 22_500, false],
    [0, 22_500, false],
  ])('%i withheld against a %i payment fits: %s', (amount, payment, fits) => {
    expect(certificateFitsPayment(amount, payment)).toBe(fits);
  });
});
