import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

/**
 * Paths the web app's router answers (apps/web/src/app/router.tsx; app.test.ts fails when a
 * route there is missing here). Anything else that is not a file of the build is never the app
 * shell: a browser is sent to /login (the spec), a file-like path (/wp-login.php, /.env) or a
 * non-browser client gets a JSON 404, so scanners learn nothing and no page pretends to exist.
 */
const WEB_APP_ROUTE =
  /^\/(?:login|signup|forgot-password|reset-success|privacy|verify-email|confirm-email|team\/accept|reset-password(?:\/.*)?|admin(?:\/.*)?|tenant(?:\/.*)?|payments(?:\/.*)?)?\/?$/;

export const isWebAppRoute = (pathname: string): boolean => WEB_APP_ROUTE.test(pathname);

type SendOptions = { maxAge?: string; immutable?: boolean; cacheControl?: boolean };
/** Hashed file names never change content: cached for a year, never revalidated. */
const ASSET_CACHE: SendOptions = { maxAge: '1y', immutable: true };

// The web build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts):
// sent as they are, brotli first, so no response is compressed on the fly (compression() skips
// a response that already has a Content-Encoding).
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
/** A file at the top of its folder with a compressible type; no dot files, no `..`. */
const PRECOMPRESSIBLE = /^\/(?!\.)[\w.-]+\.(?:js|css|html|svg|json)$/;

/** The encodings an Accept-Encoding header allows (q > 0); `*` stands for any other. */
function acceptsEncoding(header: string | undefined, name: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (weights.get(name) ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends `file`, or its precompressed twin when the client accepts that encoding. Returns false
 * (nothing sent) when the request is not a GET or HEAD.
 */
async function sendBest(req: Request, res: Response, file: string, options: SendOptions) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const header = req.headers['accept-encoding'];
  res.vary('Accept-Encoding');
  for (const { name, suffix } of ENCODINGS) {
    if (!acceptsEncoding(header, name)) continue;
    const variant = await stat(file + suffix).catch(() => null);
    if (!variant?.isFile()) continue;
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', name);
    try {
      return await sendFile(res, file + suffix, options);
    } catch (err) {
      // Gone since the stat (a new build being copied in): the file itself is still right.
      if (res.headersSent) throw err;
      res.removeHeader('Content-Encoding');
    }
  }
  return sendFile(res, file, options);
}

/** res.sendFile as a promise; a client that went away (a preload cut short) is no error. */
const sendFile = (res: Response, file: string, options: SendOptions) =>
  new Promise<boolean>((resolve, reject) =>
    res.sendFile(file, options, (err?: Error & { code?: string; syscall?: string }) =>
      !err || err.code === 'ECONNABORTED' || err.syscall === 'write' ? resolve(true) : reject(err),
    ),
  );

/** Serves the precompressed twin of a file of `dir`, else lets express.static answer. */
function precompressed(dir: string, options: SendOptions): RequestHandler {
  return async (req, res, next) => {
    if (!PRECOMPRESSIBLE.test(req.path)) return next();
    const file = path.join(dir, req.path);
    if (!(await stat(file).catch(() => null))?.isFile()) return next();
    if (!(await sendBest(req, res, file, options))) next();
  };
}

/**
 * The installable app's fixed-name files (ADR 043): the service worker, its registration and the
 * manifest. Always revalidated (no-cache), so a new build's service worker is found at once
 * instead of after an hour of a cached sw.js.
 */
const REVALIDATED_FILES = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest']);

function revalidated(root: string): RequestHandler {
  return async (req, res, next) => {
    if (!REVALIDATED_FILES.has(req.path)) return next();
    const file = path.join(root, req.path);
    if (!(await stat(file).catch(() => null))?.isFile()) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!(await sendBest(req, res, file, { cacheControl: false }))) next();
  };
}

/** One origin: the built web app's files, and index.html for the app's own routes. */
export function serveWebApp(app: Express, dir: string): void {
  const root = path.resolve(dir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`WEB_DIST_DIR has no index.html: ${root}`);
  const assets = path.join(root, 'assets');
  app.use(
    '/assets',
    precompressed(assets, ASSET_CACHE),
    express.static(assets, { ...ASSET_CACHE, fallthrough: false }),
  );
  app.use(
    revalidated(root),
    precompressed(root, { maxAge: '1h' }),
    express.static(root, { index: false, maxAge: '1h' }),
  );
  app.get('/{*path}', async (req, res, next) => {
    if (isWebAppRoute(req.path)) {
      // The shell names the current assets: always revalidated (ETag, Last-Modified; 304).
      res.setHeader('Cache-Control', 'no-cache');
      await sendBest(req, res, indexHtml, {});
      return;
    }
    // Seed 000: "any other path redirects to /login" — for a person's browser. Scanners and API
    // clients (no text/html in Accept) get the JSON 404 of the error handler instead of a page.
    if (req.accepts(['json', 'html']) === 'html' && !/\.[A-Za-z0-9]+$/.test(req.path)) {
      res.redirect(302, '/login');
      return;
    }
    next();
  });
}
