import { PAYOUT_MESSAGES, type PayoutsPage } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { deferred, jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DEPOSITS, noDeposits, page, PAYMENTS, PROPERTIES, UNITS } from '../testing/fixtures';
import { CollectedForYouPage, monthLabel } from './collected-for-you-page';
import { PaymentsPage } from './payments-page';

const PAYOUTS = 'GET /api/payments/payouts/';

const twoMonths: PayoutsPage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      month: '2026-12',
      gross: 15_001,
      fee: 375,
      net: 14_626,
      paid_out: 0,
      owed: 14_626,
      payouts: [
        {
          id: 9,
          status: 'pending',
          gross: 15_001,
          fee: 375,
          amount: 14_626,
          payments: 1,
          reference: null,
          sent_at: null,
        },
      ],
    },
    {
      month: '2026-11',
      gross: 30_000,
      fee: 750,
      net: 29_250,
      paid_out: 29_250,
      owed: 0,
      payouts: [
        {
          id: 4,
          status: 'sent',
          gross: 30_000,
          fee: 750,
          amount: 29_250,
          payments: 2,
          reference: 'BNK-881',
          sent_at: '2026-12-02T08:00:00Z',
        },
      ],
    },
  ],
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/payments" element={<PaymentsPage />} />
          <Route path="/admin/payments/collected" element={<CollectedForYouPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));

describe('Collected for you', () => {
  it('is linked from Payments and shows each month: gross, fee, net, paid out or not', async () => {
    const held = deferred<Response>();
    mockApi({
      [PROPERTIES]: () => page([]),
      [UNITS]: () => page([]),
      [PAYMENTS]: () => page([]),
      [DEPOSITS]: () => noDeposits(),
      [PAYOUTS]: () => held.promise,
    });
    renderAt('/admin/payments');
    const section = screen.getByRole('group', { name: PAYOUT_MESSAGES.screenTitle });
    await userEvent.click(within(section).getByRole('link', { name: 'View collected payments' }));
    expect(
      screen.getByRole('heading', { level: 1, name: PAYOUT_MESSAGES.screenTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading what Pango collected for you');
    held.resolve(jsonResponse(200, twoMonths));

    const december = await screen.findByRole('group', { name: 'December 2026' });
    expect(
      within(december).getByText(PAYOUT_MESSAGES.pending, { selector: '.badge' }),
    ).toBeVisible();
    expect(within(december).getByText('KSh 15,001')).toBeInTheDocument();
    expect(within(december).getByText('KSh 375')).toBeInTheDocument();
    expect(within(december).getAllByText('KSh 14,626')).toHaveLength(2);
    expect(within(december).getByRole('listitem')).toHaveTextContent(
      'Not paid out yet: KSh 14,626 from 1 payment',
    );

    const november = screen.getByRole('group', { name: 'November 2026' });
    expect(within(november).getByText(PAYOUT_MESSAGES.sent, { selector: '.badge' })).toBeVisible();
    expect(within(november).getByRole('listitem')).toHaveTextContent(
      'Paid out: KSh 29,250 on 2 Dec 2026, reference BNK-881',
    );
    // Newest month first, as the API sends them.
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(months).toEqual(['December 2026', 'November 2026']);
  });

  it('says so when nothing was collected, and offers a retry when loading fails', async () => {
    let calls = 0;
    mockApi({
      [PAYOUTS]: () =>
        calls++ === 0
          ? jsonResponse(400, { detail: 'x' })
          : jsonResponse(200, { count: 0, next: null, previous: null, results: [] }),
    });
    renderAt('/admin/payments/collected');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('names months in words', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(monthLabel('2027-12')).toBe('December 2027');
  });
});
