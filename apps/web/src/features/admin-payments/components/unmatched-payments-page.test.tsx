import { C2B_MESSAGES, type C2bUnmatched, type C2bUnmatchedList } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { PAYMENTS_TEXT } from '../messages';
import {
  clearToasts,
  DEPOSITS,
  noDeposits,
  page,
  PAYMENTS,
  PROPERTIES,
  UNITS,
} from '../testing/fixtures';
import { PaymentsPage } from './payments-page';
import { UnmatchedPaymentsPage } from './unmatched-payments-page';

const UNMATCHED = 'GET /api/payments/mpesa/c2b/unmatched/';
const TENANTS = 'GET /api/accounts/tenants/';

const item: C2bUnmatched = {
  id: 5,
  status: 'unmatched',
  reason: null,
  trans_id: 'TKC0000042',
  amount: 12000,
  trans_amount: '12000.00',
  bill_ref_number: 'hse a-1',
  msisdn: '2547 ***** 126',
  first_name: 'JOHN',
  received_at: '2026-11-24T07:15:00Z',
  suggested_tenants: [
    {
      tenant_id: 31,
      tenant_name: 'Mary Wanjiku',
      unit_number: 'A1',
      property_name: 'Kilimani Heights',
      payment_account_number: 'A1',
    },
    {
      tenant_id: 32,
      tenant_name: 'Peter Kamau',
      unit_number: 'A1',
      property_name: 'Sunrise Court',
      payment_account_number: 'SUNA1',
    },
  ],
};
const queue: C2bUnmatchedList = {
  count: 1,
  counts: { unmatched: 1, rejected: 0 },
  results: [item],
  confirming_count: 0,
  confirming: [],
};
const empty: C2bUnmatchedList = {
  count: 0,
  counts: { unmatched: 0, rejected: 0 },
  results: [],
  confirming_count: 0,
  confirming: [],
};
const foreign: C2bUnmatched = {
  ...item,
  id: 6,
  status: 'rejected',
  reason: 'Sent to short code 999222, not 600100',
  trans_id: 'TKC0000043',
  amount: 7000,
  trans_amount: '7000.00',
  suggested_tenants: [],
};
const cents: C2bUnmatched = {
  ...foreign,
  id: 7,
  reason: 'TransAmount 7000.50 is not a whole number of shillings',
  trans_id: 'TKC0000044',
  amount: null,
  trans_amount: '7000.50',
};
const counts = { unmatched: 1, rejected: 2 };
const rejectedQueue: C2bUnmatchedList = {
  count: 2,
  counts,
  results: [foreign, cents],
  confirming_count: 0,
  confirming: [],
};
const tenantPage = () =>
  jsonResponse(200, {
    count: 1,
    next_page: null,
    results: [
      {
        id: 40,
        full_name: 'Grace Achieng',
        unit: { id: 9, unit_number: 'B2', property_id: 3, property_name: 'Kilimani Heights' },
      },
    ],
  });

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/payments" element={<PaymentsPage />} />
          <Route path="/admin/payments/unmatched" element={<UnmatchedPaymentsPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));
afterEach(() => clearToasts());

