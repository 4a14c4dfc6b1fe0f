import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDarajaFake, type DarajaFake } from '../../../test/fakes/daraja-fake-server.js';
import { createDarajaClient, type DarajaClientOptions } from './daraja-client.js';
import { darajaTimestamp } from './daraja-http.js';
import { createDarajaProvider } from './daraja-provider.js';
import { ProviderError, type InitiateInput } from './provider.js';

// Contract tests against a real HTTP fake of Daraja (no fetch mocks).

const CALLBACK = 'https://pango.example/api/payments/stk/callback/secret-token-123456';
let clock: { now: Date };
let fake: DarajaFake;

beforeEach(async () => {
  clock = { now: new Date('2025-03-01T21:30:05Z') };
  fake = await startDarajaFake({ now: () => clock.now });
});
afterEach(() => fake.close());

function client(overrides: Partial<DarajaClientOptions> = {}) {
  return createDarajaClient({
    baseUrl: fake.baseUrl,
    consumerKey: fake.consumerKey,
    consumerSecret: fake.consumerSecret,
    shortCode: fake.shortCode,
    passkey: fake.passkey,
    transactionType: 'CustomerPayBillOnline',
    callbackUrl: CALLBACK,
    now: () => clock.now,
    ...overrides,
  });
}

const RENT: InitiateInput = {
  merchantReference: 'RT-7f3a-2025-03-1',
  amount: 15000,
  currency: 'KES',
  description: 'Rent March 2025',
  payer: { msisdn: '254712345678' },
  returnUrl: 'https://pango.example/return',
};

function sent(path: string) {
  return fake.requests.filter((r) => r.path === path);
}

describe('Daraja OAuth', () => {
  it('uses Basic auth, caches the token until 60 s before expires_in, then refreshes', async () => {
    const daraja = client();
    const first = await daraja.accessToken();
    clock.now = new Date(clock.now.getTime() + 3_538_000);
    expect(await daraja.accessToken()).toBe(first);
    clock.now = new Date(clock.now.getTime() + 2_000);
    expect(await daraja.accessToken()).not.toBe(first);
    expect(fake.tokenRequestCount).toBe(2);
    expect(sent('/oauth/v1/generate')[0]?.query).toEqual({ grant_type: 'client_credentials' });
  });

  it('single-flights concurrent callers', async () => {
    const daraja = client();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => daraja.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(fake.tokenRequestCount).toBe(1);
  });

  it('bad keys are a ProviderError', async () => {
    await expect(client({ consumerSecret: 'nope' }).accessToken()).rejects.toThrow(
      /400\.008\.01 Invalid Authentication passed/,
    );
  });
});

