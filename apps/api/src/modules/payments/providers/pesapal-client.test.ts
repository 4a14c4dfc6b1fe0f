import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPesapalFake, type PesapalFake } from '../../../test/fakes/pesapal-fake-server.js';
import { createPesapalClient, type PesapalClientOptions } from './pesapal-client.js';
import { createPesapalProvider } from './pesapal-provider.js';
import { ProviderError } from './provider.js';

// Contract tests against a real HTTP fake of Pesapal API 3.0 (no fetch mocks).

const IPN_URL = 'https://pango.example/api/payments/pesapal/ipn';
let clock: { now: Date };
let fake: PesapalFake;

beforeEach(async () => {
  clock = { now: new Date('2025-03-01T09:00:00Z') };
  fake = await startPesapalFake({ now: () => clock.now });
});
afterEach(() => fake.close());

function client(overrides: Partial<PesapalClientOptions> = {}) {
  return createPesapalClient({
    baseUrl: fake.baseUrl,
    consumerKey: fake.consumerKey,
    consumerSecret: fake.consumerSecret,
    ipnUrl: IPN_URL,
    now: () => clock.now,
    ...overrides,
  });
}

function pathsOf(path: string) {
  return fake.requests.filter((r) => r.path === path);
}

async function placeOrder(reference = 'RT-abc-1', amount = 15000) {
  const pesapal = client();
  const provider = createPesapalProvider(pesapal, { ipnUrl: IPN_URL });
  const result = await provider.initiate({
    merchantReference: reference,
    amount,
    currency: 'KES',
    description: 'Rent for March 2025',
    payer: {
      email: 'tenant@example.com',
      msisdn: '254712345678',
      firstName: 'Amina',
      lastName: 'Otieno',
    },
    returnUrl: 'https://pango.example/payments/return',
  });
  return { pesapal, provider, result };
}

describe('Pesapal token', () => {
  it('is cached until 60 s before expiryDate, then refreshed', async () => {
    const pesapal = client();
    const first = await pesapal.requestToken();
    clock.now = new Date(clock.now.getTime() + 239_000);
    expect(await pesapal.requestToken()).toBe(first);
    expect(fake.tokenRequestCount).toBe(1);
    clock.now = new Date(clock.now.getTime() + 2_000);
    const second = await pesapal.requestToken();
    expect(second).not.toBe(first);
    expect(fake.tokenRequestCount).toBe(2);
    expect(pathsOf('/api/Auth/RequestToken')[0]?.body).toEqual({
      consumer_key: fake.consumerKey,
      consumer_secret: fake.consumerSecret,
    });
  });

  it('is requested once for concurrent callers', async () => {
    const pesapal = client();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => pesapal.requestToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(fake.tokenRequestCount).toBe(1);
  });

  it('is replaced once when Pesapal refuses it (401), and the call succeeds', async () => {
    const pesapal = client();
    await pesapal.requestToken();
    fake.respondOnce('/GetIpnList', 401, {
      error: { type: 'auth', code: 'invalid_token', message: 'expired' },
      status: '401',
    });
    await expect(pesapal.ensureIpnId()).resolves.toMatch(/-/);
    expect(fake.tokenRequestCount).toBe(2);
  });

  it('the fake refuses an expired token with 401 and the documented error shape', async () => {
    const token = await client().requestToken();
    clock.now = new Date(clock.now.getTime() + 300_000);
    const response = await fetch(`${fake.baseUrl}/api/URLSetup/GetIpnList`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { type: expect.any(String), code: expect.any(String), message: expect.any(String) },
      status: '401',
    });
  });

  it('wrong credentials are a ProviderError', async () => {
    const pesapal = client({ consumerSecret: 'wrong' });
    await expect(pesapal.requestToken()).rejects.toThrow(ProviderError);
    await expect(pesapal.requestToken()).rejects.toThrow(/Invalid consumer key or secret/);
  });
});

