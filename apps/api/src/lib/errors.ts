import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { ERROR_CODES, MESSAGES, type ApiErrorBody, type ErrorCode } from '@pango/shared';
import { isDatabaseUnavailable } from './db.js';
import type { Logger } from './logger.js';
import { loggedPath } from './request-log.js';

// One error shape for every failure (docs/decisions/004-one-error-shape.md):
// { detail, code, errors?: { field: [msg] }, non_field_errors?, ...extra }.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: Omit<ApiErrorBody, 'detail' | 'code'> & Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail: string = MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.notFound, detail);
export const forbidden = (detail: string = MESSAGES.forbidden) =>
  new AppError(403, ERROR_CODES.forbidden, detail);
export const unauthenticated = (
  detail: string = MESSAGES.notAuthenticated,
  code: ErrorCode = ERROR_CODES.notAuthenticated,
) => new AppError(401, code, detail);

export function zodToFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function isUniqueViolation(err: unknown): err is { code: 'P2002'; meta?: { target?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}

/** Errors Express middleware raise with a 4xx status (http-errors): static misses, body too large. */
function clientErrorStatus(err: unknown): number | null {
  const status =
    typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** body-parser's error type ('entity.parse.failed', 'entity.too.large', ...), if any. */
function bodyErrorType(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
}

function tooLargeDetail(err: unknown): string {
  const limit = (err as { limit?: unknown }).limit;
  if (typeof limit !== 'number') return 'The request body is too large.';
  const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`;
  return `The request body is too large (at most ${size}).`;
}

/** Seconds a client waits before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_S = 5;
export const SERVICE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json({ detail: err.detail, code: err.code, ...err.extra });
      return;
    }
    if (err instanceof ZodError) {
      const errors = zodToFieldErrors(err);
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.invalidInput;
      res.status(400).json({ detail: first, code: ERROR_CODES.validation, errors });
      return;
    }
    if (bodyErrorType(err) === 'entity.parse.failed') {
      res
        .status(400)
        .json({ detail: 'The request body is not valid JSON.', code: ERROR_CODES.validation });
      return;
    }
    if (bodyErrorType(err) === 'entity.too.large') {
      res.status(413).json({ detail: tooLargeDetail(err), code: ERROR_CODES.validation });
      return;
    }
    const clientStatus = clientErrorStatus(err);
    if (clientStatus) {
      const isNotFound = clientStatus === 404;
      res.status(clientStatus).json({
        detail: isNotFound ? MESSAGES.notFound : MESSAGES.invalidInput,
        code: isNotFound ? ERROR_CODES.notFound : ERROR_CODES.validation,
      });
      return;
    }
    if (isUniqueViolation(err)) {
      res.status(409).json({ detail: 'This record already exists.', code: ERROR_CODES.conflict });
      return;
    }
    // An outage, not a bug: one line without a stack (there will be many), and a quick answer the
    // client may retry; the pool reconnects by itself when the database is back.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ method: req.method, url: loggedPath(req) }, 'database unavailable');
      res
        .status(503)
        .set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .json({ detail: SERVICE_UNAVAILABLE, code: ERROR_CODES.serverError });
      return;
    }
    logger.error({ err, method: req.method, url: loggedPath(req) }, 'unhandled error');
    res.status(500).json({ detail: MESSAGES.serverError, code: ERROR_CODES.serverError });
  };
}
