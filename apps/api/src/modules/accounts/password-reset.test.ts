import pg from 'pg';
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
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const requestReset = (email: string, frontendUrl = 'https://evil.example') =>
  request(ctx.app).post('/api/accounts/password/reset/').send({ email, frontend_url: frontendUrl });
const confirm = (body: Record<string, string>) =>
  request(ctx.app).post('/api/accounts/password/reset/confirm/').send(body);
const signIn = (email: string, password: string) =>
  request(ctx.app).post('/api/accounts/token/').send({ email, password, user_type: 'landlord' });

/** Takes the next mail to `email` off the test server (mail is sent after the HTTP answer). */
async function nextMail(email: string) {
  const mail = await smtp.waitFor(email);
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  return mail;
}

async function resetLinkFor(
  email: string,
): Promise<{ uid: string; token: string; link: string; text: string }> {
  const res = await requestReset(email);
  expect(res.status).toBe(200);
  const mail = await nextMail(email);
  const match = /(https:\/\/\S+\/reset-password\/([^/\s]+)\/([^/\s]+))/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { link: match[1]!, uid: match[2]!, token: match[3]!, text: mail.text };
}

describe('password reset by email', () => {
  it('emails a link to this site (never the client-supplied one) that sets a new password once', async () => {
    const landlord = await createLandlord(ctx.db);
    const { link, uid, token } = await resetLinkFor(landlord.email);
    expect(link.startsWith('https://pango.example/reset-password/')).toBe(true);

    const done = await confirm({ uid, token, new_password: 'NewPassw0rd' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.passwordResetDone);
    expect((await signIn(landlord.email, 'NewPassw0rd')).status).toBe(200);
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(400);

    const again = await confirm({ uid, token, new_password: 'Another1pass' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      detail: MESSAGES.invalidResetLink,
      error: MESSAGES.invalidResetLink,
    });
  });

  it('tells the owner by email once the password was reset', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const { uid, token } = await resetLinkFor(tenant.email);
    expect((await confirm({ uid, token, new_password: 'NewPassw0rd' })).status).toBe(200);
    const mail = await nextMail(tenant.email);
    expect(mail.text).toContain('The password of your Pango account was just changed');
    expect(mail.text).not.toContain('/reset-password/');
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: tenant.email, kind: 'password_changed' },
        select: { landlordId: true },
      }),
    ).toEqual({ landlordId: landlord.id });
  });

  it('answers before doing any of the work a known email costs', async () => {
    const landlord = await createLandlord(ctx.db);
    // Holding the reset-token table stalls the work; the answer must not wait for it.
    const blocker = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `LOCK TABLE "${ctx.env.DATABASE_SCHEMA}"."password_reset_tokens" IN ACCESS EXCLUSIVE MODE`,
      );
      const answer = requestReset(landlord.email).then((res) => res.status);
      const stalled = new Promise((resolve) => setTimeout(() => resolve('stalled'), 3000));
      expect(await Promise.race([answer, stalled])).toBe(200);
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    // The work then finishes: the mail goes out.
    expect((await nextMail(landlord.email)).text).toContain('/reset-password/');
  });

  it('signs out existing sessions when the password is reset', async () => {
    const landlord = await createLandlord(ctx.db);
    const session = (await signIn(landlord.email, TEST_PASSWORD)).body;
    const { uid, token } = await resetLinkFor(landlord.email);
    expect((await confirm({ uid, token, new_password: 'NewPassw0rd' })).status).toBe(200);
    const refresh = await request(ctx.app)
      .post('/api/accounts/token/refresh/')
      .send({ refresh: session.refresh });
    expect(refresh.status).toBe(401);
    const trail = await ctx.db.auditLog.findMany({
      where: { actorId: landlord.id },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(trail.map((e) => e.action)).toEqual([
      'auth.login',
      'auth.password_reset_requested',
      'auth.password_reset',
    ]);
  });

  it('files a tenant’s reset mail under their landlord, who it names, and a landlord’s under none', async () => {
    const landlord = await createLandlord(ctx.db, { fullName: 'Wanjiru Kamau' });
    const tenant = await createTenant(ctx.db, landlord.id);
    const tenantMail = await resetLinkFor(tenant.email);
    await resetLinkFor(landlord.email);
    expect(tenantMail.text).toContain('Sent by Pango on behalf of Wanjiru Kamau.');
    expect(tenantMail.text).toContain('>Choose a new password</a>');
    const rows = await ctx.db.emailOutbox.findMany({
      where: { to: { in: [tenant.email, landlord.email] } },
      select: { to: true, kind: true, landlordId: true },
    });
    expect(rows.find((row) => row.to === tenant.email)).toMatchObject({
      kind: 'reset',
      landlordId: landlord.id,
    });
    expect(rows.find((row) => row.to === landlord.email)).toMatchObject({
      kind: 'reset',
      landlordId: null,
    });
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const res = await requestReset('nobody-here@example.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    await expect(smtp.waitFor('nobody-here@example.test', 300)).rejects.toThrow();
  });

  it('refuses an expired link, a link for another user and a weak password, changing nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const other = await createLandlord(ctx.db);
    const { uid, token } = await resetLinkFor(landlord.email);

    const weak = await confirm({ uid, token, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.new_password).toEqual([MESSAGES.passwordRequirements]);

    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    expect((await confirm({ uid: otherUid, token, new_password: 'NewPassw0rd' })).status).toBe(400);

    ctx.clock.now = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    const late = await confirm({ uid, token, new_password: 'NewPassw0rd' });
    ctx.clock.now = new Date();
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe(MESSAGES.invalidResetLink);
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('rejects a malformed email with the spec message', async () => {
    const res = await requestReset('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual([MESSAGES.invalidEmail]);
  });
});
