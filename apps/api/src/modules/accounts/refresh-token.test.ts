import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';

let ctx: TestContext;
let email: string;
beforeAll(async () => {
  ctx = await createTestContext();
  email = (await createLandlord(ctx.db)).email;
});
afterAll(() => ctx.close());

async function signIn(): Promise<{ access: string; refresh: string }> {
  const res = await request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: 'landlord' });
  expect(res.status).toBe(200);
  return res.body;
}
const refresh = (token: string) =>
  request(ctx.app).post('/api/accounts/token/refresh/').send({ refresh: token });
const me = (access: string) =>
  request(ctx.app).get('/api/accounts/me/').set('Authorization', `Bearer ${access}`);

describe('POST /api/accounts/token/refresh/', () => {
  it('rotates: gives a new access token and a new refresh token that works in turn', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect((await me(second.body.access)).status).toBe(200);
    const third = await refresh(second.body.refresh);
    expect(third.status).toBe(200);
  });

  it('refuses a refresh token used twice and revokes its whole family', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);

    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TOKEN_REUSED');
    // The legitimate holder's newer token dies with the family.
    const afterTheft = await refresh(rotated.body.refresh);
    expect(afterTheft.status).toBe(401);
    // Support can see that a copied token was presented.
    const alerts = await ctx.db.auditLog.count({ where: { action: 'auth.refresh_reuse' } });
    expect(alerts).toBeGreaterThan(0);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const first = await signIn();
    const results = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('ends a family 30 days after sign-in however often it was rotated', async () => {
    const start = new Date();
    const at = (days: number) => (ctx.clock.now = new Date(start.getTime() + days * 86_400_000));
    at(0);
    let tokens = await signIn();
    // Rotating every 6 days keeps the session within the 7-day idle limit...
    for (const day of [6, 12, 18, 24, 29.9]) {
      at(day);
      const rotated = await refresh(tokens.refresh);
      expect(rotated.status).toBe(200);
      tokens = rotated.body;
    }
    // ...but not past the 30-day absolute one.
    ctx.clock.now = new Date(start.getTime() + 30 * 86_400_000 + 1000);
    const expired = await refresh(tokens.refresh);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_INVALID');
    ctx.clock.now = new Date();
  });

  it('refuses a refresh token left unused for 7 days; each rotation starts the 7 days again', async () => {
    const start = new Date();
    ctx.clock.now = start;
    const idle = await signIn();
    const active = await signIn();
    ctx.clock.now = new Date(start.getTime() + 6 * 86_400_000);
    const rotated = await refresh(active.refresh);
    expect(rotated.status).toBe(200);
    ctx.clock.now = new Date(start.getTime() + 7 * 86_400_000 + 1000);
    const late = await refresh(idle.refresh);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: 'TOKEN_INVALID' });
    // Used on day 6, the other session is good until day 13.
    ctx.clock.now = new Date(start.getTime() + 12 * 86_400_000);
    expect((await refresh(rotated.body.refresh)).status).toBe(200);
    ctx.clock.now = new Date();
  });

  it('refuses an unknown token and an empty body in the one error shape', async () => {
    const unknown = await refresh('not-a-real-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'TOKEN_INVALID', detail: expect.any(String) });
    const empty = await request(ctx.app).post('/api/accounts/token/refresh/').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.refresh).toEqual(['This field is required.']);
  });

  it('stores only a hash of the refresh token', async () => {
    const tokens = await signIn();
    const rows = await ctx.db.refreshToken.findMany({ select: { tokenHash: true } });
    expect(rows.some((r) => r.tokenHash === tokens.refresh)).toBe(false);
  });
});

describe('refresh limit', () => {
  it('is per sign-in (token family), not per address: 30 rotations in 15 minutes', async () => {
    const limited = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '20' });
    try {
      const landlord = await createLandlord(limited.db);
      const signInTo = async () =>
        (
          await request(limited.app)
            .post('/api/accounts/token/')
            .send({ email: landlord.email, password: TEST_PASSWORD, user_type: 'landlord' })
        ).body as { refresh: string };
      const rotate = (token: string) =>
        request(limited.app).post('/api/accounts/token/refresh/').send({ refresh: token });
      let token = (await signInTo()).refresh;
      for (let i = 0; i < 30; i += 1) {
        const res = await rotate(token);
        expect(res.status).toBe(200);
        token = res.body.refresh;
      }
      const refused = await rotate(token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: expect.any(String), code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another sign-in from the same address is not held back.
      expect((await rotate((await signInTo()).refresh)).status).toBe(200);
      // Once the window is over the family refreshes again (the refused token was never claimed).
      limited.clock.now = new Date(Date.now() + 15 * 60_000 + 1000);
      expect((await rotate(token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const tokens = await signIn();
    const out = await request(ctx.app)
      .post('/api/accounts/logout/')
      .send({ refresh: tokens.refresh });
    expect(out.status).toBe(204);
    expect((await refresh(tokens.refresh)).status).toBe(401);
  });
});
