import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Paths the web app's router answers (apps/web/src/app/router.tsx; web-app.test.ts fails when a
 * route there is missing here). Anything else that is not a file of the build is never the app
 * shell: a browser is sent to /login (the spec), a file-like path (/wp-login.php, /.env) or a
 * non-browser client gets a JSON 404, so scanners learn nothing and no page pretends to exist.
 */
const WEB_APP_ROUTE =
  /^\/(?:login|signup|forgot-password|reset-success|reset-password(?:\/.*)?|admin(?:\/.*)?|tenant(?:\/.*)?|payments(?:\/.*)?)?\/?$/;

export const isWebAppRoute = (pathname: string): boolean => WEB_APP_ROUTE.test(pathname);

/** One origin: the built web app's files, and index.html for the app's own routes. */
export function serveWebApp(app: Express, dir: string): void {
  const root = path.resolve(dir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`WEB_DIST_DIR has no index.html: ${root}`);
  app.use(
    '/assets',
    express.static(path.join(root, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (isWebAppRoute(req.path)) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
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
