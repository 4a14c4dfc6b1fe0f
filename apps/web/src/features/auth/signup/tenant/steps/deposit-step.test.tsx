import { PAYMENT_MESSAGES, type PaymentStatusResult } from '@pango/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePendingPayment } from '@/features/payment-flow';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  FILLED,
  PORTFOLIO,
  SESSION_ID,
  VALIDATE,
  renderWizard,
  startAt,
} from '../testing/tenant-signup-fixtures';
import { STEP } from '../tenant-signup-values';

const INITIATE = 'POST /api/payments/initiate-deposit-registration/';
const STATUS = 'GET /api/payments/deposit-status/41/';

function status(value: PaymentStatusResult['status'], reason: string | null = null) {
  return jsonResponse(200, {
    id: 41,
    kind: 'deposit',
    status: value,
    timed_out: false,
    amount: 15000,
    mpesa_receipt: value === 'completed' ? 'SBXDEP41' : null,
    reference_number: 'PNG-D-41',
    failure_reason: reason,
    payment_method: 'pesapal',
    created_at: '2025-03-01T08:00:00Z',
    completed_at: null,
  } satisfies PaymentStatusResult);
}

describe('tenant signup: deposit step', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the deposit payment with the wizard values and waits for it', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    vi.stubGlobal('location', { ...window.location, search: '', assign: vi.fn() });
    const api = mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [INITIATE]: () =>
        jsonResponse(201, {
          success: true,
          payment_id: 41,
          redirect_url: '/api/payments/sandbox/checkout/41/',
          order_tracking_id: 't-41',
          checkout_request_id: null,
        }),
    });
    startAt(STEP.deposit, FILLED);
    const { user } = renderWizard();
    expect(screen.getByText('KSh 15,000')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
    expect(
      api.requests.find((r) => r.url.endsWith('initiate-deposit-registration/'))?.body,
    ).toEqual({
      unit_id: 11,
      amount: 15000,
      phone_number: '0712345678',
      email: 'achieng@example.com',
      session_id: SESSION_ID,
      // The receipt goes before the account exists: in the language of the signup.
      language: 'en',
    });
    expect(screen.getByText('Payment Initiated')).toBeInTheDocument();
    expect(window.localStorage.getItem('pango.payment.pending.deposit')).toContain('"id":41');
  });

  it('shows the server error, else the default, when initiation fails', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [INITIATE]: () => jsonResponse(500, {}),
    });
    startAt(STEP.deposit, FILLED);
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.depositInitiationFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('resumes the saved payment after a reload and continues to step 6 once completed', async () => {
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STATUS]: () => status('completed'),
    });
    savePendingPayment('deposit', { id: 41, startedAt: Date.now() });
    startAt(STEP.deposit, FILLED);
    const { user } = renderWizard();
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText(/Receipt: SBXDEP41/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Account Security' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Deposit Paid')).toBeInTheDocument();
  });

  it('shows the failure reason with Try Again', async () => {
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STATUS]: () => status('failed', 'Insufficient funds'),
    });
    savePendingPayment('deposit', { id: 41, startedAt: Date.now() });
    startAt(STEP.deposit, FILLED);
    renderWizard();
    expect(await screen.findByText('Insufficient funds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
