import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';

let ctx: TestContext;
let landlordEmail: string;
let landlordId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const landlord = await createLandlord(ctx.db);
  landlordEmail = landlord.email;
  landlordId = landlord.id;
});
afterAll(() => ctx.close());

const signIn = (body: Record<string, unknown>) =>
  request(ctx.app).post('/api/accounts/token/').send(body);

describe('POST /api/accounts/token/', () => {
  it('gives an access and a refresh token for the right email, password and type', async () => {
    const res = await signIn({
      email: landlordEmail,
      password: TEST_PASSWORD,
      user_type: 'landlord',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('records the sign-in in the audit log, and a failed one as a failure of that account', async () => {
    const landlord = await ctx.db.user.findUniqueOrThrow({ where: { email: landlordEmail } });
    const count = (action: string) =>
      ctx.db.auditLog.count({ where: { actorId: landlord.id, action } });
    const [logins, failures] = [await count('auth.login'), await count('auth.login_failed')];
    await signIn({ email: landlordEmail, password: 'Wrong1234', user_type: 'landlord' });
    expect(await count('auth.login')).toBe(logins);
    expect(await count('auth.login_failed')).toBe(failures + 1);
    await signIn({ email: landlordEmail, password: TEST_PASSWORD, user_type: 'landlord' });
    expect(await count('auth.login')).toBe(logins + 1);
    // An unknown email is recorded too, with no actor.
    await signIn({
      email: 'nobody-audit@example.test',
      password: 'Wrong1234',
      user_type: 'tenant',
    });
    const unknown = await ctx.db.auditLog.findFirst({
      where: { action: 'auth.login_failed', actorId: null },
      orderBy: { id: 'desc' },
      select: { data: true },
    });
    expect(unknown?.data).toEqual({ email: 'nobody-audit@example.test' });
  });

  it('treats the email case-insensitively', async () => {
    const res = await signIn({
      email: landlordEmail.toUpperCase(),
      password: TEST_PASSWORD,
      user_type: 'landlord',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with the spec message in non_field_errors', async () => {
    const res = await signIn({
      email: landlordEmail,
      password: 'Wrong1234',
      user_type: 'landlord',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      detail: MESSAGES.invalidCredentials,
      non_field_errors: [MESSAGES.invalidCredentials],
    });
  });

  it('gives the same answer for an unknown email, revealing nothing', async () => {
    const res = await signIn({
      email: 'nobody@example.test',
      password: TEST_PASSWORD,
      user_type: 'tenant',
    });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual([MESSAGES.invalidCredentials]);
  });

  it('tells a landlord signing in as a tenant that the account is a landlord account', async () => {
    const res = await signIn({
      email: landlordEmail,
      password: TEST_PASSWORD,
      user_type: 'tenant',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WRONG_USER_TYPE');
    expect(res.body.user_type).toEqual([MESSAGES.wrongAccountType('landlord')]);
  });

  it('keeps a tenant awaiting approval out with the pending-approval message', async () => {
    const tenant = await createTenant(ctx.db, landlordId, {
      isActive: false,
      approvalStatus: 'pending',
    });
    const res = await signIn({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_PENDING_APPROVAL',
      non_field_errors: [MESSAGES.pendingApproval],
    });
  });

  it('keeps a deactivated tenant out', async () => {
    const tenant = await createTenant(ctx.db, landlordId, { isActive: false });
    const res = await signIn({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_INACTIVE');
  });

  it('rejects malformed input with field errors in the spec words and issues no token', async () => {
    const before = await ctx.db.refreshToken.count();
    const res = await signIn({ email: 'not-an-email', password: '', user_type: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(res.body.errors.password).toEqual([MESSAGES.passwordRequired]);
    expect(res.body.errors.user_type).toBeDefined();
    expect(await ctx.db.refreshToken.count()).toBe(before);
  });

  it('answers a body that is not JSON with the one error shape', async () => {
    const res = await request(ctx.app)
      .post('/api/accounts/token/')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', detail: expect.any(String) });
  });
});
