import { PAYMENT_MESSAGES, PAYMENT_TIMING, type PaymentStatusResult } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast/toaster';
import { savePendingPayment } from '@/features/payment-flow';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { SignupSubscriptionPage } from './signup-subscription-page';
import { SubscriptionPaymentPage } from './subscription-payment-page';

const STATUS = 'GET /api/accounts/subscription/status/';
const INITIATE = 'POST /api/payments/initiate-subscription-payment/';
const PAYMENT = 'GET /api/payments/subscription-payments/41/';

function paymentStatus(status: PaymentStatusResult['status']) {
  return jsonResponse(200, {
    id: 41,
    kind: 'subscription',
    status,
    timed_out: false,
    amount: 4500,
    mpesa_receipt: status === 'completed' ? 'SBXSUB41' : null,
    reference_number: 'PNG-S-41',
    failure_reason: 'Declined',
    payment_method: 'pesapal',
    created_at: '2025-03-01T08:00:00Z',
    completed_at: null,
  } satisfies PaymentStatusResult);
}

function renderAt(state: unknown, path = '/admin/subscription/payment') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: path.split('?')[0],
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Routes>
          <Route path="/admin/subscription/payment" element={<SubscriptionPaymentPage />} />
          <Route path="/admin/subscription" element={<h1>Subscription Plans</h1>} />
          <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/payments/subscribe" element={<SignupSubscriptionPage />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const counts = {
  plan: 'free',
  is_active: true,
  expiry_date: null,
  days_remaining: 3,
  unit_count: 30,
  property_count: 2,
};

describe('Complete Your Subscription', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('sends the landlord back to the plans without a plan', async () => {
    mockApi({});
    renderAt(null);
    expect(await screen.findByRole('heading', { name: 'Subscription Plans' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.selectPlanFirst)).toBeInTheDocument();
  });

  it('pays the price of the plan for the unit count, then goes to the dashboard', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = mockApi({
      [STATUS]: () => jsonResponse(200, counts),
      [INITIATE]: () =>
        jsonResponse(200, {
          success: true,
          payment_id: 41,
          redirect_url: '/api/payments/sandbox/checkout/41/',
          order_tracking_id: 't',
          checkout_request_id: null,
        }),
    });
    renderAt({ plan: 'basic' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay KSh 4,500' }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      subscription_type: 'basic',
      amount: 4500,
    });
  });

  it('resumes a saved payment, toasts the success and redirects after 3 s', async () => {
    savePendingPayment('subscription', { id: 41, startedAt: Date.now() });
    mockApi({ [PAYMENT]: () => paymentStatus('completed') });
    renderAt(null);
    expect(
      await screen.findByText(PAYMENT_MESSAGES.subscriptionPaymentSuccessful),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(),
      { timeout: PAYMENT_TIMING.subscriptionRedirectMs + 1000 },
    );
  });

  it('shows the Payment Failed panel with Try Again', async () => {
    savePendingPayment('subscription', { id: 41, startedAt: Date.now() });
    mockApi({
      [PAYMENT]: () => paymentStatus('failed'),
      [STATUS]: () => jsonResponse(200, counts),
    });
    renderAt({ plan: 'basic' });
    expect(
      await screen.findByText(PAYMENT_MESSAGES.subscriptionPaymentFailedPanel),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.paymentFailed)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Pay KSh 4,500' })).toBeInTheDocument();
  });
});

describe('/payments/subscribe', () => {
  afterEach(() => window.sessionStorage.clear());

  it('explains itself and links to sign in without a payment', () => {
    mockApi({});
    renderAt(null, '/payments/subscribe');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('polls the signup payment and says the subscription is active', async () => {
    const api = mockApi({
      'GET /api/payments/signup-subscription-status/41/': () => paymentStatus('completed'),
    });
    renderAt(
      {
        payment_id: 41,
        checkout_request_id: 'ws_CO_1',
        email: 'otieno@example.com',
        session_id: 'sess-1',
        redirect_url: '/api/payments/sandbox/checkout/41/',
      },
      '/payments/subscribe',
    );
    expect(screen.getByText('otieno@example.com')).toBeInTheDocument();
    expect(await screen.findByText(/Your subscription is active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests[0]?.url).toContain('session_id=sess-1');
  });
});