describe('Rejected payments', () => {
  it('the badge counts both tabs; the Rejected tab shows the reason and the actions that fit', async () => {
    const { requests } = mockApi({
      [PROPERTIES]: () => page([]),
      [UNITS]: () => page([]),
      [PAYMENTS]: () => page([]),
      [DEPOSITS]: () => noDeposits(),
      [UNMATCHED]: (request) =>
        jsonResponse(
          200,
          request.url.includes('status=rejected') ? rejectedQueue : { ...queue, counts },
        ),
      'POST /api/payments/mpesa/c2b/unmatched/7/dismiss/': () =>
        jsonResponse(200, { detail: C2B_MESSAGES.dismissed }),
    });
    renderAt('/admin/payments');
    const section = screen.getByRole('group', { name: /Unmatched payments/ });
    const link = await within(section).findByRole('link', { name: 'Review payments (3)' });
    await userEvent.click(link);
    const rejectedTab = await screen.findByRole('tab', { name: 'Rejected (2)' });
    expect(screen.getByRole('tab', { name: 'Unmatched (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(rejectedTab);
    const foreignCard = await screen.findByRole('group', { name: 'TKC0000043' });
    expect(within(foreignCard).getByText(foreign.reason!)).toBeInTheDocument();
    expect(within(foreignCard).getByText('KSh 7,000')).toBeInTheDocument();
    expect(within(foreignCard).getByRole('button', { name: 'Assign to tenant' })).toBeVisible();
    const centsCard = screen.getByRole('group', { name: 'TKC0000044' });
    expect(within(centsCard).getByText('KSh 7000.50')).toBeInTheDocument();
    expect(within(centsCard).getByText(PAYMENTS_TEXT.fractionHint)).toBeInTheDocument();
    expect(within(centsCard).queryByRole('button', { name: 'Assign to tenant' })).toBeNull();
    await userEvent.click(within(centsCard).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss payment' });
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Refunded by hand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(C2B_MESSAGES.dismissed)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ note: 'Refunded by hand' });
    expect(requests.some((r) => r.url.includes('/unmatched/?status=rejected'))).toBe(true);
  });
});

describe('Unmatched payments', () => {
  it('the Payments page counts them with the queue’s own query and links to the queue', async () => {
    mockApi({
      [PROPERTIES]: () => page([]),
      [UNITS]: () => page([]),
      [PAYMENTS]: () => page([]),
      [DEPOSITS]: () => noDeposits(),
      [UNMATCHED]: () => jsonResponse(200, queue),
    });
    renderAt('/admin/payments');
    const section = screen.getByRole('group', { name: /Unmatched payments/ });
    const link = await within(section).findByRole('link', { name: 'Review payments (1)' });
    expect(within(section).getByLabelText('1 waiting')).toHaveTextContent('1');
    expect(within(section).getByText(PAYMENTS_TEXT.unmatchedWaiting(1))).toBeInTheDocument();
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: PAYMENTS_TEXT.unmatchedTitle }),
    ).toBeInTheDocument();
  });

  it('shows what Daraja sent and assigns to a suggested tenant, suggestions first', async () => {
    let answered = 0;
    const { requests } = mockApi({
      [UNMATCHED]: () => jsonResponse(200, answered++ === 0 ? queue : empty),
      [TENANTS]: tenantPage,
      'POST /api/payments/mpesa/c2b/unmatched/5/assign/': () =>
        jsonResponse(200, { detail: C2B_MESSAGES.assigned, payment_id: 77 }),
    });
    renderAt('/admin/payments/unmatched');
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENTS_TEXT.unmatchedLoading);
    const card = await screen.findByRole('group', { name: 'TKC0000042' });
    expect(within(card).getByText('KSh 12,000')).toBeInTheDocument();
    expect(within(card).getByText('hse a-1')).toBeInTheDocument();
    expect(within(card).getByText('2547 ***** 126')).toBeInTheDocument();
    expect(within(card).getByText('JOHN')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Assign to tenant' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign to a tenant' });
    const picker = within(dialog).getByLabelText('Tenant');
    // The best suggestion is chosen already; the other tenants follow the suggestions.
    expect(picker).toHaveValue('31');
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(
      await within(dialog).findByRole('option', { name: /Grace Achieng/ }),
    ).toBeInTheDocument();
    expect(options.slice(0, 3)).toEqual([
      'Choose a tenant',
      'Mary Wanjiku · Unit A1, Kilimani Heights',
      'Peter Kamau · Unit A1, Sunrise Court',
    ]);
    await userEvent.selectOptions(picker, 'Peter Kamau · Unit A1, Sunrise Court');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(C2B_MESSAGES.assigned)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ tenant_id: 32 });
    expect(await screen.findByText(PAYMENTS_TEXT.unmatchedEmpty)).toBeInTheDocument();
  });

  it('shows the server’s sentence when the payment was already assigned', async () => {
    mockApi({
      [UNMATCHED]: () => jsonResponse(200, queue),
      [TENANTS]: tenantPage,
      'POST /api/payments/mpesa/c2b/unmatched/5/assign/': () =>
        jsonResponse(409, { detail: C2B_MESSAGES.alreadyResolved, code: 'CONFLICT' }),
    });
    renderAt('/admin/payments/unmatched');
    const card = await screen.findByRole('group', { name: 'TKC0000042' });
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to tenant' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign to a tenant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(C2B_MESSAGES.alreadyResolved)).toBeInTheDocument();
  });

  it('marks a payment as not rent only with a note', async () => {
    const { requests } = mockApi({
      [UNMATCHED]: () => jsonResponse(200, queue),
      'POST /api/payments/mpesa/c2b/unmatched/5/dismiss/': () =>
        jsonResponse(200, { detail: C2B_MESSAGES.dismissed }),
    });
    renderAt('/admin/payments/unmatched');
    const card = await screen.findByRole('group', { name: 'TKC0000042' });
    await userEvent.click(within(card).getByRole('button', { name: 'Not rent' }));
    const dialog = screen.getByRole('dialog', { name: 'Not rent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as not rent' }));
    expect(within(dialog).getByText(C2B_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Water refund');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as not rent' }));
    expect(await screen.findByText(C2B_MESSAGES.dismissed)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ note: 'Water refund' });
  });

  it('says so when none are waiting, and offers Try Again when loading fails', async () => {
    let fail = true;
    mockApi({
      [UNMATCHED]: () => (fail ? jsonResponse(500, { detail: 'x' }) : jsonResponse(200, empty)),
    });
    renderAt('/admin/payments/unmatched');
    expect(await screen.findByText(PAYMENTS_TEXT.unmatchedLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(PAYMENTS_TEXT.unmatchedEmpty)).toBeInTheDocument();
  });

  it('lists payments M-Pesa has not confirmed yet as "received, confirming", without actions', async () => {
    mockApi({
      [UNMATCHED]: () =>
        jsonResponse(200, {
          ...empty,
          confirming_count: 1,
          confirming: [
            {
              id: 77,
              trans_id: 'TKC7777777',
              amount: 12000,
              bill_ref_number: 'B7',
              msisdn: '2547 ***** 126',
              first_name: 'JOHN',
              received_at: '2026-11-24T07:15:00Z',
              status_label: 'received, confirming',
            },
          ],
        }),
    });
    renderAt('/admin/payments/unmatched');
    const card = await screen.findByRole('group', { name: 'TKC7777777' });
    expect(within(card).getByText('received, confirming')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Received, confirming (1)' })).toBeInTheDocument();
  });
});
