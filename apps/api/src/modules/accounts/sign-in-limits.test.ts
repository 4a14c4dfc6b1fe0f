import request from 'supertest';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';
import { signInDelay } from './account-limits.js';

// Brute force without locking out a carrier NAT (issue 11): production limits (the default
// LOGIN_RATE_LIMIT_PER_MINUTE of 20), client addresses set through X-Forwarded-For from loopback.

let ctx: TestContext;
let waits: MockInstance<(ms: number) => Promise<void>>;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: 'loopback' });
});
afterAll(() => ctx.close());
// The progressive delay is asserted from the waits asked for, not spent.
beforeEach(() => {
  waits = vi.spyOn(signInDelay, 'wait').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  ctx.clock.now = new Date();
});

let nextAddress = 1;
const newAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function signInFrom(app: TestContext['app'], address: string, email: string, password: string) {
  return request(app)
    .post('/api/accounts/token/')
    .set('X-Forwarded-For', address)
    .send({ email, password, user_type: 'landlord' });
}
const signIn = (address: string, email: string, password: string) =>
  signInFrom(ctx.app, address, email, password);

describe('sign-in limits', () => {
  it('locks one account at one address after 10 failures, and nobody else', async () => {
    const landlord = await createLandlord(ctx.db);
    const neighbour = await createLandlord(ctx.db);
    const attacker = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(attacker, landlord.email, `Wrong${i}pass`)).status).toBe(400);

    const locked = await signIn(attacker, landlord.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: MESSAGES.tooManyAttempts(15), code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner elsewhere, and other people at the attacker's address, are not held back.
    expect((await signIn(newAddress(), landlord.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(attacker, neighbour.email, TEST_PASSWORD)).status).toBe(200);
    // The lockout is audited once, with the account it protects.
    const lockouts = await ctx.db.auditLog.findMany({
      where: { action: 'auth.rate_limited', actorId: landlord.id },
      select: { entityId: true },
    });
    expect(lockouts).toEqual([{ entityId: 'signin-fail-address-account' }]);
    // The window is fixed: 15 minutes later the pair may try again.
    ctx.clock.now = new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await signIn(attacker, landlord.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const landlord = await createLandlord(ctx.db);
    const address = newAddress();
    for (let i = 0; i < 9; i += 1)
      expect((await signIn(address, landlord.email, 'Wrong1pass')).status).toBe(400);
    expect((await signIn(address, landlord.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(address, landlord.email, 'Wrong1pass')).status).toBe(400);
    expect((await signIn(address, landlord.email, 'Wrong1pass')).status).toBe(429);
  });

  it('waits longer before answering each failure after the third', async () => {
    const landlord = await createLandlord(ctx.db);
    const address = newAddress();
    for (let i = 0; i < 6; i += 1) await signIn(address, landlord.email, 'Wrong1pass');
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([0, 0, 0, 250, 500, 1000]);
    // A right password is answered without waiting.
    waits.mockClear();
    expect((await signIn(address, landlord.email, TEST_PASSWORD)).status).toBe(200);
    expect(waits).not.toHaveBeenCalled();
  });

  it('lets parallel guesses past the limit no more than sequential ones', async () => {
    const landlord = await createLandlord(ctx.db);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => signIn(address, landlord.email, 'Wrong1pass')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
  });

  it('limits one account to 100 failures an hour from any number of addresses', async () => {
    const landlord = await createLandlord(ctx.db);
    // Ten addresses at once, ten failures each (all within the per-address limit).
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const address = newAddress();
        const seen: number[] = [];
        for (let i = 0; i < 10; i += 1)
          seen.push((await signIn(address, landlord.email, 'Wrong1pass')).status);
        return seen;
      }),
    );
    expect(statuses.flat()).toEqual(Array(100).fill(400));
    const fresh = newAddress();
    const refused = await signIn(fresh, landlord.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(MESSAGES.tooManyAttempts(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    const other = await createLandlord(ctx.db);
    expect((await signIn(fresh, other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('treats an unknown email like an account: the same limits, answers and audit', async () => {
    const address = newAddress();
    const email = 'nobody-limited@example.test';
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn(address, email, 'Wrong1pass');
      expect(res.status).toBe(400);
      expect(res.body.non_field_errors).toEqual([MESSAGES.invalidCredentials]);
    }
    expect((await signIn(address, email, 'Wrong1pass')).status).toBe(429);
    expect(
      await ctx.db.auditLog.count({ where: { action: 'auth.login_failed', actorId: null } }),
    ).toBe(10);
  });
});
