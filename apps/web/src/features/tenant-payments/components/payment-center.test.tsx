import { PAYMENT_MESSAGES, type PaymentStatusResult } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe } from '@/test/fixtures';
import { switchLanguage } from '@/lib/i18n/texts';
import {
  HISTORY,
  INITIATE,
  STATUS,
  SUMMARY,
  account,
  paymentRow,
  renderPaymentCenter,
} from '../testing/render-payment-center';

const page = (results = [paymentRow()]) =>
  jsonResponse(200, { count: results.length, next_page: null, results });

function status(value: PaymentStatusResult['status']): PaymentStatusResult {
  return {
    id: 41,
    kind: 'rent',
    status: value,
    timed_out: false,
    amount: 30000,
    mpesa_receipt: value === 'completed' ? 'SBX41RCPT' : null,
    reference_number: 'PNG-R-41',
    failure_reason: null,
    payment_method: 'pesapal',
    created_at: '2025-03-01T08:00:00Z',
    completed_at: null,
  };
}

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });
const amountInput = () => screen.getByLabelText('Amount (KSh)');

describe('Payment Center', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the summary and the history with receipts and dates', async () => {
    mockApi({ [SUMMARY]: () => jsonResponse(200, account()), [HISTORY]: () => page() });
    renderPaymentCenter();
    expect(await screen.findByText('KSh 20,000')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2025')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getByText('Receipt: QHX12ABC')).toBeInTheDocument();
    expect(within(list).getByText('5 Feb 2025')).toBeInTheDocument();
    expect(within(list).getByText('M-Pesa')).toBeInTheDocument();
  });

  it('reads in Kiswahili: headings, labels, payment history, sw-KE dates (issue 25)', async () => {
    await switchLanguage('sw');
    mockApi({ [SUMMARY]: () => jsonResponse(200, account()), [HISTORY]: () => page() });
    renderPaymentCenter();
    expect(await screen.findByText('KSh 20,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Malipo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historia ya Malipo' })).toBeInTheDocument();
    expect(screen.getByText('5 Mac 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Kiasi (KSh)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lipa Sasa' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Malipo' });
    expect(within(list).getByText('Risiti: QHX12ABC')).toBeInTheDocument();

    // The shared schema's error, in Kiswahili under the field.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lipa Sasa' }));
    expect(await screen.findByText('Tafadhali weka kiasi sahihi')).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.invalidAmount)).not.toBeInTheDocument();
  });

  it('refuses an empty amount and an amount above the outstanding balance', async () => {
    const api = mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
    });
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.invalidAmount)).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.fixFormErrors)).toBeInTheDocument();
    await user.type(amountInput(), '25000');
    await user.click(payNow());
    expect(await screen.findByText(PAYMENT_MESSAGES.amountExceedsOutstanding)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('fills and locks the amount when months are chosen', async () => {
    mockApi({ [SUMMARY]: () => jsonResponse(200, account()), [HISTORY]: () => page([]) });
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Months to prepay'), '3');
    expect(amountInput()).toHaveValue(45000);
    expect(amountInput()).toHaveAttribute('readonly');
    await user.selectOptions(screen.getByLabelText('Months to prepay'), '');
    expect(amountInput()).not.toHaveAttribute('readonly');
    expect(amountInput()).toHaveValue(null);
  });

  it('offers Full Rent only when the rent fits in the outstanding balance', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account({ rent_due: 5000 })),
      [HISTORY]: () => page([]),
    });
    renderPaymentCenter();
    await screen.findByLabelText('Amount (KSh)');
    expect(screen.queryByRole('button', { name: /Full Rent/ })).not.toBeInTheDocument();
  });

  it('disables Pay Now when nothing is owed until months are chosen; Full Rent prepays one month', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account({ rent_due: 0, rent_status: 'paid' })),
      [HISTORY]: () => page([]),
    });
    renderPaymentCenter();
    const user = userEvent.setup();
    await screen.findByLabelText('Amount (KSh)');
    expect(payNow()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Full Rent (KSh 15,000)' }));
    expect(screen.getByLabelText('Months to prepay')).toHaveValue('1');
    expect(amountInput()).toHaveValue(15000);
    expect(payNow()).toBeEnabled();
  });

  it('pays two months, polls the status and refreshes the summary and history', async () => {
    let summaryCalls = 0;
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = mockApi({
      [SUMMARY]: () => jsonResponse(200, account(summaryCalls++ ? { prepaid_months: 1 } : {})),
      [HISTORY]: () => page([]),
      [INITIATE]: () =>
        jsonResponse(201, {
          success: true,
          payment_id: 41,
          redirect_url: '/api/payments/sandbox/checkout/41/',
          order_tracking_id: 't',
          checkout_request_id: null,
        }),
    });
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Months to prepay'), '2');
    await user.click(payNow());
    await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      amount: 30000,
      months: 2,
    });
    expect(await screen.findByText('Payment Initiated')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    expect(window.localStorage.getItem('pango.payment.pending.rent')).toContain('"id":41');
  });

  it('waits with Check again while the payment tab is open, then empties the form once paid', async () => {
    // The payment tab on the provider's origin: this screen never reads it (issue 17).
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ closed: true, opener: null, location: { href: '' }, close: vi.fn() })),
    );
    const answers: PaymentStatusResult['status'][] = ['pending', 'completed'];
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      [INITIATE]: () =>
        jsonResponse(201, {
          success: true,
          payment_id: 41,
          redirect_url: 'http://localhost:9/api/payments/sandbox/checkout/41/',
          order_tracking_id: 't',
          checkout_request_id: null,
        }),
      [STATUS]: () => jsonResponse(200, status(answers.shift() ?? 'completed')),
    });
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Months to prepay'), '2');
    await user.click(payNow());
    expect(await screen.findByText(PAYMENT_MESSAGES.waitingForConfirmation)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.checkAgain }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.getByText(PAYMENT_MESSAGES.waitingForConfirmation)).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    expect(amountInput()).toHaveValue(30000);

    await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.checkAgain }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(amountInput()).toHaveValue(null);
    expect(amountInput()).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Months to prepay')).toHaveValue('');
  });

  it('keeps saying pending while the server is briefly unavailable, then shows the receipt', async () => {
    // Issue 22: the database or the provider is down. The payment is neither paid nor failed
    // until the server says so; the payer keeps seeing "waiting" and can check again.
    const unavailable = () =>
      jsonResponse(503, {
        detail: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'SERVER_ERROR',
      });
    const answers = [unavailable, () => jsonResponse(200, status('pending')), unavailable];
    let statusCalls = 0;
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      [STATUS]: () => {
        statusCalls += 1;
        return (answers.shift() ?? (() => jsonResponse(200, status('completed'))))();
      },
    });
    renderPaymentCenter('/tenant/payments?payment=41');
    const user = userEvent.setup();
    expect(await screen.findByText(PAYMENT_MESSAGES.waitingForConfirmation)).toBeInTheDocument();
    // The first answer came on opening the page; two more tries meet the outage and "pending".
    for (let tries = 0; tries < 2; tries += 1) {
      const before = statusCalls;
      await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.checkAgain }));
      await waitFor(() => expect(statusCalls).toBeGreaterThan(before));
      expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
      expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
      expect(screen.getByText(PAYMENT_MESSAGES.waitingForConfirmation)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.checkAgain }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText(/Receipt: SBX41RCPT/)).toBeInTheDocument();
    expect(statusCalls).toBe(4);
  });

  it('resumes a returned payment and shows the receipt once completed', async () => {
    let summaryCalls = 0;
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account(summaryCalls++ ? { prepaid_months: 1 } : {})),
      [HISTORY]: () => page([]),
      [STATUS]: () => jsonResponse(200, status('completed')),
    });
    renderPaymentCenter('/tenant/payments?payment=41');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText(/Receipt: SBX41RCPT/)).toBeInTheDocument();
    await waitFor(() => expect(summaryCalls).toBeGreaterThan(1));
  });

  it('shows the server amount error on the field', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      [INITIATE]: () =>
        jsonResponse(400, {
          detail: 'Invalid input',
          code: 'VALIDATION_ERROR',
          errors: { amount: [PAYMENT_MESSAGES.amountExceedsOutstanding] },
        }),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (KSh)'), '1000');
    await user.click(payNow());
    expect(await screen.findByText(PAYMENT_MESSAGES.amountExceedsOutstanding)).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });

  it('shows the landlord subscription message from a 403', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      [INITIATE]: () =>
        jsonResponse(403, { detail: PAYMENT_MESSAGES.landlordSubscriptionExpired, code: 'X' }),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderPaymentCenter();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (KSh)'), '1000');
    await user.click(payNow());
    expect(
      await screen.findByText(PAYMENT_MESSAGES.landlordSubscriptionExpired),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });

  it('says when the unit or the tenant data is missing', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account({ unit: null, rent_status: 'no_unit' })),
      [HISTORY]: () => page([]),
    });
    const first = renderPaymentCenter();
    expect(await screen.findByText(PAYMENT_MESSAGES.unitNotFound)).toBeInTheDocument();
    first.unmount();
    mockApi({ [HISTORY]: () => jsonResponse(500, { detail: 'Server error' }) });
    renderPaymentCenter();
    expect(await screen.findByText('Tenant Data Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to load your tenant information. Please contact support.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.historyLoadFailed)).toBeInTheDocument();
  });
});

