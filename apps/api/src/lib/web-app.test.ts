import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

// The web build writes .br and .gz beside each text file (apps/web/build/precompress.ts); the API
// sends them as they are. Raw HTTP here: a client library would decompress and hide the bytes.
const SCRIPT = `console.log(${JSON.stringify('pango '.repeat(5_000))});`;
const HTML = `<!doctype html><title>Pango</title><div id="root"></div>${'<!-- -->'.repeat(200)}`;

let ctx: TestContext;
let dist: string;
let server: Server;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pango-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string, variants = true) => {
    writeFileSync(path.join(dist, name), text);
    if (!variants) return;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
  };
  write('index.html', HTML);
  write('assets/index-abc123.js', SCRIPT);
  write('assets/plain-def456.js', SCRIPT, false);
  write('sw.js', SCRIPT);
  write('manifest.webmanifest', '{"name":"Pango"}', false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };
function getRaw(pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const size = (name: string) => statSync(path.join(dist, name)).size;

describe('precompressed assets', () => {
  it('sends the brotli file to a browser that accepts br, cached for a year', async () => {
    const res = await getRaw('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(size('assets/index-abc123.js.br'));
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when br is not accepted', async () => {
    const res = await getRaw('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBe(size('assets/index-abc123.js.gz'));
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await getRaw('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('still compresses a file the build left without variants', async () => {
    const res = await getRaw('/assets/plain-def456.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not a variant or the page', async () => {
    const res = await getRaw('/assets/gone-000.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).not.toBe('br');
  });
});

describe('index.html', () => {
  it('is revalidated on every visit, precompressed, and a conditional request gets 304', async () => {
    const first = await getRaw('/admin/dashboard', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(first.body).toString()).toBe(HTML);
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();

    const again = await getRaw('/login', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers['etag']),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const since = await getRaw('/login', {
      'Accept-Encoding': 'br',
      'If-Modified-Since': String(first.headers['last-modified']),
    });
    expect(since.status).toBe(304);
  });

  it('is sent as it is without Accept-Encoding', async () => {
    const res = await getRaw('/login');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the installable app (ADR 043)', () => {
  it('serves the service worker and the manifest revalidated on every load, other files for an hour', async () => {
    const sw = await getRaw('/sw.js', { 'Accept-Encoding': 'br' });
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(sw.body).toString()).toBe(SCRIPT);
    const manifest = await getRaw('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const icon = await getRaw('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
