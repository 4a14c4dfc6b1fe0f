import { describe, expect, it } from 'vitest';
import { amountInWords, formatReceiptNumber, numberInWords } from './receipts.js';

describe('amountInWords', () => {
  it.each([
    [0, 'Zero shillings'],
    [1, 'One shilling'],
    [15, 'Fifteen shillings'],
    [21, 'Twenty-one shillings'],
    [100, 'One hundred shillings'],
    [105, 'One hundred and five shillings'],
    [1_000, 'One thousand shillings'],
    [1_005, 'One thousand and five shillings'],
    [12_000, 'Twelve thousand shillings'],
    [12_500, 'Twelve thousand five hundred shillings'],
    [
      1_234_567,
      'One million two hundred and thirty-four thousand five hundred and sixty-seven shillings',
    ],
    [2_000_000_000, 'Two billion shillings'],
  ])('%i → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses what is not a whole number of shillings', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('formatReceiptNumber', () => {
  it('pads to six digits and keeps longer numbers whole', () => {
    expect(formatReceiptNumber(123)).toBe('RCT-000123');
    expect(formatReceiptNumber(1_234_567)).toBe('RCT-1234567');
  });
});
