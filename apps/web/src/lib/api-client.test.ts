import { LIMITS } from '@pango/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  htmlResponse,
  jsonResponse,
  mockFetch,
  type MockRequest,
} from '@/test/fetch-mock';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setNavigator } from './navigation';
import { getSession, saveSession, SESSION_KEYS } from './session';

const REFRESH_URL = '/api/accounts/token/refresh/';
const isRefresh = (request: MockRequest) => request.url === REFRESH_URL;
const bearer = (request: MockRequest) => request.headers.Authorization;

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  setNavigator(navigate);
  saveSession({ access: 'old-access', refresh: 'refresh-1', userType: 'landlord' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The API of a server whose access token "old-access" expired; refresh rotates to r2. */
function expiredTokenServer(refreshReply: () => Response | Promise<Response>) {
  return mockFetch((request) => {
    if (isRefresh(request)) return refreshReply();
    if (bearer(request) === 'Bearer new-access') return jsonResponse(200, { url: request.url });
    return jsonResponse(401, { detail: 'Token expired', code: 'TOKEN_INVALID' });
  });
}

describe('api client', () => {
  it('sends JSON with the bearer token under /api', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { id: 7 }));
    await expect(api.post('/properties/', { name: 'Kilimani Court' })).resolves.toEqual({ id: 7 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/properties/',
      body: { name: 'Kilimani Court' },
      headers: { Authorization: 'Bearer old-access', 'Content-Type': 'application/json' },
    });
  });

  it('leaves the token off public calls', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    await api.post('/accounts/token/', { email: 'a@b.co' }, { auth: false });
    expect(bearer(requests[0]!)).toBeUndefined();
  });

  it('refreshes once on a 401, stores the rotated pair and retries with the new token', async () => {
    const { requests } = expiredTokenServer(() =>
      jsonResponse(200, { access: 'new-access', refresh: 'refresh-2' }),
    );
    await expect(api.get('/tenants/')).resolves.toEqual({ url: '/api/tenants/' });

    expect(requests.map((r) => `${r.method} ${r.url} ${bearer(r) ?? ''}`.trim())).toEqual([
      'GET /api/tenants/ Bearer old-access',
      `POST ${REFRESH_URL}`,
      'GET /api/tenants/ Bearer new-access',
    ]);
    expect(requests[1]!.body).toEqual({ refresh: 'refresh-1' });
    expect(getSession()).toMatchObject({ access: 'new-access', refresh: 'refresh-2' });
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBe('refresh-2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const refreshReply = deferred<Response>();
    const { requests } = expiredTokenServer(() => refreshReply.promise);
    const calls = Promise.all([
      api.get('/tenants/'),
      api.get('/properties/'),
      api.post('/reports/', { title: 'Leak' }),
    ]);
    await vi.waitFor(() => expect(requests.filter(isRefresh)).toHaveLength(1));
    refreshReply.resolve(jsonResponse(200, { access: 'new-access', refresh: 'refresh-2' }));

    await expect(calls).resolves.toHaveLength(3);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests.filter((r) => bearer(r) === 'Bearer new-access')).toHaveLength(3);
  });

  it('clears the session and goes to /login when the refresh is refused', async () => {
    expiredTokenServer(() => jsonResponse(401, { detail: 'Token reused', code: 'TOKEN_REUSED' }));
    const error = await api.get('/tenants/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getSession()).toEqual({ access: null, refresh: null, userType: null, user: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not navigate when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    expiredTokenServer(() => jsonResponse(401, { detail: 'Token invalid' }));
    await expect(api.get('/tenants/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().access).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for network reasons', async () => {
    expiredTokenServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/tenants/')).rejects.toMatchObject({ kind: 'network' });
    expect(getSession().refresh).toBe('refresh-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh is rate limited', async () => {
    expiredTokenServer(() => jsonResponse(429, { detail: 'Too many attempts.' }));
    await expect(api.get('/tenants/')).rejects.toMatchObject({ status: 429 });
    expect(getSession().refresh).toBe('refresh-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reuses a pair another tab already rotated instead of refreshing again', async () => {
    const { requests } = mockFetch((request) => {
      if (isRefresh(request)) return jsonResponse(401, { detail: 'Token reused' });
      if (bearer(request) === 'Bearer new-access') return jsonResponse(200, { ok: true });
      // While this request is in flight, the other tab refreshes and stores the new pair.
      localStorage.setItem(SESSION_KEYS.access, 'new-access');
      localStorage.setItem(SESSION_KEYS.refresh, 'refresh-2');
      return jsonResponse(401, { detail: 'Token expired' });
    });
    await expect(api.get('/tenants/')).resolves.toEqual({ ok: true });
    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(getSession().refresh).toBe('refresh-2');
  });

  it('queues refreshes across tabs with the Web Locks API', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    expiredTokenServer(() => jsonResponse(200, { access: 'new-access', refresh: 'refresh-2' }));
    await expect(api.get('/tenants/')).resolves.toEqual({ url: '/api/tenants/' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe('pango.refresh');
  });

  it('retries only once', async () => {
    const { requests } = mockFetch((request) =>
      isRefresh(request)
        ? jsonResponse(200, { access: 'new-access', refresh: 'refresh-2' })
        : jsonResponse(401, { detail: 'Still no' }),
    );
    await expect(api.get('/tenants/')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(3);
  });

  it('makes one fetch for identical GETs in flight', async () => {
    const gate = deferred<void>();
    const { requests } = mockFetch(async () => {
      await gate.promise;
      return jsonResponse(200, [{ id: 1 }]);
    });
    const first = api.get('/units/', { params: { property: 3, status: 'vacant' } });
    const second = api.get('/units/', { params: { status: 'vacant', property: 3 } });
    const other = api.get('/units/', { params: { property: 4 } });
    expect(second).toBe(first);
    gate.resolve();

    await expect(Promise.all([first, second, other])).resolves.toHaveLength(3);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/units/?property=3&status=vacant',
      '/api/units/?property=4',
    ]);
    // Once answered, the same GET goes to the network again.
    await api.get('/units/', { params: { property: 4 } });
    expect(requests).toHaveLength(3);
  });

  it('does not share POSTs', async () => {
    const { requests } = mockFetch(() => jsonResponse(201, {}));
    await Promise.all([api.post('/reports/', {}), api.post('/reports/', {})]);
    expect(requests).toHaveLength(2);
  });

  it(`gives up after ${LIMITS.requestTimeoutMs / 1000} s and only logs it`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    mockFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          signal = request.signal;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const result = api.get('/dashboard/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await result;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(console.warn).toHaveBeenCalled();
    expect(getSession().access).toBe('old-access');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('flags HTML replies and keeps JSON error bodies', async () => {
    mockFetch((request) =>
      request.url.endsWith('/down/')
        ? htmlResponse(502)
        : jsonResponse(400, { detail: 'Bad', non_field_errors: ['Nope'] }),
    );
    await expect(api.get('/down/')).rejects.toMatchObject({ status: 502, isHtml: true });
    await expect(api.get('/bad/')).rejects.toMatchObject({
      status: 400,
      isHtml: false,
      body: { detail: 'Bad', non_field_errors: ['Nope'] },
    });
  });

  it('treats an HTML page with status 200 as a failure', async () => {
    mockFetch(() => htmlResponse(200, '<!doctype html><div id="root"></div>'));
    await expect(api.post('/accounts/token/', {}, { auth: false })).rejects.toMatchObject({
      status: 200,
      isHtml: true,
    });
  });
});
