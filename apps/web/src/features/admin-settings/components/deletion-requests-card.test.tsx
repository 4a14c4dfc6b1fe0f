import type { AccountDeletionPage } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DeletionRequestsCard } from './deletion-requests-card';

const LIST = 'GET /api/accounts/deletion-requests/';
const page = (results: AccountDeletionPage['results']): AccountDeletionPage => ({
  count: results.length,
  next_page: null,
  results,
});
const WAITING = {
  id: 7,
  tenant: { id: 41, full_name: 'Brian Otieno' },
  status: 'pending' as const,
  requested_at: '2026-11-20T09:00:00.000Z',
  erased_at: null,
  blocked_by: [
    {
      code: 'balance_owed' as const,
      message: 'They still owe KSh 4,500.',
      amount: 4500,
    },
  ],
};
const SETTLED = {
  ...WAITING,
  id: 8,
  tenant: { id: 42, full_name: 'Faith Njeri' },
  blocked_by: [],
};

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeletionRequestsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => storeSession('landlord'));
afterEach(() => vi.unstubAllGlobals());

describe('DeletionRequestsCard', () => {
  it("lists the tenants' requests, says why one waits, and erases a settled one", async () => {
    let erased = false;
    const api = renderCard({
      [LIST]: () =>
        jsonResponse(
          200,
          page([
            WAITING,
            erased
              ? {
                  ...SETTLED,
                  status: 'erased',
                  tenant: { id: 42, full_name: 'Former tenant T-00042' },
                  erased_at: '2026-11-24T10:00:00.000Z',
                }
              : SETTLED,
          ]),
        ),
      'POST /api/accounts/deletion-requests/8/erase/': () => {
        erased = true;
        return jsonResponse(200, { ...SETTLED, status: 'erased' });
      },
    });
    const brian = (await screen.findByRole('link', { name: 'Brian Otieno' })).closest('li')!;
    expect(brian).toHaveTextContent('They still owe KSh 4,500.');
    expect(within(brian).queryByRole('button', { name: 'Erase now' })).toBeNull();
    const faith = screen.getByRole('link', { name: 'Faith Njeri' }).closest('li')!;
    await userEvent.click(within(faith).getByRole('button', { name: 'Erase now' }));
    expect(await screen.findByRole('link', { name: 'Former tenant T-00042' })).toHaveAttribute(
      'href',
      '/admin/tenants/42/details',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says when nobody asked', async () => {
    renderCard({ [LIST]: () => jsonResponse(200, page([])) });
    expect(
      await screen.findByText('No tenant has asked for their account to be deleted.'),
    ).toBeInTheDocument();
  });
});
