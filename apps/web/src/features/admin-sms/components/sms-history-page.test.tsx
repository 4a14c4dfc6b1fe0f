import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { SmsHistoryPage } from './sms-history-page';

const HISTORY = 'GET /api/communication/sms/messages/';
const BALANCE = 'GET /api/communication/sms/balance/';

const row = (id: number, status: string, failure: string | null = null) => ({
  id,
  created_at: '2026-11-20T07:00:00Z',
  recipient: '254712345678',
  tenant_name: 'Otieno Odhiambo',
  kind: 'announcement',
  segments: 2,
  credits: 2,
  status,
  failure_reason: failure,
  delivered_at: null,
});

function renderPage() {
  storeSession('landlord');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SmsHistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SMS History', () => {
  it('lists messages with status and cost, and filters in the request', async () => {
    const api = mockApi({
      [BALANCE]: () => jsonResponse(200, { credits: 96, expiring: [] }),
      [HISTORY]: (request) =>
        request.url.includes('status=failed')
          ? jsonResponse(200, { count: 0, page: 1, page_size: 25, results: [] })
          : jsonResponse(200, {
              count: 2,
              page: 1,
              page_size: 25,
              results: [row(2, 'delivered'), row(1, 'failed', 'DeliveryFailure')],
            }),
    });
    renderPage();
    expect(await screen.findByText('96 SMS credits left.', { exact: false })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', { name: /Otieno Odhiambo/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('DeliveryFailure', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 refunded')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    expect(
      api.requests.some((r) => r.url.includes('status=failed') && r.url.includes('page=1')),
    ).toBe(true);
  });

  it('offers Retry when the history cannot load', async () => {
    mockApi({
      [BALANCE]: () => jsonResponse(200, { credits: 0, expiring: [] }),
      [HISTORY]: () => jsonResponse(500, { detail: 'boom', code: 'SERVER_ERROR' }),
    });
    renderPage();
    expect(await screen.findByText('Could not load your SMS history.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
