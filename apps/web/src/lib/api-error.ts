import type { ApiErrorBody } from '@pango/shared';

/**
 * The parsed error body. The API answers with ApiErrorBody; older screens of the spec also read
 * `error`, `message` and per-field arrays, so those stay readable too.
 */
export type ApiErrorPayload = Partial<ApiErrorBody> & {
  error?: string;
  message?: string;
  [field: string]: unknown;
};

export type ApiErrorKind = 'http' | 'network' | 'timeout';

type ApiErrorInit = {
  kind?: ApiErrorKind;
  status?: number;
  body?: ApiErrorPayload | null;
  isHtml?: boolean;
  message?: string;
};

/** Every failed call rejects with this. status is 0 when no answer arrived (network, timeout). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: ApiErrorPayload | null;
  /** The reply was an HTML page (a proxy or server error page), not the API's JSON. */
  readonly isHtml: boolean;

  constructor({ kind = 'http', status = 0, body = null, isHtml = false, message }: ApiErrorInit) {
    super(message ?? body?.detail ?? `Request failed (${kind}${status ? ` ${status}` : ''})`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.isHtml = isHtml;
  }

  /** True when the request never got an answer: worth a "Try Again". */
  get isConnectionProblem(): boolean {
    return this.kind !== 'http';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The first message of a string or string-array field of the body, if any. */
export function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  return undefined;
}
