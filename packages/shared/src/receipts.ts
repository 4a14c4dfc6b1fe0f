// Receipts for credited payments (issue 19 item 8): a number per landlord, counted without gaps,
// and the amount written out in words as on a paper receipt.

import type { Language } from './language.js';
import { amountInWordsSw } from './number-words-sw.js';

export { amountInWordsSw, numberInWordsSw } from './number-words-sw.js';

/** "RCT-000123": the landlord's nth receipt (wider numbers keep all their digits). */
export function formatReceiptNumber(sequence: number): string {
  return `RCT-${String(sequence).padStart(6, '0')}`;
}

/** The file name a downloaded receipt is saved under. */
export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber}.pdf`;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
] as const;

/** Index into a word list whose range the caller has checked. */
const pick = (list: readonly string[], index: number): string => list[index] ?? '';

/** 0-999 in words, British style ("one hundred and five"). */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${pick(ONES, hundreds)} hundred`);
  if (rest) {
    const words =
      rest < 20
        ? pick(ONES, rest)
        : `${pick(TENS, Math.floor(rest / 10))}${rest % 10 ? `-${pick(ONES, rest % 10)}` : ''}`;
    parts.push(hundreds ? `and ${words}` : words);
  }
  return parts.join(' ');
}

/**
 * A whole number in English words, British style:
 * 1234567 → "one million two hundred and thirty-four thousand five hundred and sixty-seven".
 */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`numberInWords: expected a whole number ≥ 0, got ${value}`);
  if (value === 0) return ONES[0];
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${numberInWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  // "one thousand and five": a last group under 100 after a larger one takes "and".
  if (rest)
    parts.push(parts.length && rest < 100 ? `and ${underThousand(rest)}` : underThousand(rest));
  return parts.join(' ');
}

/** A KSh amount in words for a receipt: 12000 → "Twelve thousand shillings". */
export function amountInWords(amount: number): string {
  const words = `${numberInWords(amount)} ${amount === 1 ? 'shilling' : 'shillings'}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The amount in words in the receipt's language (Kiswahili: number-words-sw.ts). */
export function amountInWordsIn(amount: number, language: Language): string {
  return language === 'sw' ? amountInWordsSw(amount) : amountInWords(amount);
}
