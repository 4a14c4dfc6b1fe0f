import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SETTINGS_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer } from '../ledger/test-helpers.js';

// Changing the account email (issue 17, item 6): a stolen 5-minute access token used to change it
// and then reset the password through the new address. Now the current password is required, the
// change waits for a single-use link mailed to the new address, and the old address is told.

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
afterEach(() => {
  ctx.clock.now = new Date();
});

type User = { id: number; email: string };
const changeEmail = (user: User, email: string, currentPassword?: string) =>
  request(ctx.app)
    .put(`/api/accounts/users/${user.id}/update/`)
    .set('Authorization', bearer(ctx, user.id, 'landlord'))
    .send({
      first_name: 'Amina',
      last_name: 'Changed',
      email,
      phone_number: '0722000111',
      ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
    });
const confirm = (token: string) =>
  request(ctx.app).post('/api/accounts/email-change/confirm/').send({ token });
// The outbox keeps who and what kind once sent (not the body); the SMTP server has the text.
const mailsTo = (to: string, kind: 'email_change' | 'reset' = 'email_change') =>
  ctx.db.emailOutbox.findMany({ where: { to, kind }, orderBy: { id: 'asc' } });
const textsTo = (to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => mail.text);
const emailOf = async (id: number) =>
  (await ctx.db.user.findUniqueOrThrow({ where: { id } })).email;

const LINK = /https:\/\/pango\.example\/confirm-email\?token=([A-Za-z0-9_-]+)/;

async function confirmationToken(to: string): Promise<string> {
  await expect.poll(() => textsTo(to).filter((text) => LINK.test(text)).length).toBeGreaterThan(0);
  const text =
    textsTo(to)
      .filter((t) => LINK.test(t))
      .at(-1) ?? '';
  return LINK.exec(text)![1]!;
}

describe('changing the account email', () => {
  it('needs the current password, and a wrong one changes nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const missing = await changeEmail(landlord, 'thief@example.test');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordRequired] });
    const wrong = await changeEmail(landlord, 'thief@example.test', 'Guess1234');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
    expect(await emailOf(landlord.id)).toBe(landlord.email);
    expect(await mailsTo('thief@example.test')).toHaveLength(0);
    expect(await ctx.db.emailChangeToken.count({ where: { userId: landlord.id } })).toBe(0);
  });

  it('waits for the link mailed to the new address, telling the old one at each step', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await changeEmail(landlord, 'Amina.New@Example.test', TEST_PASSWORD);
    expect(res.status).toBe(200);
    // Name and phone change at once; the email waits.
    expect(res.body).toMatchObject({
      email: landlord.email,
      pending_email: 'amina.new@example.test',
      full_name: 'Amina Changed',
    });
    expect(await emailOf(landlord.id)).toBe(landlord.email);
    await expect.poll(() => textsTo(landlord.email).length).toBe(1);
    const [notice] = textsTo(landlord.email);
    expect(notice).toContain('asked to change its email address to amina.new@example.test');
    expect(notice).not.toContain('confirm-email');

    // Until confirmed, a reset link still goes to the old address and the new one has no account.
    await request(ctx.app).post('/api/accounts/password/reset/').send({ email: landlord.email });
    await request(ctx.app)
      .post('/api/accounts/password/reset/')
      .send({ email: 'amina.new@example.test' });
    await expect.poll(async () => (await mailsTo(landlord.email, 'reset')).length).toBe(1);
    expect(await mailsTo('amina.new@example.test', 'reset')).toHaveLength(0);

    const token = await confirmationToken('amina.new@example.test');
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      detail: SETTINGS_MESSAGES.emailChanged,
      email: 'amina.new@example.test',
    });
    expect(await emailOf(landlord.id)).toBe('amina.new@example.test');
    const notices = await mailsTo(landlord.email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'A change of your Pango email address was requested',
      'Your Pango email address was changed',
    ]);
    const actions = await ctx.db.auditLog.findMany({
      where: { actorId: landlord.id, action: { startsWith: 'account.email' } },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => [a.action, a.data])).toEqual([
      [
        'account.email_change_requested',
        { before: { email: landlord.email }, requested: { email: 'amina.new@example.test' } },
      ],
      [
        'account.email_changed',
        { before: { email: landlord.email }, after: { email: 'amina.new@example.test' } },
      ],
    ]);
  });

  it('accepts each link once', async () => {
    const landlord = await createLandlord(ctx.db);
    await changeEmail(landlord, 'once@example.test', TEST_PASSWORD);
    const token = await confirmationToken('once@example.test');
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ token: [SETTINGS_MESSAGES.emailChangeLinkInvalid] });
  });

  it('refuses an expired link, a made-up one and one replaced by a newer request', async () => {
    const landlord = await createLandlord(ctx.db);
    await changeEmail(landlord, 'late@example.test', TEST_PASSWORD);
    const late = await confirmationToken('late@example.test');
    ctx.clock.now = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect((await confirm(late)).status).toBe(400);
    ctx.clock.now = new Date();

    await changeEmail(landlord, 'first@example.test', TEST_PASSWORD);
    const first = await confirmationToken('first@example.test');
    await changeEmail(landlord, 'second@example.test', TEST_PASSWORD);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm('made-up-token-0123456789abcdef')).status).toBe(400);
    expect(await emailOf(landlord.id)).toBe(landlord.email);
    expect((await confirm(await confirmationToken('second@example.test'))).status).toBe(200);
  });

  it('refuses the link once someone else took the address meanwhile', async () => {
    const landlord = await createLandlord(ctx.db);
    await changeEmail(landlord, 'contested@example.test', TEST_PASSWORD);
    const token = await confirmationToken('contested@example.test');
    await createTenant(ctx.db, landlord.id, { email: 'contested@example.test' });
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
    expect(await emailOf(landlord.id)).toBe(landlord.email);
  });
});