describe('How to pay by M-Pesa', () => {
  it('shows the business number, the tenant’s account number and the steps', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      'GET /api/accounts/me/': () =>
        jsonResponse(
          200,
          makeMe('tenant', {
            payment_account_number: 'A1',
            mpesa_paybill: { shortcode: '600100', shortcode_type: 'paybill' },
          }),
        ),
    });
    renderPaymentCenter();
    const card = await screen.findByRole('group', { name: 'How to pay by M-Pesa' });
    expect(within(card).getByText('600100')).toBeInTheDocument();
    expect(within(card).getByText('A1')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Open M-Pesa and choose Lipa na M-Pesa',
      'Choose Pay Bill',
      'Enter business number 600100',
      'Enter account number A1',
      'Enter the amount',
      'Enter your M-Pesa PIN and confirm',
    ]);
  });

  it('gives the steps in Kiswahili (issue 25)', async () => {
    await switchLanguage('sw');
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      'GET /api/accounts/me/': () =>
        jsonResponse(
          200,
          makeMe('tenant', { mpesa_paybill: { shortcode: '555123', shortcode_type: 'till' } }),
        ),
    });
    renderPaymentCenter();
    const card = await screen.findByRole('group', { name: 'Jinsi ya kulipa kwa M-Pesa' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Fungua M-Pesa na uchague Lipa na M-Pesa',
      'Chagua Buy Goods and Services (Nunua Bidhaa na Huduma)',
      'Weka namba ya till 555123',
      'Weka kiasi',
      'Weka PIN yako ya M-Pesa na uthibitishe',
    ]);
  });

  it('is not shown while the landlord has no paybill', async () => {
    mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => page([]),
      'GET /api/accounts/me/': () => jsonResponse(200, makeMe('tenant')),
    });
    renderPaymentCenter();
    expect(await screen.findByText('Make a Payment')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'How to pay by M-Pesa' })).toBeNull(),
    );
  });
});
