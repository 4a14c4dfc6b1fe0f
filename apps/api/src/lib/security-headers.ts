import type { RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';

// The browser-side controls for every response (ASVS 5.0 V3.4). The web app and the sandbox's
// hosted payment page load scripts, styles and fonts from this origin only: no inline script or
// style (index.html and the sandbox page use stylesheets), nothing from other hosts.
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // Preview images of uploaded ID documents are blob: URLs of authorised downloads.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The installable app (ADR 043): its service worker and manifest come from this origin.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The PDF preview of an uploaded ID document is an <iframe> of a blob: URL.
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  // The sandbox's hosted page posts to itself, then redirects back into the app (same origin).
  'form-action': ["'self'"],
} as const;

/** One year, subdomains included: only ever sent over TLS (RFC 6797 section 7.2). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // Sent below only when the request came over TLS: on plain http (a local run, a LAN
      // address) it would be ignored at best and pin a browser to https it cannot reach at worst.
      strictTransportSecurity: false,
    }),
    (req, res, next) => {
      // req.secure honours X-Forwarded-Proto only from proxies TRUST_PROXY names.
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}

/** Tokens, personal data and money: no API answer is kept by a browser or a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

// Browsers on other origins may call the API only from the configured list; with none (the
// default) the web app, served from this origin, is the only browser client. No credentials:
// tokens travel in headers, never cookies.
export function corsFromAllowlist(origins: readonly string[]): RequestHandler {
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin)),
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
}
