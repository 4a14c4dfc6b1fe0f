import { describe, expect, it } from 'vitest';
import { amountInWordsIn } from './receipts.js';
import { amountInWordsSw, numberInWordsSw } from './number-words-sw.js';

describe('amountInWordsSw', () => {
  it.each([
    [0, 'Shilingi sifuri'],
    [1, 'Shilingi moja'],
    [10, 'Shilingi kumi'],
    [15, 'Shilingi kumi na tano'],
    [21, 'Shilingi ishirini na moja'],
    [100, 'Shilingi mia moja'],
    [105, 'Shilingi mia moja na tano'],
    [150, 'Shilingi mia moja na hamsini'],
    [345, 'Shilingi mia tatu arobaini na tano'],
    [1_000, 'Shilingi elfu moja'],
    [1_005, 'Shilingi elfu moja na tano'],
    [2_500, 'Shilingi elfu mbili na mia tano'],
    [12_000, 'Shilingi elfu kumi na mbili'],
    [12_500, 'Shilingi elfu kumi na mbili na mia tano'],
    [100_000, 'Shilingi laki moja'],
    [250_000, 'Shilingi laki mbili na elfu hamsini'],
    [1_250_500, 'Shilingi milioni moja, laki mbili, elfu hamsini na mia tano'],
    [3_000_000, 'Shilingi milioni tatu'],
  ])('%i → %s', (amount, words) => {
    expect(amountInWordsSw(amount)).toBe(words);
  });

  it('refuses what is not a whole number of shillings', () => {
    expect(() => numberInWordsSw(-1)).toThrow(RangeError);
    expect(() => numberInWordsSw(2.5)).toThrow(RangeError);
  });

  it('answers in the receipt’s language', () => {
    expect(amountInWordsIn(2_500, 'sw')).toBe('Shilingi elfu mbili na mia tano');
    expect(amountInWordsIn(2_500, 'en')).toBe('Two thousand five hundred shillings');
  });
});
