import { vi } from 'vitest';

export type MockRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
};
type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function htmlResponse(status: number, html = '<!doctype html><title>502</title>'): Response {
  return new Response(html, { status, headers: { 'Content-Type': 'text/html' } });
}

/** A promise you settle by hand, to hold a response in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function toRequest(input: RequestInfo | URL, init: RequestInit = {}): MockRequest {
  const headers = (init.headers ?? {}) as Record<string, string>;
  const raw = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: init.method ?? 'GET',
    url: String(input),
    headers,
    // A multipart body (an upload) is kept as the FormData the code sent.
    body:
      raw !== undefined ? JSON.parse(raw) : init.body instanceof FormData ? init.body : undefined,
    signal: init.signal ?? undefined,
  };
}

/** Replaces global fetch; the spy records MockRequest objects in `requests`. */
export function mockFetch(handler: Handler) {
  const requests: MockRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', spy);
  return { spy, requests };
}

export type Routes = Record<string, (request: MockRequest) => Response | Promise<Response>>;

/** mockApi({ 'POST /api/accounts/token/': () => jsonResponse(200, {...}) }); others answer 404. */
export function mockApi(routes: Routes) {
  return mockFetch((request) => {
    const path = request.url.split('?')[0];
    const route = routes[`${request.method} ${path}`];
    return route ? route(request) : jsonResponse(404, { detail: 'Not found.', code: 'NOT_FOUND' });
  });
}
