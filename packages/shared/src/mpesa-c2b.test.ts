import { describe, expect, it } from 'vitest';
import {
  AllowedIpsSchema,
  C2bConfirmationSchema,
  C2bSettingsSchema,
  DARAJA_CREDENTIAL_MESSAGES,
  DarajaCredentialsSchema,
  maskConsumerKey,
  normalizeAccountNumber,
  wholeShillings,
} from './mpesa-c2b.js';

describe('wholeShillings', () => {
  it.each([
    ['12000.00', 12000],
    ['12000', 12000],
    [' 500.0 ', 500],
    ['12000.50', null],
    ['0.00', null],
    ['-5', null],
    ['1e3', null],
    ['twelve', null],
  ])('%j → %j', (raw, expected) => {
    expect(wholeShillings(raw)).toBe(expected);
  });
});

describe('normalizeAccountNumber', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normalizeAccountNumber(' hse a-1. ')).toBe('HSEA1');
    expect(normalizeAccountNumber('Sun/A 12')).toBe('SUNA12');
  });
});

describe('C2B schemas', () => {
  it('accept Daraja’s documented confirmation and name a missing or bad field', () => {
    const ok = C2bConfirmationSchema.safeParse({
      TransactionType: 'Pay Bill',
      TransID: 'RKTQDM7W6S',
      TransTime: '20191122063845',
      TransAmount: '10',
      BusinessShortCode: '600638',
      BillRefNumber: 'A1',
      MSISDN: '2547 ***** 126',
      FirstName: 'John',
    });
    expect(ok.success).toBe(true);
    const bad = C2bConfirmationSchema.safeParse({ TransID: 'X1', TransAmount: 'ten' });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['TransAmount', 'BusinessShortCode']));
  });

  it('settings need a 5-7 digit short code and paybill or till', () => {
    expect(
      C2bSettingsSchema.safeParse({ shortcode: '600100', shortcode_type: 'till' }).success,
    ).toBe(true);
    expect(C2bSettingsSchema.safeParse({ shortcode: '6001', shortcode_type: 'till' }).success).toBe(
      false,
    );
  });
});

describe('the allowlist of caller addresses', () => {
  it('takes IPv4 and IPv6 addresses and ranges, and nothing else', () => {
    expect(
      AllowedIpsSchema.safeParse(['196.201.214.200', '196.201.214.0/24', '::1', '2001:db8::/32'])
        .success,
    ).toBe(true);
    for (const bad of ['safaricom.com', '196.201.214.300', '10.0.0.0/33', ''])
      expect(AllowedIpsSchema.safeParse([bad]).success).toBe(false);
    expect(AllowedIpsSchema.safeParse(Array.from({ length: 51 }, () => '10.0.0.1')).success).toBe(
      false,
    );
  });
});

describe('DarajaCredentialsSchema', () => {
  it('trims the three secrets and names each one missing, once', () => {
    expect(
      DarajaCredentialsSchema.parse({
        consumer_key: ' abc ',
        consumer_secret: 'def',
        passkey: 'g',
      }),
    ).toEqual({ consumer_key: 'abc', consumer_secret: 'def', passkey: 'g' });
    const result = DarajaCredentialsSchema.safeParse({ consumer_key: '', passkey: 'a b' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['consumer_key', DARAJA_CREDENTIAL_MESSAGES.consumerKeyRequired],
      ['consumer_secret', DARAJA_CREDENTIAL_MESSAGES.consumerSecretRequired],
      ['passkey', DARAJA_CREDENTIAL_MESSAGES.invalidCharacters],
    ]);
  });

  it('masks a consumer key to its last four characters', () => {
    expect(maskConsumerKey('ab12')).toBe('••••ab12');
  });
});