describe('Pesapal IPN id', () => {
  it('is registered once (GET) and cached', async () => {
    const pesapal = client();
    const [a, b] = await Promise.all([pesapal.ensureIpnId(), pesapal.ensureIpnId()]);
    expect(await pesapal.ensureIpnId()).toBe(a);
    expect(b).toBe(a);
    expect(pathsOf('/api/URLSetup/GetIpnList')).toHaveLength(1);
    const registered = pathsOf('/api/URLSetup/RegisterIPN');
    expect(registered).toHaveLength(1);
    expect(registered[0]?.body).toEqual({ url: IPN_URL, ipn_notification_type: 'GET' });
  });

  it('reuses the GetIpnList entry for the same url', async () => {
    fake.addIpn('https://other.example/ipn');
    const existing = fake.addIpn(IPN_URL);
    expect(await client().ensureIpnId()).toBe(existing.ipn_id);
    expect(pathsOf('/api/URLSetup/RegisterIPN')).toHaveLength(0);
  });

  it('uses PESAPAL_IPN_ID without asking Pesapal', async () => {
    expect(await client({ ipnId: 'configured-id' }).ensureIpnId()).toBe('configured-id');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Pesapal SubmitOrderRequest', () => {
  it('sends the documented field names and returns the redirect', async () => {
    const { result } = await placeOrder();
    const sent = pathsOf('/api/Transactions/SubmitOrderRequest')[0];
    expect(sent?.headers.authorization).toMatch(/^Bearer fake\./);
    expect(sent?.body).toEqual({
      id: 'RT-abc-1',
      currency: 'KES',
      amount: 15000,
      description: 'Rent for March 2025',
      callback_url: 'https://pango.example/payments/return',
      notification_id: fake.ipns[0]?.ipn_id,
      billing_address: {
        email_address: 'tenant@example.com',
        phone_number: '254712345678',
        country_code: 'KE',
        first_name: 'Amina',
        last_name: 'Otieno',
      },
    });
    expect(result).toMatchObject({
      provider: 'pesapal',
      orderTrackingId: expect.any(String),
      checkoutRequestId: null,
    });
    expect(result.redirectUrl).toBe(`${fake.baseUrl}/pay/${result.orderTrackingId}`);
  });

  it('a refused order is a ProviderError carrying Pesapal’s message', async () => {
    await placeOrder('RT-dup');
    await expect(placeOrder('RT-dup')).rejects.toThrow(/id must be unique/);
    await expect(placeOrder('x'.repeat(51))).rejects.toThrow(ProviderError);
  });
});

describe('Pesapal GetTransactionStatus', () => {
  it('maps status_code 0-3, and the all-null error object is a success', async () => {
    const { provider, result } = await placeOrder();
    const query = { orderTrackingId: result.orderTrackingId };
    expect(await provider.queryStatus(query)).toMatchObject({
      state: 'pending',
      failureReason: null,
    });

    await fake.setOutcome(result.orderTrackingId!, 'completed');
    const completed = await provider.queryStatus(query);
    expect(completed).toMatchObject({
      state: 'completed',
      amount: 15000,
      currency: 'KES',
      merchantReference: 'RT-abc-1',
      paymentMethod: 'MpesaKE',
      receipt: expect.stringMatching(/^QK/),
    });
    expect(completed.raw).toMatchObject({ error: { code: null, message: null }, status: '200' });

    await fake.setOutcome(result.orderTrackingId!, 'failed');
    expect(await provider.queryStatus(query)).toMatchObject({
      state: 'failed',
      failureReason: 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
    });

    await fake.setOutcome(result.orderTrackingId!, 'reversed');
    expect(await provider.queryStatus(query)).toMatchObject({
      state: 'failed',
      failureReason: 'reversed',
    });
  });

  it('reports the amount Pesapal saw so the caller can refuse an underpayment', async () => {
    const { pesapal, result } = await placeOrder();
    await fake.setOutcome(result.orderTrackingId!, 'completed', { amount: 100 });
    expect(await pesapal.getTransactionStatus(result.orderTrackingId!)).toMatchObject({
      state: 'completed',
      amount: 100,
      statusCode: 1,
    });
    expect(pathsOf('/api/Transactions/GetTransactionStatus')[0]?.query).toEqual({
      orderTrackingId: result.orderTrackingId,
    });
  });

  it('an error object with a code, or a status other than "200", is a ProviderError', async () => {
    const { pesapal, result } = await placeOrder();
    const id = result.orderTrackingId!;
    fake.respondOnce('/GetTransactionStatus', 200, {
      error: {
        error_type: 'api_error',
        code: 'payment_details_not_found',
        message: 'Pesapal could not find the payment',
        call_back_url: null,
      },
      status: '500',
    });
    await expect(pesapal.getTransactionStatus(id)).rejects.toThrow(
      /Pesapal could not find the payment/,
    );
    fake.respondOnce('/GetTransactionStatus', 200, {
      status_code: 1,
      error: { error_type: 'api_error', code: 'odd', message: null, call_back_url: null },
      status: '200',
    });
    await expect(pesapal.getTransactionStatus(id)).rejects.toThrow(ProviderError);
    await expect(pesapal.getTransactionStatus('no-such-order')).rejects.toThrow(
      /Order tracking id not found/,
    );
  });

  it('an unreachable Pesapal is a ProviderError', async () => {
    const pesapal = client({ baseUrl: 'http://127.0.0.1:9' });
    const error = await pesapal.requestToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).provider).toBe('pesapal');
  });

  it('a slow Pesapal times out as a ProviderError', async () => {
    const pesapal = client({ timeoutMs: 50 });
    fake.respondOnce('/RequestToken', 200, {}, 1_000);
    await expect(pesapal.requestToken()).rejects.toThrow(/timed out/);
  });
});
