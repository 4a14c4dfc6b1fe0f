import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { startSmtpServer } from '../test/smtp.js';
import { createPrisma } from './db.js';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';

// JSON logs an operator can search by the request id a user reports (X-Request-Id), with no
// stack trace for a client's mistake and no email body (ASVS 5.0 V16.2, V16.5).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Line = Record<string, unknown>;

/** An app as a deployed process builds it (request logging on), logging into memory. */
function loggedApp(overrides: Partial<TestContext['deps']> = {}) {
  const lines: Line[] = [];
  const logger = createLogger('info', {
    write: (chunk: string) => void lines.push(JSON.parse(chunk)),
  });
  const app = createApp({
    ...ctx.deps,
    ...overrides,
    logger,
    env: { ...(overrides.env ?? ctx.env), NODE_ENV: 'development' },
  });
  return { app, lines };
}

describe('request logs', () => {
  it('write one JSON line per API request carrying the X-Request-Id answered', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/api/accounts/me/');
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId,
        req: { method: 'GET', url: '/api/accounts/me/' },
        res: { statusCode: 401 },
      }),
    );
  });

  it('keep a request id a proxy sent', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/api/unknown/').set('X-Request-Id', 'edge-1234abcd');
    expect(res.headers['x-request-id']).toBe('edge-1234abcd');
    expect(lines.some((line) => line.requestId === 'edge-1234abcd')).toBe(true);
  });

  it('log a client error (4xx) as a plain line, never with a stack', async () => {
    const { app, lines } = loggedApp();
    const answers = await Promise.all([
      request(app).post('/api/accounts/token/').set('Content-Type', 'application/json').send('{'),
      request(app).post('/api/accounts/token/').send({ email: 'a\u0000@example.test' }),
      request(app)
        .post('/api/accounts/token/')
        .set('Content-Type', 'application/json')
        .send(`"${'x'.repeat(1024 * 1024 + 1)}"`),
      request(app).get('/wp-login.php'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([400, 400, 413, 404]);
    for (const res of answers) expect(JSON.stringify(res.body)).not.toMatch(/\bat \S+:\d+/);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(JSON.stringify(line)).not.toContain('stack');
      expect(line.level).toBeLessThan(50);
    }
  });

  it('log a database outage as one warning with the request id, without a stack', async () => {
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:1/none');
    const { app, lines } = loggedApp({ db: unreachable });
    const res = await request(app).get('/api/health/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'SERVER_ERROR',
    });
    const warning = lines.find((line) => line.msg === 'database unavailable');
    expect(warning).toMatchObject({ requestId: res.headers['x-request-id'], level: 40 });
    expect(JSON.stringify(lines)).not.toContain('stack');
    await unreachable.$disconnect();
  });
});

describe('request logs never carry secrets in the URL (issue 17, item 8)', () => {
  const callbackToken = 'stk-callback-secret-0123456789';
  const sessionId = 'signup-session-secret-abcdef';

  it('log the STK callback route pattern, not its token', async () => {
    const { app, lines } = loggedApp({
      env: { ...ctx.env, MPESA_CALLBACK_TOKEN: callbackToken },
    });
    const res = await request(app).post(`/api/payments/stk/callback/${callbackToken}/`).send({});
    expect(res.status).toBe(200);
    const wrong = await request(app).post('/api/payments/stk/callback/guessed-token-xyz123/');
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(lines)).not.toContain(callbackToken);
    expect(JSON.stringify(lines)).not.toContain('guessed-token-xyz123');
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: { method: 'POST', url: '/api/payments/stk/callback/:token/' },
        res: { statusCode: 200 },
      }),
    );
  });

  it('log deposit-status without its session_id query string', async () => {
    const { app, lines } = loggedApp();
    await request(app).get(`/api/payments/deposit-status/999999/?session_id=${sessionId}`);
    expect(JSON.stringify(lines)).not.toContain(sessionId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: { method: 'GET', url: '/api/payments/deposit-status/:id/' },
      }),
    );
  });

  it('log a path no route matched without its values', async () => {
    const { app, lines } = loggedApp();
    await request(app).get(`/api/payments/stk/callback/${callbackToken}/?token=${sessionId}`);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(callbackToken);
    expect(logged).not.toContain(sessionId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: { method: 'GET', url: '/api/payments/stk/callback/:value/' },
      }),
    );
  });
});

describe('the SMTP mailer', () => {
  it('logs who a mail went to, never what it said', async () => {
    const smtp = await startSmtpServer();
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (chunk: string) => void lines.push(chunk) });
    try {
      await createMailer(smtp.url, 'Pango <no-reply@pango.local>', logger).send({
        to: 'reader@example.test',
        subject: 'Reset your password',
        text: 'https://pango.example/reset-password/MQ/secret-token/',
        html: '<a href="https://pango.example/reset-password/MQ/secret-token/">Reset</a>',
      });
      expect((await smtp.waitFor('reader@example.test')).text).toContain('secret-token');
      expect(lines.join('')).toContain('reader@example.test');
      expect(lines.join('')).not.toContain('secret-token');
    } finally {
      await smtp.close();
    }
  });
});
