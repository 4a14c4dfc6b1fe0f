import { ACCOUNT_DELETION_MESSAGES, type AccountDeletionState } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, type Routes } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DeleteAccountCard } from './delete-account-card';

const PATH = '/api/accounts/tenant/deletion-request/';
const NONE: AccountDeletionState = { status: null, requested_at: null, blocked_by: [] };
const WAITING: AccountDeletionState = {
  status: 'pending',
  requested_at: '2026-11-24T09:00:00.000Z',
  blocked_by: [
    {
      code: 'balance_owed',
      message: 'KSh 4,500 is still owed on your rent account.',
      amount: 4500,
    },
    { code: 'deposit_unsettled', message: 'Your deposit is not yet refunded or applied.' },
  ],
};

function renderCard(routes: Routes) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteAccountCard />
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => storeSession('tenant'));
afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccountCard', () => {
  it('reads in Kiswahili, the server’s reasons too (issue 25)', async () => {
    await switchLanguage('sw');
    mockApi({ [`GET ${PATH}`]: () => jsonResponse(200, WAITING) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <DeleteAccountCard />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Futa akaunti yangu' })).toBeInTheDocument();
    expect(
      await screen.findByText('Uliomba akaunti yako ifutwe tarehe 24 Nov 2026.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bado unadaiwa KSh 4,500 kwenye akaunti yako ya kodi.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Amana yako bado haijarudishwa wala kutumika.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa ombi langu' })).toBeInTheDocument();
  });

  it('says what is erased and what is kept for the tax years, then asks with the password', async () => {
    const api = renderCard({
      [`GET ${PATH}`]: () => jsonResponse(200, NONE),
      [`POST ${PATH}`]: (request) =>
        (request.body as { password: string }).password === 'Passw0rd!'
          ? jsonResponse(201, WAITING)
          : jsonResponse(400, {
              detail: ACCOUNT_DELETION_MESSAGES.passwordWrong,
              code: 'VALIDATION_ERROR',
              errors: { password: [ACCOUNT_DELETION_MESSAGES.passwordWrong] },
            }),
    });
    const card = screen.getByRole('region', { name: 'Delete my account' });
    expect(within(card).getByText(/Your email address and phone number/)).toBeInTheDocument();
    expect(within(card).getByText(/Tax Procedures Act 2015, section 23/)).toHaveTextContent(
      'keep these records for 5 years',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.passwordWrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: delete my account' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Waiting until your account is settled');
    expect(status).toHaveTextContent('KSh 4,500 is still owed on your rent account.');
    expect(status).toHaveTextContent('Your deposit is not yet refunded or applied.');
    expect(api.requests.at(-1)?.body).toEqual({ password: 'Passw0rd!' });
  });

  it('shows a waiting request and withdraws it', async () => {
    const api = renderCard({
      [`GET ${PATH}`]: () => jsonResponse(200, WAITING),
      [`DELETE ${PATH}`]: () =>
        jsonResponse(200, {
          status: 'withdrawn',
          requested_at: WAITING.requested_at,
          blocked_by: [],
        }),
    });
    await screen.findByRole('button', { name: 'Withdraw my request' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You asked for your account to be deleted on',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('says when a settled account will be erased', async () => {
    renderCard({ [`GET ${PATH}`]: () => jsonResponse(200, { ...WAITING, blocked_by: [] }) });
    await screen.findByRole('button', { name: 'Withdraw my request' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is settled: it will be erased within a day.',
    );
  });
});
