import { createHash } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from './audit.js';
import { nowOf, type Deps } from './deps.js';
import { AppError } from './errors.js';
import {
  hitCounter,
  purgeExpiredCounters,
  refundCounter,
  type Counter,
} from './rate-limit-store.js';

/** At most `max` hits per fixed window of `windowMs` for one subject (address, account, family). */
export type LimitRule = { name: string; max: number; windowMs: number };

export const MINUTE_MS = 60_000;

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 client by its /64.
 * One IPv6 subscriber is given at least a /64 and picks any address in it at will, so counting
 * single IPv6 addresses would give each client billions of fresh buckets (issue 17, item 9).
 */
export const clientAddress = (ip: string | undefined): string =>
  ip ? ipKeyGenerator(ip, 64) : 'unknown';

/** 429 in the one error shape; Retry-After (seconds) is set from it (retryAfterHeader). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly rule: string,
  ) {
    super(
      429,
      ERROR_CODES.rateLimited,
      MESSAGES.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)),
    );
  }
}

// Keys hold a digest, not the email or address itself: the table stays free of personal data and
// a 254-character email makes a key as short as any other.
export const limitKey = (rule: LimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

// Counters of past windows are deleted now and then by whichever instance counts the hit.
const PURGE_EVERY_HITS = 500;
let hitsSincePurge = 0;

/**
 * Counts one hit of `subject` against `rule` and refuses it (RateLimitedError) once over the
 * limit. The first refusal of a window is audited (one row per lockout, not one per request).
 */
export async function consume(
  deps: Deps,
  rule: LimitRule,
  subject: string,
  actorId: number | null = null,
): Promise<Counter> {
  const now = nowOf(deps);
  const counter = await hitCounter(deps.db, deps.env, limitKey(rule, subject), rule.windowMs, now);
  if ((hitsSincePurge += 1) >= PURGE_EVERY_HITS) {
    hitsSincePurge = 0;
    void purgeExpiredCounters(deps.db, now).catch((err: unknown) =>
      deps.logger.warn({ err }, 'rate limit purge failed'),
    );
  }
  if (counter.hits <= rule.max) return counter;
  if (counter.hits === rule.max + 1) {
    await recordAudit(deps.db, {
      actorId,
      action: AUDIT_ACTIONS.rateLimited,
      entityType: 'rate_limit',
      entityId: rule.name,
      data: { max: rule.max, window_minutes: rule.windowMs / MINUTE_MS },
    });
  }
  const seconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
  throw new RateLimitedError(seconds, rule.name);
}

export function refund(deps: Deps, rule: LimitRule, subject: string): Promise<void> {
  return refundCounter(deps.db, limitKey(rule, subject), nowOf(deps));
}

/** Router-level error middleware: a RateLimitedError answers with its Retry-After header. */
export const retryAfterHeader: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof RateLimitedError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  next(err);
};

/** A per-client-address limit shared by every API instance (Postgres), with Retry-After. */
export function perAddressLimit(deps: Deps, rule: LimitRule): RequestHandler {
  return async (req, res, next) => {
    try {
      await consume(deps, rule, clientAddress(req.ip));
    } catch (err) {
      if (err instanceof RateLimitedError)
        res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    next();
  };
}
