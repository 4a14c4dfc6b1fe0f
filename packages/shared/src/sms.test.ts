import { describe, expect, it } from 'vitest';
import {
  countSmsSegments,
  InitiateSmsPurchaseSchema,
  SendSmsSchema,
  smsCreditsExpireAt,
  smsPackOf,
  SMS_PACKS,
} from './index.js';

describe('countSmsSegments', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['Hello', 'GSM-7', 5, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    // Extension characters take two septets each.
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(80) + 'a', 'GSM-7', 161, 2],
    ['[x]{y}', 'GSM-7', 10, 1],
    ['Rent KSh 5,000 due 05/01. Paybill 123456 acc A1', 'GSM-7', 47, 1],
    // A character outside GSM-7 makes the whole text UCS-2.
    ['Habari ✓', 'UCS-2', 8, 1],
    ['ś'.repeat(70), 'UCS-2', 70, 1],
    ['ś'.repeat(71), 'UCS-2', 71, 2],
    ['ś'.repeat(134), 'UCS-2', 134, 2],
    ['ś'.repeat(135), 'UCS-2', 135, 3],
    // An emoji is a surrogate pair: two UTF-16 units.
    ['👍', 'UCS-2', 2, 1],
  ] as const)('%j is %s, %i units, %i segments', (text, encoding, units, segments) => {
    const counted = countSmsSegments(text);
    expect(counted).toMatchObject({ encoding, units, segments });
  });
});

describe('SMS packs', () => {
  it('sells the six packs of the spec', () => {
    expect(SMS_PACKS.map((p) => [p.id, p.sms, p.price])).toEqual([
      ['starter', 100, 500],
      ['basic', 500, 2250],
      ['standard', 1000, 4000],
      ['professional', 2500, 8750],
      ['business', 5000, 15000],
      ['enterprise', 10000, 25000],
    ]);
    expect(smsPackOf('standard')?.note).toMatch(/Most popular/);
    expect(smsPackOf('nope')).toBeNull();
  });
  it('credits expire 12 months after purchase (end of month clamps)', () => {
    expect(smsCreditsExpireAt(new Date('2026-11-25T02:00:00Z')).toISOString()).toBe(
      '2027-11-25T02:00:00.000Z',
    );
    expect(smsCreditsExpireAt(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
  it('takes a pack key and refuses others', () => {
    expect(InitiateSmsPurchaseSchema.parse({ pack: 'starter' }).pack).toBe('starter');
    expect(InitiateSmsPurchaseSchema.safeParse({ pack: 'huge' }).success).toBe(false);
  });
});

describe('SendSmsSchema', () => {
  it('needs a message and recipients, and at most six parts', () => {
    expect(SendSmsSchema.safeParse({ message: ' ', tenants: [1] }).success).toBe(false);
    expect(SendSmsSchema.safeParse({ message: 'Hi', tenants: [] }).success).toBe(false);
    expect(SendSmsSchema.safeParse({ message: 'Hi', send_to_all: true }).success).toBe(true);
    expect(SendSmsSchema.safeParse({ message: 'a'.repeat(918), tenants: [1] }).success).toBe(true);
    expect(SendSmsSchema.safeParse({ message: 'a'.repeat(919), tenants: [1] }).success).toBe(false);
  });
});
