import { describe, expect, it } from 'vitest';
import { CollectionSettingsSchema, MarkPayoutSentSchema, payoutSplit } from './payouts.js';

describe('payoutSplit', () => {
  it('charges nothing by default and keeps gross = fee + net', () => {
    expect(payoutSplit(15_000, 0)).toEqual({ fee: 0, net: 15_000 });
    expect(payoutSplit(15_001, 250)).toEqual({ fee: 375, net: 14_626 });
    expect(payoutSplit(99, 100)).toEqual({ fee: 0, net: 99 });
    expect(payoutSplit(100, 100)).toEqual({ fee: 1, net: 99 });
    expect(payoutSplit(2_000_000_000, 10_000)).toEqual({ fee: 2_000_000_000, net: 0 });
  });
  it('rounds the fee down to a whole shilling', () => {
    for (let gross = 1; gross < 2000; gross += 37) {
      const { fee, net } = payoutSplit(gross, 333);
      expect(Number.isInteger(fee)).toBe(true);
      expect(fee).toBeLessThanOrEqual((gross * 333) / 10_000);
      expect(fee).toBeGreaterThan((gross * 333) / 10_000 - 1);
      expect(fee + net).toBe(gross);
    }
  });
  it('refuses fractions and rates out of range', () => {
    expect(() => payoutSplit(10.5, 100)).toThrow(RangeError);
    expect(() => payoutSplit(100, 10_001)).toThrow(RangeError);
    expect(() => payoutSplit(100, -1)).toThrow(RangeError);
  });
});

describe('schemas', () => {
  it('accepts the two collection modes only', () => {
    expect(CollectionSettingsSchema.safeParse({ collection_mode: 'own' }).success).toBe(true);
    const bad = CollectionSettingsSchema.safeParse({ collection_mode: 'bank' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Choose where rent lands: collected by Pango or your own M-Pesa',
    );
  });
  it('reads the operator command', () => {
    expect(
      MarkPayoutSentSchema.parse({ landlord: '7', month: '2026-11', reference: ' TX1 ' }),
    ).toEqual({ landlord: 7, month: '2026-11', reference: 'TX1' });
    expect(
      MarkPayoutSentSchema.safeParse({ landlord: '7', month: '2026-13', reference: 'x' }).success,
    ).toBe(false);
  });
});
