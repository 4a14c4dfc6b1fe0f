import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.js';

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
