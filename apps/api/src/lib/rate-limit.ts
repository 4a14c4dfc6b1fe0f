import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ERROR_CODES, MESSAGES } from '@pango/shared';

/**
 * A per-client-address limit over one minute, answering 429 in the one error shape. Each call
 * makes its own bucket (sign-in, signup, landlord lookup do not share one).
 */
export function perMinuteLimiter(limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ detail: MESSAGES.tooManyRequests, code: ERROR_CODES.rateLimited });
    },
  });
}
