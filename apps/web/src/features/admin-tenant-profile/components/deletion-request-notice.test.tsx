import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DeletionRequestNotice } from './deletion-request-notice';

const LIST = 'GET /api/accounts/deletion-requests/';
const ROW = {
  id: 3,
  tenant: { id: 41, full_name: 'Brian Otieno' },
  status: 'pending',
  requested_at: '2026-11-20T09:00:00.000Z',
  erased_at: null,
  blocked_by: [
    { code: 'deposit_unsettled', message: 'Their deposit is not yet refunded or applied.' },
  ],
};

function renderNotice(results: unknown[]) {
  const api = mockApi({
    [LIST]: () => jsonResponse(200, { count: results.length, next_page: null, results }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeletionRequestNotice tenantId={41} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => storeSession('landlord'));
afterEach(() => vi.unstubAllGlobals());

describe('DeletionRequestNotice', () => {
  it("shows the tenant's request and what keeps it waiting", async () => {
    const api = renderNotice([ROW]);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('This tenant asked on');
    expect(notice).toHaveTextContent('Their deposit is not yet refunded or applied.');
    expect(api.requests[0]?.url).toContain('tenant_id=41');
  });

  it('shows nothing when the tenant never asked', async () => {
    const api = renderNotice([]);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
