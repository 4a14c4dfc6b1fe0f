import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, BillingRulesInputSchema, toScaledInteger } from './billing-rules.js';
import { changesApplyFrom, nextPeriod, periodLabel, versionInForce } from './billing-periods.js';

const valid = {
  rent_due_day: 5,
  grace_days: 3,
  late_fee: { type: 'percent', percent: 2.5, cap: 1000 },
  fixed_charges: [{ name: 'Garbage', amount: 300 }],
  metered_charges: [{ name: 'Water', unit: 'm³', rate: 150.5 }],
};

function fieldErrors(input: unknown) {
  const result = BillingRulesInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('BillingRulesInputSchema', () => {
  it('parses money exactly: percent to basis points, rate to cents', () => {
    const rules = BillingRulesInputSchema.parse(valid);
    expect(rules.late_fee).toEqual({ type: 'percent', amount: null, percent_bp: 250, cap: 1000 });
    expect(rules.metered_charges[0]).toEqual({
      name: 'Water',
      unit: 'm³',
      rate: 15050,
      minimum_charge: null,
    });
  });

  it('accepts due days 1 and 28 and refuses 0, 29 and 31', () => {
    expect(fieldErrors({ ...valid, rent_due_day: 1 })).toEqual({});
    expect(fieldErrors({ ...valid, rent_due_day: 28 })).toEqual({});
    for (const day of [0, 29, 31, 5.5])
      expect(fieldErrors({ ...valid, rent_due_day: day })).toEqual({
        rent_due_day: BILLING_MESSAGES.dueDayRange,
      });
  });

  it('refuses grace days outside 0-28', () => {
    expect(fieldErrors({ ...valid, grace_days: 0 })).toEqual({});
    expect(fieldErrors({ ...valid, grace_days: -1 })).toEqual({
      grace_days: BILLING_MESSAGES.graceDaysRange,
    });
  });

  it('refuses a negative or zero rate and more than 2 decimals', () => {
    for (const rate of [-1, 0, '1.005', 'abc'])
      expect(
        fieldErrors({ ...valid, metered_charges: [{ name: 'Water', unit: 'm³', rate }] }),
      ).toEqual({ 'metered_charges.0.rate': BILLING_MESSAGES.rateInvalid });
  });

  it('refuses duplicate charge names across both kinds, whatever the case', () => {
    expect(
      fieldErrors({
        ...valid,
        fixed_charges: [
          { name: 'Garbage', amount: 300 },
          { name: ' garbage ', amount: 200 },
        ],
        metered_charges: [{ name: 'GARBAGE', unit: 'kg', rate: 1 }],
      }),
    ).toEqual({
      'fixed_charges.1.name': BILLING_MESSAGES.duplicateName,
      'metered_charges.0.name': BILLING_MESSAGES.duplicateName,
    });
  });

  it('requires the amount of a fixed fee and the percentage of a percent fee', () => {
    expect(fieldErrors({ ...valid, late_fee: { type: 'fixed' } })).toEqual({
      'late_fee.amount': BILLING_MESSAGES.feeAmountRequired,
    });
    expect(fieldErrors({ ...valid, late_fee: { type: 'percent', percent: 0 } })).toEqual({
      'late_fee.percent': BILLING_MESSAGES.percentRange,
    });
    expect(fieldErrors({ ...valid, late_fee: { type: 'percent', percent: 100.01 } })).toEqual({
      'late_fee.percent': BILLING_MESSAGES.percentRange,
    });
  });

  it('keeps only the fields of the chosen fee type', () => {
    const rules = BillingRulesInputSchema.parse({
      ...valid,
      late_fee: { type: 'none', amount: 500, percent: 5, cap: 10 },
    });
    expect(rules.late_fee).toEqual({ type: 'none', amount: null, percent_bp: null, cap: null });
  });

  it('refuses a fixed charge of 0 or with cents', () => {
    expect(fieldErrors({ ...valid, fixed_charges: [{ name: 'Security', amount: 0 }] })).toEqual({
      'fixed_charges.0.amount': BILLING_MESSAGES.amountPositive,
    });
    expect(fieldErrors({ ...valid, fixed_charges: [{ name: 'Security', amount: 1.5 }] })).toEqual({
      'fixed_charges.0.amount': BILLING_MESSAGES.wholeNumber,
    });
  });
});

describe('toScaledInteger', () => {
  it('reads decimals exactly', () => {
    expect(toScaledInteger(150.5, 2)).toBe(15050);
    expect(toScaledInteger('0.1', 3)).toBe(100);
    expect(toScaledInteger(0.29, 2)).toBe(29);
    expect(toScaledInteger('1.', 2)).toBe(100);
    expect(toScaledInteger('-1', 2)).toBeNull();
    expect(toScaledInteger('1e3', 2)).toBeNull();
  });
});

describe('billing periods', () => {
  it('changes apply from the next Nairobi month', () => {
    // 31 Dec 2026 22:00 UTC is already 1 January 2027 in Nairobi.
    expect(changesApplyFrom(new Date('2026-12-31T20:59:00Z'))).toBe('2027-01-01');
    expect(changesApplyFrom(new Date('2026-12-31T21:00:00Z'))).toBe('2027-02-01');
    expect(nextPeriod('2026-12-01')).toBe('2027-01-01');
    expect(periodLabel('2027-01-01')).toBe('January 2027');
  });

  it('picks the latest version on or before the period', () => {
    const versions = [
      { effective_from: '2026-11-01', id: 1 },
      { effective_from: '2027-01-01', id: 3 },
      { effective_from: '2026-12-01', id: 2 },
    ];
    expect(versionInForce(versions, '2026-10-01')).toBeNull();
    expect(versionInForce(versions, '2026-11-01')?.id).toBe(1);
    expect(versionInForce(versions, '2026-12-01')?.id).toBe(2);
    expect(versionInForce(versions, '2027-06-01')?.id).toBe(3);
  });
});
