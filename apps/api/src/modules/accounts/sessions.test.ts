import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { testAccessToken } from '../../test/sessions.js';
import { startSmtpServer } from '../../test/smtp.js';

// An access token dies with its session (issue 11): logout, a password reset, a password change
// on another device and deactivation each refuse the old access token on the very next request.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

type Tokens = { access: string; refresh: string };
async function signIn(email: string, userType = 'landlord', password = TEST_PASSWORD) {
  const res = await request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password, user_type: userType });
  expect(res.status).toBe(200);
  return res.body as Tokens;
}
const me = (access: string) =>
  request(ctx.app).get('/api/accounts/me/').set('Authorization', `Bearer ${access}`);
const sessionExpired = { detail: MESSAGES.sessionExpired, code: 'TOKEN_INVALID' };

async function expectRefused(access: string) {
  const res = await me(access);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(sessionExpired);
}

describe('an access token dies with its session', () => {
  it('after logout, at once and in the one error shape of an expired token', async () => {
    const landlord = await createLandlord(ctx.db);
    const tokens = await signIn(landlord.email);
    expect((await me(tokens.access)).status).toBe(200);
    const out = await request(ctx.app)
      .post('/api/accounts/logout/')
      .send({ refresh: tokens.refresh });
    expect(out.status).toBe(204);
    await expectRefused(tokens.access);
  });

  it('after a password reset, on every device', async () => {
    const landlord = await createLandlord(ctx.db);
    const phone = await signIn(landlord.email);
    const laptop = await signIn(landlord.email);
    expect((await me(phone.access)).status).toBe(200);

    const asked = await request(ctx.app)
      .post('/api/accounts/password/reset/')
      .send({ email: landlord.email });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitFor(landlord.email);
    const [, uid, token] = /\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mail.text) ?? [];
    const done = await request(ctx.app)
      .post('/api/accounts/password/reset/confirm/')
      .send({ uid, token, new_password: 'Fresh1Password' });
    expect(done.status).toBe(200);

    await expectRefused(phone.access);
    await expectRefused(laptop.access);
    // Beyond revoking the sessions, the token version moves on: no token signed before survives.
    const { tokenVersion } = await ctx.db.user.findUniqueOrThrow({ where: { id: landlord.id } });
    expect(tokenVersion).toBe(1);
    // A new sign-in carries the new token version and works.
    expect(
      (await me((await signIn(landlord.email, 'landlord', 'Fresh1Password')).access)).status,
    ).toBe(200);
  });

  it('after a password change on another device, while the device that changed it carries on', async () => {
    const landlord = await createLandlord(ctx.db);
    const phone = await signIn(landlord.email);
    const laptop = await signIn(landlord.email);
    const changed = await request(ctx.app)
      .put('/api/accounts/change-password/')
      .set('Authorization', `Bearer ${phone.access}`)
      .send({ current_password: TEST_PASSWORD, new_password: 'Fresh1Password' });
    expect(changed.status).toBe(200);

    expect((await me(phone.access)).status).toBe(200);
    await expectRefused(laptop.access);
  });

  it('after the landlord evicts the tenant (the account is deactivated)', async () => {
    const landlord = await createLandlord(ctx.db);
    await ctx.db.subscription.create({
      data: { landlordId: landlord.id, plan: 'onetime', isActive: true, expiresAt: null },
    });
    const tenant = await createTenant(ctx.db, landlord.id);
    const session = await signIn(tenant.email, 'tenant');
    expect((await me(session.access)).status).toBe(200);

    const evicted = await request(ctx.app)
      .delete(`/api/accounts/users/${tenant.id}/delete/`)
      .set(
        'Authorization',
        `Bearer ${testAccessToken(ctx.env.JWT_SECRET, landlord.id, 'landlord')}`,
      );
    expect(evicted.status).toBe(200);
    await expectRefused(session.access);
    expect(
      (await ctx.db.user.findUniqueOrThrow({ where: { id: tenant.id } })).tokenVersion,
    ).toBeGreaterThan(0);
  });

  it('once the account is switched off, however that happened (support in the database)', async () => {
    const landlord = await createLandlord(ctx.db);
    const { access } = await signIn(landlord.email);
    await ctx.db.user.update({ where: { id: landlord.id }, data: { isActive: false } });
    await expectRefused(access);
  });

  it('after its refresh token was replayed (the whole family is revoked)', async () => {
    const landlord = await createLandlord(ctx.db);
    const first = await signIn(landlord.email);
    const rotated = await request(ctx.app)
      .post('/api/accounts/token/refresh/')
      .send({ refresh: first.refresh });
    expect(rotated.status).toBe(200);
    expect((await me(rotated.body.access)).status).toBe(200);
    const replay = await request(ctx.app)
      .post('/api/accounts/token/refresh/')
      .send({ refresh: first.refresh });
    expect(replay.status).toBe(401);
    await expectRefused(rotated.body.access);
  });

  it('refuses a genuine token that names no session or token version', async () => {
    const landlord = await createLandlord(ctx.db);
    const sign = (claims: object) =>
      jwt.sign({ role: 'landlord', ...claims }, ctx.env.JWT_SECRET, {
        subject: String(landlord.id),
        expiresIn: 300,
      });
    const { access } = await signIn(landlord.email);
    const { sid, tv } = jwt.decode(access) as { sid: string; tv: number };
    expect((await me(sign({ sid, tv }))).status).toBe(200);
    await expectRefused(sign({}));
    await expectRefused(sign({ sid }));
    await expectRefused(sign({ tv }));
    // Another user's live session does not lend itself to this user.
    const other = await createLandlord(ctx.db);
    const theirs = jwt.decode((await signIn(other.email)).access) as { sid: string };
    await expectRefused(sign({ sid: theirs.sid, tv }));
    await expectRefused(sign({ sid, tv: tv + 1 }));
  });

  it('costs one query per request that carries a token, and none without', async () => {
    const landlord = await createLandlord(ctx.db);
    const { access } = await signIn(landlord.email);
    const counting = createQueryCountingApp(ctx);
    try {
      const withToken = await counting.count(async () => {
        const res = await request(counting.app)
          .get('/api/no-such-endpoint/')
          .set('Authorization', `Bearer ${access}`);
        expect(res.status).toBe(404);
      });
      expect(withToken).toBe(1);
      const anonymous = await counting.count(() =>
        request(counting.app).get('/api/no-such-endpoint/'),
      );
      expect(anonymous).toBe(0);
    } finally {
      await counting.close();
    }
  });
});
