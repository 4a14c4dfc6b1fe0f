import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, tenantWithRent, type Harness } from './modules/payments/test/payments-fixtures.js';
import { createTestContext, type TestContext } from './test/context.js';
import { createLandlord } from './test/factories.js';
import { startSmtpServer } from './test/smtp.js';

// Reset-link poisoning (issue 11): with links built from the Host header, anyone could ask for a
// reset of a victim's account with `Host: evil.example` and the victim got a genuine token on a
// look-alike site. A production build takes every link from APP_URL.

const APP_URL = 'https://pango.example';
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    NODE_ENV: 'production',
    APP_URL,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    ALLOW_SANDBOX_PAYMENTS: 'true',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('links in a production build', () => {
  it('emails a reset link on APP_URL whatever Host the request names', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await request(ctx.app)
      .post('/api/accounts/password/reset/')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ email: landlord.email, frontend_url: 'https://evil.example' });
    expect(res.status).toBe(200);

    const mail = await smtp.waitFor(landlord.email);
    const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
    expect(links.some((link) => link.startsWith(`${APP_URL}/reset-password/`))).toBe(true);
    expect(mail.raw).not.toContain('evil.example');
  });

  it('sends a payer back to APP_URL, not to the Host the request named', async () => {
    const { tenant, unit } = await tenantWithRent(ctx);
    const h = { http: request(ctx.app) } as unknown as Harness;
    const auth = await signIn(h, tenant.email, 'tenant');
    const res = await request(ctx.app)
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Host', 'evil.example')
      .set('Authorization', auth)
      .send({ amount: 15_000, phone_number: '0712345678' });
    expect(res.status).toBe(200);
    expect(res.body.redirect_url).toMatch(new RegExp(`^${APP_URL}/api/payments/sandbox/`));
  });
});
