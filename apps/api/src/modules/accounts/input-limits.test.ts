import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';
import { accountStep, completeBody } from '../registration/landlord-signup-requests.js';
import { encodeUid } from './password-reset.service.js';
import { hashToken } from '../../lib/tokens.js';

// Input limits of the shared schemas at the API (issue 11: a 900 KB email reached the database and
// a NUL byte in an email was a 500 with a stack trace).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HUGE_EMAIL = `${'a'.repeat(900 * 1024)}@example.com`;
const NUL_EMAIL = 'amina\u0000@example.com';

/** Row counts of every table an account request could write to. */
async function written() {
  const db = ctx.db;
  return Promise.all([
    db.user.count(),
    db.refreshToken.count(),
    db.passwordResetToken.count(),
    db.registrationDraft.count(),
    db.emailOutbox.count(),
    db.auditLog.count(),
  ]);
}

const post = (path: string, body: object) =>
  request(ctx.app).post(`/api/accounts/${path}`).send(body);

describe.each([
  ['sign-in', 'token/', (email: string) => ({ email, password: 'x', user_type: 'tenant' })],
  ['reset request', 'password/reset/', (email: string) => ({ email })],
  [
    'landlord signup step 2',
    'landlord/register/step/2/',
    (email: string) => accountStep({ email }),
  ],
  ['landlord signup', 'landlord/register/complete/', (email: string) => completeBody({ email })],
])('%s', (_name, path, body) => {
  it('refuses a 900 KB email with a 400 in the one error shape and writes nothing', async () => {
    const before = await written();
    const res = await post(path, body(HUGE_EMAIL));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', detail: expect.any(String) });
    expect(res.body.errors.email).toEqual([MESSAGES.emailTooLong]);
    expect(await written()).toEqual(before);
  });

  it('refuses a NUL byte in the email with a 400, never a 500', async () => {
    const before = await written();
    const res = await post(path, body(NUL_EMAIL));
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(await written()).toEqual(before);
  });
});

describe('passwords', () => {
  it('are refused over 72 bytes when set, instead of being silently cut by bcrypt', async () => {
    const landlord = await createLandlord(ctx.db);
    const token = 'a-reset-token-for-the-byte-limit';
    await ctx.db.passwordResetToken.create({
      data: {
        userId: landlord.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    // 72 bytes are kept whole: only the full password signs in afterwards.
    const exact = `Aa1${'é'.repeat(34)}x`; // 3 + 68 + 1 = 72 bytes
    const tooLong = `${exact}y`;
    const confirm = (password: string) =>
      post('password/reset/confirm/', {
        uid: encodeUid(landlord.id),
        token,
        new_password: password,
      });
    const refused = await confirm(tooLong);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.new_password).toEqual([MESSAGES.passwordTooLong]);
    expect(
      (
        await post('token/', {
          email: landlord.email,
          password: TEST_PASSWORD,
          user_type: 'landlord',
        })
      ).status,
    ).toBe(200);

    expect((await confirm(exact)).status).toBe(200);
    const signIn = (password: string) =>
      post('token/', { email: landlord.email, password, user_type: 'landlord' });
    expect((await signIn(exact)).status).toBe(200);
    expect((await signIn(exact.slice(0, -1))).status).toBe(400);
  });

  it('with a NUL byte are refused at sign-in (bcrypt would stop reading there)', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await post('token/', {
      email: landlord.email,
      password: `${TEST_PASSWORD}\u0000anything`,
      user_type: 'landlord',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toEqual([MESSAGES.passwordControlCharacters]);
  });
});
