import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';

// About 100 people share one address on Kenyan mobile data (issue 11): production limits (the
// default LOGIN_RATE_LIMIT_PER_MINUTE of 20), client addresses set through X-Forwarded-For.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: 'loopback' });
});
afterAll(() => ctx.close());

const from = (app: TestContext['app'], address: string, path: string, body: object) =>
  request(app).post(`/api/accounts/${path}`).set('X-Forwarded-For', address).send(body);

describe('a carrier NAT', () => {
  it('lets 100 people behind one address sign in and refresh', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenants = await Promise.all(
      Array.from({ length: 100 }, () => createTenant(ctx.db, landlord.id)),
    );
    const nat = '197.248.0.1';
    const statuses = await Promise.all(
      tenants.map(async (tenant) => {
        const signedIn = await from(ctx.app, nat, 'token/', {
          email: tenant.email,
          password: TEST_PASSWORD,
          user_type: 'tenant',
        });
        const refreshed = await from(ctx.app, nat, 'token/refresh/', {
          refresh: signedIn.body.refresh,
        });
        return [signedIn.status, refreshed.status];
      }),
    );
    expect(statuses.flat()).toEqual(Array(200).fill(200));
  });

  it('still has a ceiling: 15 times the per-minute rate per 15 minutes from one address', async () => {
    const strict = await createTestContext({
      LOGIN_RATE_LIMIT_PER_MINUTE: '2',
      TRUST_PROXY: 'loopback',
    });
    try {
      const landlord = await createLandlord(strict.db);
      const signIn = (address: string, email: string, password: string) =>
        from(strict.app, address, 'token/', { email, password, user_type: 'landlord' });
      const address = '197.248.0.2';
      const statuses = await Promise.all(
        Array.from(
          { length: 30 },
          async (_, i) => (await signIn(address, `someone-${i}@example.test`, 'Wrong1pass')).status,
        ),
      );
      expect(statuses).toEqual(Array(30).fill(400));
      const refused = await signIn(address, landlord.email, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn('197.248.0.3', landlord.email, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
