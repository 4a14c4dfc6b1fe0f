import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const signIn = (email: string, password: string, userType = 'landlord') =>
  request(ctx.app).post('/api/accounts/token/').send({ email, password, user_type: userType });
const change = (access: string | undefined, body: Record<string, unknown>) => {
  const req = request(ctx.app).put('/api/accounts/change-password/');
  if (access) req.set('Authorization', `Bearer ${access}`);
  return req.send(body);
};
const refresh = (token: string) =>
  request(ctx.app).post('/api/accounts/token/refresh/').send({ refresh: token });

describe('PUT /api/accounts/change-password/', () => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const landlord = await createLandlord(ctx.db);
    const phone = (await signIn(landlord.email, TEST_PASSWORD)).body;
    const laptop = (await signIn(landlord.email, TEST_PASSWORD)).body;

    const res = await change(phone.access, {
      current_password: TEST_PASSWORD,
      new_password: 'Fresh1Password',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.passwordChanged });

    expect((await refresh(laptop.refresh)).status).toBe(401);
    expect((await refresh(phone.refresh)).status).toBe(200);
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(400);
    expect((await signIn(landlord.email, 'Fresh1Password')).status).toBe(200);
    const trail = await ctx.db.auditLog.findMany({
      where: { actorId: landlord.id, action: 'auth.password_changed' },
      select: { data: true },
    });
    // The laptop's and the one every factory-made user has (test/sessions.ts).
    expect(trail).toEqual([{ data: { sessions_ended: 2 } }]);
    const mail = await smtp.waitFor(landlord.email);
    expect(mail.text).toContain('The password of your Pango account was just changed');
    // A landlord's own account mail is of no landlord (their Settings list their tenants' mail).
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: landlord.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'password_changed',
      landlordId: null,
    });
  });

  it('answers a wrong current password as a field error and changes nothing', async () => {
    const tenantLandlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, tenantLandlord.id);
    const session = (await signIn(tenant.email, TEST_PASSWORD, 'tenant')).body;
    const res = await change(session.access, {
      current_password: 'NotMine123',
      new_password: 'Fresh1Password',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
    expect((await signIn(tenant.email, TEST_PASSWORD, 'tenant')).status).toBe(200);
  });

  it('applies the password rule of section 5 and requires the current password', async () => {
    const landlord = await createLandlord(ctx.db);
    const session = (await signIn(landlord.email, TEST_PASSWORD)).body;
    const weak = await change(session.access, {
      current_password: TEST_PASSWORD,
      new_password: 'alllowercase1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.new_password).toEqual([MESSAGES.passwordRequirements]);
    const missing = await change(session.access, { new_password: 'Fresh1Password' });
    expect(missing.body.errors.current_password).toEqual([MESSAGES.currentPasswordRequired]);
    const same = await change(session.access, {
      current_password: TEST_PASSWORD,
      new_password: TEST_PASSWORD,
    });
    expect(same.body.errors.new_password).toEqual([MESSAGES.newPasswordSameAsCurrent]);
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits attempts per user, so a stolen session cannot guess the current password', async () => {
    const limited = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '20' });
    try {
      const landlord = await createLandlord(limited.db);
      const { access } = (
        await request(limited.app)
          .post('/api/accounts/token/')
          .send({ email: landlord.email, password: TEST_PASSWORD, user_type: 'landlord' })
      ).body;
      const attempt = (current: string) =>
        request(limited.app)
          .put('/api/accounts/change-password/')
          .set('Authorization', `Bearer ${access}`)
          .send({ current_password: current, new_password: 'Fresh1Password' });
      for (let i = 0; i < 10; i += 1) expect((await attempt(`Guess${i}pass`)).status).toBe(400);
      const refused = await attempt(TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const stillOld = await request(limited.app)
        .post('/api/accounts/token/')
        .send({ email: landlord.email, password: TEST_PASSWORD, user_type: 'landlord' });
      expect(stillOld.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('needs a signed-in user', async () => {
    const res = await change(undefined, {
      current_password: TEST_PASSWORD,
      new_password: 'Fresh1Password',
    });
    expect(res.status).toBe(401);
  });
});
