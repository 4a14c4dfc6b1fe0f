import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createTestContext, type TestContext } from './test/context.js';

const WEB_APP = (file: string) =>
  fileURLToPath(new URL(`../../web/src/app/${file}`, import.meta.url));
// The top-level table, then the lazy areas' own tables with the prefix they are mounted under.
const WEB_ROUTE_TABLES = [
  { file: WEB_APP('router.tsx'), prefix: '' },
  { file: WEB_APP('admin-area.tsx'), prefix: '/admin' },
  { file: WEB_APP('tenant-area.tsx'), prefix: '/tenant' },
];
const WEB_INDEX_HTML = fileURLToPath(new URL('../../web/index.html', import.meta.url));

// One origin: the API under /api, the built web app for every other path.
let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pango-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Pango</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(20_000))});`,
  );
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    const res = await request(ctx.app).get('/admin/tenants/12/details');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed assets gzip-compressed and cacheable for a year', async () => {
    const res = await request(ctx.app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await request(ctx.app).get('/assets/gone-000.js');
    expect(res.status).toBe(404);
  });

  it('keeps unknown API paths as JSON errors', async () => {
    const res = await request(ctx.app).get('/api/unknown/');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('unknown paths', () => {
  it.each(['/wp-login.php', '/.env', '/.git/config', '/index.php', '/api/unknown/'])(
    'answers %s with a JSON 404 in the one error shape',
    async (path) => {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ detail: expect.any(String), code: 'NOT_FOUND' });
    },
  );

  it('sends a browser on an unknown page to /login (seed 000), and a scanner a JSON 404', async () => {
    const browser = await request(ctx.app).get('/no/such/page').set('Accept', 'text/html');
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe('/login');
    const probe = await request(ctx.app).get('/wp-login.php').set('Accept', 'text/html');
    expect(probe.status).toBe(404);
    expect(probe.type).toBe('application/json');
    const client = await request(ctx.app).get('/no/such/page');
    expect(client.status).toBe(404);
    expect(client.body.code).toBe('NOT_FOUND');
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/reset-password/MQ/abc-123',
    '/tenant/signup',
    '/payments/subscribe',
    '/admin',
    '/tenant/payments',
  ])('answers the app route %s with index.html', async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('serves index.html for every route the web app declares', async () => {
    const declared = WEB_ROUTE_TABLES.flatMap(({ file, prefix }) =>
      [...readFileSync(file, 'utf8').matchAll(/path: '([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((path) => path !== '*')
        .map((path) => (path.startsWith('/') ? path : `${prefix}/${path}`)),
    );
    expect(declared.length).toBeGreaterThan(10);
    for (const full of declared) {
      const concrete = full.replace(/:[A-Za-z]+/g, '12').replace(/\/\*$/, '/x');
      const res = await request(ctx.app).get(concrete);
      expect(res.status, concrete).toBe(200);
      expect(res.text, concrete).toContain('<div id="root">');
    }
  });

  it('answers unknown paths as JSON without a built web app too', async () => {
    const apiOnly = createApp({ ...ctx.deps, env: { ...ctx.env, WEB_DIST_DIR: undefined } });
    const res = await request(apiOnly).get('/wp-login.php');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

/** The policy as a map of directive -> sources, so order does not matter. */
const parsePolicy = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );

describe('headers (ASVS 5.0 V3.4)', () => {
  it('sends a self-only Content-Security-Policy with no inline style or script', async () => {
    for (const path of ['/login', '/api/health/']) {
      const res = await request(ctx.app).get(path);
      expect(parsePolicy(res.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'style-src': "'self'",
        'img-src': "'self' data: blob:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'manifest-src': "'self'",
        'frame-src': "'self' blob:",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('has no inline style or script the policy would block in the web app or the sandbox page', async () => {
    const inline = /\sstyle=|<style|<script(?![^>]*\ssrc=)/i;
    expect(readFileSync(WEB_INDEX_HTML, 'utf8')).not.toMatch(inline);
    const page = await request(ctx.app).get('/api/payments/sandbox/checkout/no-such-order/');
    expect(page.type).toBe('text/html');
    expect(page.text).toContain(
      '<link rel="stylesheet" href="/api/payments/sandbox/checkout.css">',
    );
    expect(page.text).not.toMatch(inline);
  });

  it('keeps no /api answer in any cache: successes, errors and 404s alike', async () => {
    const answers = await Promise.all([
      request(ctx.app).get('/api/health/'),
      request(ctx.app).post('/api/accounts/token/').send({}),
      request(ctx.app).get('/api/accounts/me/'),
      request(ctx.app).get('/api/unknown/'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 400, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over TLS, as told by a trusted proxy', async () => {
    const plain = await request(ctx.app).get('/login');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could claim https.
    const spoofed = await request(ctx.app).get('/login').set('X-Forwarded-Proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const proxied = createApp({ ...ctx.deps, env: { ...ctx.env, TRUST_PROXY: 'loopback' } });
    const tls = await request(proxied).get('/login').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('CORS', () => {
  it('lets no other origin read API answers by default', async () => {
    const res = await request(ctx.app).get('/api/health/').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins, preflight included', async () => {
    const app = createApp({
      ...ctx.deps,
      env: { ...ctx.env, CORS_ORIGINS: ['https://partner.example'] },
    });
    const allowed = await request(app).get('/api/health/').set('Origin', 'https://partner.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await request(app)
      .options('/api/accounts/token/')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');

    const other = await request(app).get('/api/health/').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request bodies', () => {
  const jsonOfSize = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;

  it('refuses a JSON body over 1 MB with 413 in the one error shape', async () => {
    const res = await request(ctx.app)
      .post('/api/accounts/token/')
      .set('Content-Type', 'application/json')
      .send(jsonOfSize(1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      detail: 'The request body is too large (at most 1 MB).',
      code: 'VALIDATION_ERROR',
    });
  });

  it('reads a JSON body just under 1 MB', async () => {
    const res = await request(ctx.app)
      .post('/api/unknown/')
      .set('Content-Type', 'application/json')
      .send(jsonOfSize(1024 * 1024 - 100));
    expect(res.status).toBe(404);
  });
});
