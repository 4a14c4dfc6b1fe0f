import { LIMITS, type TokenPair } from '@pango/shared';
import { ApiError, type ApiErrorPayload } from './api-error';
import { navigateTo } from './navigation';
import { clearSession, getSession, saveSession } from './session';

// API conventions of seed 000 section 7: base /api, JSON, 30 s timeout, bearer token, one refresh
// on 401 then one retry, identical GETs in flight shared.
export const API_BASE = '/api';
export const REFRESH_PATH = '/accounts/token/refresh/';
export const LOGIN_PATH = '/login';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** false for sign-in and other public calls: no bearer token and no refresh on a 401. */
  auth?: boolean;
};

export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

type Reply = { status: number; ok: boolean; data: unknown; isJson: boolean; isHtml: boolean };

async function readReply(response: Response): Promise<Reply> {
  const { status, ok } = response;
  const text = await response.text();
  if (!text) return { status, ok, data: undefined, isJson: true, isHtml: false };
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return { status, ok, data: JSON.parse(text), isJson: true, isHtml: false };
    } catch {
      // falls through: a broken JSON body counts as a non-JSON reply
    }
  }
  const isHtml = type.includes('text/html') || /^\s*</.test(text);
  return { status, ok, data: text, isJson: false, isHtml };
}

/** One HTTP exchange inside the timeout window (the body read included). */
async function exchange(url: string, init: RequestInit): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.requestTimeoutMs);
  let reply: Reply;
  try {
    reply = await readReply(await fetch(url, { ...init, signal: controller.signal }));
  } catch (cause) {
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    // Spec: timeouts and network errors are only logged (no redirect, no session change).
    console.warn(`[api] ${init.method ?? 'GET'} ${url}: ${kind}`, cause);
    throw new ApiError({ kind });
  } finally {
    clearTimeout(timer);
  }
  if (reply.ok && reply.isJson) return reply.data;
  const body =
    reply.isJson && reply.data && typeof reply.data === 'object'
      ? (reply.data as ApiErrorPayload)
      : null;
  throw new ApiError({ status: reply.status, body, isHtml: reply.isHtml });
}

function expireSession(): void {
  clearSession();
  navigateTo(LOGIN_PATH);
}

const REFRESH_LOCK = 'pango.refresh';

/** failedToken: the access token the server refused. */
async function runRefresh(failedToken: string | null): Promise<string | null> {
  const { access, refresh } = getSession();
  // Another tab (or an earlier refresh) already replaced the refused token: use the new one.
  if (access && access !== failedToken) return access;
  if (!refresh) {
    expireSession();
    return null;
  }
  let tokens: Partial<TokenPair>;
  try {
    tokens = (await exchange(`${API_BASE}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    })) as Partial<TokenPair>;
  } catch (error) {
    // Only a refused token ends the session; a dropped connection, a rate limit or a server
    // outage says nothing about it.
    const status = error instanceof ApiError ? error.status : 0;
    const isRefused = status >= 400 && status < 500 && status !== 429;
    if (!isRefused) throw error;
    expireSession();
    return null;
  }
  if (!tokens?.access) {
    expireSession();
    return null;
  }
  // The server rotates refresh tokens and treats a reused one as theft: keep the new one.
  saveSession({ access: tokens.access, refresh: tokens.refresh });
  return tokens.access;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Single flight: concurrent 401s share one refresh. Across tabs the Web Locks API (where the
 * browser has it) queues the refreshes, so a second tab reuses the first one's rotated pair
 * instead of presenting the already-used refresh token. Resolves the new access token or null.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string | null> {
  refreshing ??= withRefreshLock(() => runRefresh(failedToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function withRefreshLock(task: () => Promise<string | null>): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The lock is held until the task's promise settles; request resolves with that promise.
  return await locks.request(REFRESH_LOCK, task);
}

async function send<T>(method: Method, url: string, options: RequestOptions, isRetry = false) {
  const useAuth = options.auth !== false;
  const token = useAuth ? getSession().access : null;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  const body =
    options.body === undefined || isForm
      ? (options.body as FormData | undefined)
      : JSON.stringify(options.body);
  try {
    return (await exchange(url, { method, headers, body })) as T;
  } catch (error) {
    if (!useAuth || isRetry || !(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await refreshAccessToken(token);
    if (!fresh) throw error;
    return send<T>(method, url, options, true);
  }
}

const inflight = new Map<string, Promise<unknown>>();

export function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.params);
  if (method !== 'GET') return send<T>(method, url, options);
  const key = `${method} ${url}`;
  const existing = inflight.get(key);
  if (existing) return existing as Promise<T>;
  const promise = send<T>(method, url, options).finally(() => inflight.delete(key));
  inflight.set(key, promise);
  return promise;
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: BodyOptions) => request<T>('DELETE', path, options),
};
