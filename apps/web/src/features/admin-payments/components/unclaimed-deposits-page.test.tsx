import {
  UNCLAIMED_DEPOSIT_MESSAGES,
  type UnclaimedDeposit,
  type UnclaimedDepositList,
} from '@pango/shared';
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
import { UnclaimedDepositsPage } from './unclaimed-deposits-page';

const deposit: UnclaimedDeposit = {
  id: 41,
  amount: 20000,
  completed_at: '2026-11-10T09:00:00Z',
  reference_number: 'PD7K3Q9XWT2M',
  mpesa_receipt: 'QKR7T2ZX9P',
  payment_method: 'mpesa',
  payer_name: 'Wanjiru Kamau',
  payer_phone: '254712345678',
  payer_email: 'wanjiru@example.com',
  unit_number: 'A1',
  property_name: 'Kilimani Heights',
};
const queue: UnclaimedDepositList = {
  count: 1,
  results: [deposit],
  applications: [
    {
      id: 9,
      tenant_name: 'Wanjiru Kamau',
      tenant_phone: '254712345678',
      status: 'pending',
      unit_number: 'A2',
      property_name: 'Kilimani Heights',
    },
  ],
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/payments" element={<PaymentsPage />} />
          <Route path="/admin/payments/unclaimed-deposits" element={<UnclaimedDepositsPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));
afterEach(() => clearToasts());

describe('Unclaimed signup deposits', () => {
  it('the Payments page counts them with the queue’s own query and links to the queue', async () => {
    mockApi({
      [PROPERTIES]: () => page([]),
      [UNITS]: () => page([]),
      [PAYMENTS]: () => page([]),
      [DEPOSITS]: () => jsonResponse(200, queue),
    });
    renderAt('/admin/payments');
    const section = screen.getByRole('group', { name: UNCLAIMED_DEPOSIT_MESSAGES.title });
    const link = await within(section).findByRole('link', { name: 'Review deposits (1)' });
    expect(within(section).getByText(PAYMENTS_TEXT.depositsWaiting(1))).toBeInTheDocument();
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: UNCLAIMED_DEPOSIT_MESSAGES.title }),
    ).toBeInTheDocument();
  });

  it('shows who paid, and records a refund only with a method and a reference', async () => {
    let answered = 0;
    const { requests } = mockApi({
      [DEPOSITS]: () => (answered++ === 0 ? jsonResponse(200, queue) : noDeposits()),
      'POST /api/payments/unclaimed-deposits/41/refund/': () =>
        jsonResponse(200, { message: UNCLAIMED_DEPOSIT_MESSAGES.refunded }),
    });
    renderAt('/admin/payments/unclaimed-deposits');
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENTS_TEXT.depositsLoading);
    const card = await screen.findByRole('group', { name: 'Wanjiru Kamau' });
    expect(within(card).getByText('KSh 20,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '254712345678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    expect(within(card).getByRole('link', { name: 'wanjiru@example.com' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Record refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a refund' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(within(dialog).getByText(UNCLAIMED_DEPOSIT_MESSAGES.chooseMethod)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(dialog).getByLabelText('Refunded by'), 'M-Pesa');
    await userEvent.type(within(dialog).getByLabelText(/^Reference/), 'QKREFUND01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText(UNCLAIMED_DEPOSIT_MESSAGES.refunded)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      method: 'mpesa',
      reference: 'QKREFUND01',
    });
    // The mutation refreshes the queue: now empty.
    expect(await screen.findByText(PAYMENTS_TEXT.depositsEmpty)).toBeInTheDocument();
  });

  it('attaches a deposit to one of the landlord’s applications', async () => {
    const { requests } = mockApi({
      [DEPOSITS]: () => jsonResponse(200, queue),
      'POST /api/payments/unclaimed-deposits/41/attach/': () =>
        jsonResponse(409, { detail: UNCLAIMED_DEPOSIT_MESSAGES.alreadySettled, code: 'CONFLICT' }),
    });
    renderAt('/admin/payments/unclaimed-deposits');
    const card = await screen.findByRole('group', { name: 'Wanjiru Kamau' });
    await userEvent.click(within(card).getByRole('button', { name: 'Attach to application' }));
    const dialog = screen.getByRole('dialog', { name: 'Attach to an application' });
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Application'),
      'Wanjiru Kamau · Unit A2, Kilimani Heights (pending)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(
      await within(dialog).findByText(UNCLAIMED_DEPOSIT_MESSAGES.alreadySettled),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ application_id: 9 });
  });

  it('says so when none are waiting, and offers Try Again when loading fails', async () => {
    let fail = true;
    mockApi({
      [DEPOSITS]: () => (fail ? jsonResponse(500, { detail: 'x' }) : noDeposits()),
    });
    renderAt('/admin/payments/unclaimed-deposits');
    expect(await screen.findByText(PAYMENTS_TEXT.depositsLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(PAYMENTS_TEXT.depositsEmpty)).toBeInTheDocument();
  });
});
