import type { Request, RequestHandler } from 'express';
import type { Logger } from './logger.js';

// One line per API request (method, route, status, time), written when the response is done.
// Health checks and static files are not logged, and neither are headers (they carry tokens) nor
// the values in a path or its query string: the STK callback's path carries its secret token and
// deposit-status's `session_id` is that endpoint's only credential (issue 17, item 8).

const MATCHED = Symbol('matchedRoute');
type Tracked = Request & { [MATCHED]?: string };

// A path segment that may be a credential or an identifier: anything with a digit, or long.
const VALUE_SEGMENT = /\d|^[^/]{16,}$/;

/**
 * The path a log line carries: the matched route's pattern (`/api/payments/stk/callback/:token/`);
 * for a request no route matched, its path with every value-like segment replaced by `:value`.
 */
export function loggedPath(req: Request): string {
  const matched = (req as Tracked)[MATCHED];
  if (matched) return matched;
  return req.originalUrl
    .split('?')[0]!
    .split('/')
    .map((segment) => (VALUE_SEGMENT.test(segment) ? ':value' : segment))
    .join('/');
}

/**
 * Express sets `req.route` when a route matches, but restores `req.baseUrl` as an error leaves a
 * router, so by the time the response is done the full pattern is lost. Catch the assignment and
 * keep the pattern with the mount path of that moment.
 */
function trackMatchedRoute(req: Request): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (typeof value?.path === 'string') (req as Tracked)[MATCHED] = req.baseUrl + value.path;
    },
  });
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/api') || req.path === '/api/health/') return next();
    trackMatchedRoute(req);
    const started = Date.now();
    res.once('finish', () => {
      const line = {
        req: { method: req.method, url: loggedPath(req) },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      // A 4xx is the client's mistake: a line with its status, never an error with a stack.
      if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
