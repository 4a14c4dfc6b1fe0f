import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, smsGatewayOf } from '../../config/env.js';
import { createAfricasTalkingGateway } from './africastalking.js';
import { startFakeAfricasTalking, type FakeAt } from './fake-gateway-server.js';

// The Africa's Talking adapter against the fake speaking its contract, and the configuration
// rules: the fake outside production only, the delivery token required with a live key.

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://h/db',
  JWT_SECRET: 'q3Vt8pZ1xN4rL7bK0mW2sY6cH9dJ5fA_Eg-UoTiRkXvB',
  APP_URL: 'https://pango.example',
  SMTP_URL: 'smtps://user:pass@smtp.example:465',
  CREDENTIALS_KEY: 'x5Vq0m1Zs8a2Hk7Lr3Pw9Ty4Bn6Dc0Fg1Ju5Ie8Oq2U=',
  PESAPAL_CONSUMER_KEY: 'live-key',
  PESAPAL_CONSUMER_SECRET: 'live-secret',
};

describe('SMS configuration', () => {
  it('uses the fake outside production when no gateway is configured', () => {
    const env = loadEnv({ DATABASE_URL: 'postgresql://h/db' });
    expect(smsGatewayOf(env)).toBe('fake');
    expect(smsGatewayOf(loadEnv({ ...production }))).toBe('none');
  });
  it('production refuses the fake and a live key without the delivery token', () => {
    expect(() => loadEnv({ ...production, SMS_GATEWAY: 'fake' })).toThrow(
      /SMS_GATEWAY=fake is refused in production/,
    );
    expect(() =>
      loadEnv({ ...production, AFRICASTALKING_API_KEY: 'k', AFRICASTALKING_USERNAME: 'pango' }),
    ).toThrow(/SMS_DELIVERY_TOKEN is required/);
    const env = loadEnv({
      ...production,
      AFRICASTALKING_API_KEY: 'k',
      AFRICASTALKING_USERNAME: 'pango',
      SMS_DELIVERY_TOKEN: 'a'.repeat(32),
    });
    expect(smsGatewayOf(env)).toBe('africastalking');
    const trial = { ...production, SMS_GATEWAY: 'fake', ALLOW_FAKE_SMS: 'true' };
    expect(() => loadEnv(trial)).toThrow(/SMS_DELIVERY_TOKEN is required/);
    expect(smsGatewayOf(loadEnv({ ...trial, SMS_DELIVERY_TOKEN: 'b'.repeat(32) }))).toBe('fake');
  });
  it('refuses africastalking without a key and a short token', () => {
    expect(() =>
      loadEnv({ DATABASE_URL: 'postgresql://h/db', SMS_GATEWAY: 'africastalking' }),
    ).toThrow(/needs AFRICASTALKING_API_KEY/);
    expect(() =>
      loadEnv({ DATABASE_URL: 'postgresql://h/db', SMS_DELIVERY_TOKEN: 'short' }),
    ).toThrow(/SMS_DELIVERY_TOKEN must be 24\+/);
  });
});

describe("the Africa's Talking adapter", () => {
  let fake: FakeAt;
  const printed: string[] = [];
  beforeAll(async () => {
    fake = await startFakeAfricasTalking({ deliveryUrl: null, print: (b) => printed.push(b) });
  });
  afterAll(() => fake.close());
  const gateway = (apiKey?: string) =>
    createAfricasTalkingGateway({
      baseUrl: fake.baseUrl,
      username: fake.username,
      apiKey: apiKey ?? fake.apiKey,
      senderId: 'PANGO',
      timeoutMs: 2000,
    });

  it('posts the documented form and reads the recipient answer', async () => {
    const result = await gateway().send({ to: '254712345678', message: 'Habari ✓' });
    expect(result).toMatchObject({ outcome: 'accepted', gatewayStatus: 'Success' });
    expect(fake.sent.at(-1)).toMatchObject({
      to: '+254712345678',
      message: 'Habari ✓',
      from: 'PANGO',
    });
    expect(printed.at(-1)).toContain('Habari ✓');
    expect(printed.at(-1)).toContain('UCS-2');
    expect(fake.pendingReports.at(-1)).toMatchObject({
      status: 'Success',
      phoneNumber: '+254712345678',
    });
  });
  it('maps a refused number to rejected and an outage or a bad key to unavailable', async () => {
    expect(await gateway().send({ to: '254712340000', message: 'x' })).toMatchObject({
      outcome: 'rejected',
      gatewayStatus: 'InvalidPhoneNumber',
    });
    fake.failNext(1);
    await expect(gateway().send({ to: '254712345678', message: 'x' })).rejects.toThrow(/503/);
    await expect(gateway('wrong').send({ to: '254712345678', message: 'x' })).rejects.toThrow(
      /401/,
    );
  });
  it('reads delivery reports: final, failed with reason, intermediate, or not one', () => {
    const parse = gateway().parseDeliveryReport;
    expect(parse({ id: 'A1', status: 'Success' })).toEqual({
      messageId: 'A1',
      state: 'delivered',
      gatewayStatus: 'Success',
      failureReason: null,
    });
    expect(parse({ id: 'A1', status: 'Rejected', failureReason: 'UserInBlackList' })).toMatchObject(
      {
        state: 'failed',
        failureReason: 'UserInBlackList',
      },
    );
    expect(parse({ id: 'A1', status: 'Buffered' })).toMatchObject({ state: 'pending' });
    expect(parse({ status: 'Success' })).toBeNull();
    expect(parse('nope')).toBeNull();
  });
});
