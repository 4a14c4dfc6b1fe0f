import { describe, expect, it } from 'vitest';
import { MeterReadingInputSchema, meterAmount, meterConsumption } from './meter-readings.js';

describe('meterConsumption', () => {
  it('is the difference with the previous reading', () => {
    expect(
      meterConsumption({ readingMilli: 1_250_500, previousMilli: 1_240_000, replacedMeter: false }),
    ).toBe(10_500);
  });
  it('is the reading itself after a replacement (a new meter starts at 0)', () => {
    expect(
      meterConsumption({ readingMilli: 3_000, previousMilli: 1_240_000, replacedMeter: true }),
    ).toBe(3_000);
  });
  it('is unknown for a first reading and for an unconfirmed drop', () => {
    expect(
      meterConsumption({ readingMilli: 3_000, previousMilli: null, replacedMeter: false }),
    ).toBeNull();
    expect(
      meterConsumption({ readingMilli: 3_000, previousMilli: 4_000, replacedMeter: false }),
    ).toBeNull();
  });
});

describe('meterAmount', () => {
  it('charges consumption × rate exactly', () => {
    // 10.5 m³ at KSh 150 = 1575.
    expect(meterAmount({ consumptionMilli: 10_500, rateCents: 15_000, minimumCharge: null })).toBe(
      1575,
    );
    // 0.3 m³ at KSh 0.29 = 0.087 → 0, with no float on the way.
    expect(meterAmount({ consumptionMilli: 300, rateCents: 29, minimumCharge: null })).toBe(0);
  });
  it('rounds half up to a whole shilling', () => {
    // 3 m³ at KSh 150.50 = 451.5 → 452; 1.001 m³ at 100.00 = 100.1 → 100.
    expect(meterAmount({ consumptionMilli: 3_000, rateCents: 15_050, minimumCharge: null })).toBe(
      452,
    );
    expect(meterAmount({ consumptionMilli: 1_001, rateCents: 10_000, minimumCharge: null })).toBe(
      100,
    );
  });
  it('charges at least the minimum', () => {
    expect(meterAmount({ consumptionMilli: 0, rateCents: 15_000, minimumCharge: 200 })).toBe(200);
    expect(meterAmount({ consumptionMilli: 10_000, rateCents: 15_000, minimumCharge: 200 })).toBe(
      1500,
    );
  });
  it('stays exact past 2^53', () => {
    expect(
      meterAmount({ consumptionMilli: 999_999_999, rateCents: 10_000_000, minimumCharge: null }),
    ).toBe(99_999_999_900);
  });
});

describe('MeterReadingInputSchema', () => {
  const base = { charge: 'Water', read_on: '2026-11-20' };
  it('reads up to 3 decimals as thousandths', () => {
    expect(MeterReadingInputSchema.parse({ ...base, reading: '1234.5' }).reading).toBe(1_234_500);
    expect(MeterReadingInputSchema.parse({ ...base, reading: 0.001 }).reading).toBe(1);
  });
  it('refuses negative, over-precise and missing readings', () => {
    for (const reading of [-1, '1.2345', '', undefined])
      expect(MeterReadingInputSchema.safeParse({ ...base, reading }).success).toBe(false);
  });
  it('refuses a date that is not a date', () => {
    expect(
      MeterReadingInputSchema.safeParse({ ...base, reading: 1, read_on: '2026-02-30' }).success,
    ).toBe(false);
  });
});
