import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';

// Reset requests are limited per email (about 1 a minute, 5 a day) and per address; confirmations
// per address (issue 11: 25 requests sent 25 emails in 3 s). Production limits; addresses through
// X-Forwarded-For from loopback.

let ctx: TestContext;
beforeAll(async () => {
  // Empty values fall back to env.ts's defaults: these are the production limits.
  ctx = await createTestContext({
    LOGIN_RATE_LIMIT_PER_MINUTE: '20',
    RESET_EMAILS_PER_MINUTE: '',
    RESET_EMAILS_PER_DAY: '',
    TRUST_PROXY: 'loopback',
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = new Date();
});

let nextAddress = 1;
const newAddress = () => `10.1.0.${nextAddress++}`;
const requestReset = (email: string, address = newAddress()) =>
  request(ctx.app)
    .post('/api/accounts/password/reset/')
    .set('X-Forwarded-For', address)
    .send({ email });
const resetMails = (to: string) => ctx.db.emailOutbox.count({ where: { to, kind: 'reset' } });
const later = (ms: number) => (ctx.clock.now = new Date(ctx.clock.now.getTime() + ms));

describe('reset request limits', () => {
  it('sends one email a minute to an address, whoever asks', async () => {
    const landlord = await createLandlord(ctx.db);
    expect((await requestReset(landlord.email)).status).toBe(200);
    const again = await requestReset(landlord.email);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ detail: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    await expect.poll(() => resetMails(landlord.email)).toBe(1);
    later(61_000);
    expect((await requestReset(landlord.email)).status).toBe(200);
    await expect.poll(() => resetMails(landlord.email)).toBe(2);
  });

  it('sends at most five a day to an address', async () => {
    const landlord = await createLandlord(ctx.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(landlord.email)).status).toBe(200);
      later(61_000);
    }
    const sixth = await requestReset(landlord.email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await expect.poll(() => resetMails(landlord.email)).toBe(5);
  });

  it('limits an unknown email exactly like a known one, so a refusal tells nothing', async () => {
    const known = await createLandlord(ctx.db);
    const answers = [];
    for (const email of [known.email, 'nobody-reset@example.test']) {
      const first = await requestReset(email);
      const second = await requestReset(email);
      answers.push([first.status, first.body, second.status, second.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('limits one address to 30 requests in 15 minutes, audited once', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1)
      expect((await requestReset(`someone-${i}@example.test`, address)).status).toBe(200);
    const refused = await requestReset('someone-else@example.test', address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    await requestReset('and-another@example.test', address);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'auth.rate_limited', entityId: 'reset-address' },
      }),
    ).toBe(1);
    expect((await requestReset('someone-else@example.test', newAddress())).status).toBe(200);
  });

  it('limits reset confirmations per address', async () => {
    const address = newAddress();
    const confirm = () =>
      request(ctx.app)
        .post('/api/accounts/password/reset/confirm/')
        .set('X-Forwarded-For', address)
        .send({ uid: 'MQ', token: 'guessed-token', new_password: 'Guess1Password' });
    for (let i = 0; i < 30; i += 1) expect((await confirm()).status).toBe(400);
    const refused = await confirm();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the reset-email limit is its own setting (issue 17, item 10)', () => {
  it('stays one a minute per address when the sign-in limit is raised for a load test', async () => {
    const loadTest = await createTestContext({
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RESET_EMAILS_PER_MINUTE: '',
      RESET_EMAILS_PER_DAY: '',
      TRUST_PROXY: 'loopback',
    });
    try {
      const landlord = await createLandlord(loadTest.db);
      const statuses = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await request(loadTest.app)
          .post('/api/accounts/password/reset/')
          .set('X-Forwarded-For', `10.2.0.${i + 1}`)
          .send({ email: landlord.email });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429]);
      await expect
        .poll(() => loadTest.db.emailOutbox.count({ where: { to: landlord.email, kind: 'reset' } }))
        .toBe(1);
    } finally {
      await loadTest.close();
    }
  });
});
