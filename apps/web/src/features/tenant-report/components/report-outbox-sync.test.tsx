import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { queueReport, queuedReports } from '../api/report-outbox';
import { CREATE } from '../testing/render-report-screen';
import ReportOutboxSync from './report-outbox-sync';

// The tenant area's app-wide sender (ADR 043): reports kept on the device go at start-up and when
// the connection returns, wherever the tenant is.

const input = {
  issue_category: 'plumbing' as const,
  priority_level: 'high' as const,
  issue_title: 'Leak',
  description: 'Drip.',
  unit: 7,
  terms_accepted: true as const,
};

function renderSync() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportOutboxSync />
    </QueryClientProvider>,
  );
}

describe('ReportOutboxSync', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('sends the signed-in tenant’s kept report at start-up, once, with its key', async () => {
    const me = storeSession('tenant', makeMe('tenant'));
    queueReport({ key: 'k-1', userId: me.id, input, queuedAt: '' });
    const api = mockApi({ [CREATE]: () => jsonResponse(201, { id: 1 }) });
    renderSync();
    await waitFor(() => expect(queuedReports()).toEqual([]));
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['Idempotency-Key']).toBe('k-1');
    expect(posts[0]!.body).toEqual(input);
  });

  it('waits while offline and sends when the connection returns', async () => {
    const me = storeSession('tenant', makeMe('tenant'));
    queueReport({ key: 'k-2', userId: me.id, input, queuedAt: '' });
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const api = mockApi({ [CREATE]: () => jsonResponse(201, { id: 2 }) });
    renderSync();
    await act(() => Promise.resolve());
    expect(api.requests).toHaveLength(0);

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(queuedReports()).toEqual([]));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