describe('Daraja STK push', () => {
  it('sends Password = base64(ShortCode+Passkey+Timestamp) in Nairobi time, numbers as numbers', async () => {
    const result = await createDarajaProvider(client()).initiate(RENT);
    const body = sent('/mpesa/stkpush/v1/processrequest')[0]?.body as Record<string, unknown>;
    // 21:30:05 UTC is 00:30:05 the next day in Nairobi.
    expect(body.Timestamp).toBe('20250302003005');
    expect(darajaTimestamp(clock.now)).toBe('20250302003005');
    expect(Buffer.from(String(body.Password), 'base64').toString()).toBe(
      `${fake.shortCode}${fake.passkey}20250302003005`,
    );
    expect(body).toMatchObject({
      BusinessShortCode: 174379,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 15000,
      PartyA: 254712345678,
      PartyB: 174379,
      PhoneNumber: 254712345678,
      CallBackURL: CALLBACK,
      AccountReference: 'RT7f3a202503',
      TransactionDesc: 'Rent March 20',
    });
    expect(result).toMatchObject({
      provider: 'mpesa',
      redirectUrl: null,
      orderTrackingId: null,
      checkoutRequestId: expect.stringMatching(/^ws_CO_/),
      merchantRequestId: expect.any(String),
    });
  });

  it('sends the till as PartyB for buy goods', async () => {
    await client({ transactionType: 'CustomerBuyGoodsOnline', partyB: '5432109' }).stkPush({
      amount: 10,
      msisdn: '254112345678',
      accountReference: 'A1',
      description: 'Deposit',
    });
    expect(sent('/mpesa/stkpush/v1/processrequest')[0]?.body).toMatchObject({ PartyB: 5432109 });
  });

  it('a wrong passkey is refused by Daraja and surfaces as a ProviderError', async () => {
    const error = await client({ passkey: 'wrong' })
      .stkPush({ amount: 10, msisdn: '254712345678', accountReference: 'A1', description: 'Rent' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe('Daraja STK push: 500.001.1001 Wrong credentials');
  });

  it('refuses fractions, bad numbers and long texts before calling Daraja', async () => {
    const daraja = client();
    const base = {
      amount: 10,
      msisdn: '254712345678',
      accountReference: 'A1',
      description: 'Rent',
    };
    await expect(daraja.stkPush({ ...base, amount: 10.5 })).rejects.toThrow(/whole number/);
    await expect(daraja.stkPush({ ...base, msisdn: '0712345678' })).rejects.toThrow(/2547/);
    await expect(daraja.stkPush({ ...base, accountReference: 'A'.repeat(13) })).rejects.toThrow(
      ProviderError,
    );
    await expect(daraja.stkPush({ ...base, description: 'x'.repeat(14) })).rejects.toThrow(/1-13/);
    await expect(createDarajaProvider(daraja).initiate({ ...RENT, payer: {} })).rejects.toThrow(
      ProviderError,
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Daraja STK query', () => {
  async function pushed() {
    const provider = createDarajaProvider(client());
    const { checkoutRequestId } = await provider.initiate(RENT);
    return { provider, checkoutRequestId: checkoutRequestId! };
  }

  it('"being processed" is pending, then the result code decides', async () => {
    const { provider, checkoutRequestId } = await pushed();
    fake.scriptQuery(checkoutRequestId, 'processing', { resultCode: 0 });
    expect(await provider.queryStatus({ checkoutRequestId })).toMatchObject({ state: 'pending' });
    expect(await provider.queryStatus({ checkoutRequestId })).toMatchObject({
      state: 'completed',
      failureReason: null,
    });
    const query = sent('/mpesa/stkpushquery/v1/query')[0]?.body as Record<string, unknown>;
    expect(query).toMatchObject({
      BusinessShortCode: 174379,
      CheckoutRequestID: checkoutRequestId,
    });
    expect(Buffer.from(String(query.Password), 'base64').toString()).toBe(
      `${fake.shortCode}${fake.passkey}${String(query.Timestamp)}`,
    );
  });

  it('1032 is cancelled; 1037, 1 and 2001 fail with ResultDesc', async () => {
    const { provider, checkoutRequestId } = await pushed();
    fake.scriptQuery(checkoutRequestId, { resultCode: 1032 });
    expect(await provider.queryStatus({ checkoutRequestId })).toMatchObject({
      state: 'cancelled',
      failureReason: 'Request canceled by user.',
    });
    for (const [code, reason] of [
      [1037, 'DS timeout user cannot be reached'],
      [1, 'The balance is insufficient for the transaction.'],
      [2001, 'The initiator information is invalid.'],
      [9999, 'Failed'],
    ] as const) {
      fake.scriptQuery(checkoutRequestId, { resultCode: code });
      expect(await provider.queryStatus({ checkoutRequestId })).toMatchObject({
        state: 'failed',
        failureReason: reason,
      });
    }
  });

  it('500.001.1001 with another message is a ProviderError, not pending', async () => {
    const { checkoutRequestId } = await pushed();
    const error = await client({ passkey: 'wrong' })
      .stkQuery(checkoutRequestId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/500\.001\.1001 Wrong credentials/);
  });

  it('a refused token (404.001.03) is replaced and the query retried once', async () => {
    const { checkoutRequestId } = await pushed();
    const daraja = client();
    await daraja.accessToken();
    fake.revokeTokens();
    await expect(daraja.stkQuery(checkoutRequestId)).resolves.toMatchObject({ state: 'pending' });
    expect(fake.tokenRequestCount).toBe(3);
  });
});
