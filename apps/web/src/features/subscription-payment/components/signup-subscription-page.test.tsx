import { PAYMENT_TIMING, type PaymentStatusResult } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { SignupSubscriptionPage } from './signup-subscription-page';

// /payments/subscribe with exactly the route state the landlord signup hands over when the trial
// was used before: it follows the payment while it is open, and on to success, also after the
// provider sends the payer back to /payments/subscribe?payment=<id> (no route state then).

const STATUS = 'GET /api/payments/signup-subscription-status/77/';
const REDIRECT = 'http://localhost/api/payments/sandbox/checkout/abc/';
const FROM_SIGNUP = {
  payment_id: 77,
  checkout_request_id: null,
  email: 'wanjiku@example.com',
  session_id: '0b6f0f7e-4a43-4d2f-9a53-0c3c8f0d2b11',
  redirect_url: REDIRECT,
  amount: 2000,
  phone_number: '0712345678',
  landlord_id: 9,
};

function status(value: PaymentStatusResult['status']) {
  return jsonResponse(200, {
    id: 77,
    kind: 'subscription',
    status: value,
    timed_out: false,
    amount: 2000,
    mpesa_receipt: value === 'completed' ? 'SBXSIGN77' : null,
    reference_number: 'PNG-S-77',
    failure_reason: null,
    payment_method: 'pesapal',
    created_at: '2025-03-01T08:00:00Z',
    completed_at: value === 'completed' ? '2025-03-01T08:01:00Z' : null,
  } satisfies PaymentStatusResult);
}

function renderPage(entry: { pathname: string; search?: string; state?: unknown }) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/payments/subscribe" element={<SignupSubscriptionPage />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/payments/subscribe after a repeat-trial signup', { timeout: 15_000 }, () => {
  afterEach(() => window.sessionStorage.clear());

  it('offers the payment page while open, then says the subscription is active', async () => {
    const answers: PaymentStatusResult['status'][] = ['pending', 'completed'];
    const api = mockApi({ [STATUS]: () => status(answers.shift() ?? 'completed') });
    renderPage({ pathname: '/payments/subscribe', state: FROM_SIGNUP });

    expect(screen.getByRole('heading', { name: 'Subscription Payment' })).toBeInTheDocument();
    expect(screen.getByText(FROM_SIGNUP.email)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Payment Page' })).toHaveAttribute(
      'href',
      REDIRECT,
    );
    expect(
      await screen.findByText(/Your subscription is active/, undefined, {
        timeout: PAYMENT_TIMING.pollMs + 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Payment Page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests.length).toBeGreaterThanOrEqual(2);
    expect(api.requests.every((r) => r.url.includes(`session_id=${FROM_SIGNUP.session_id}`))).toBe(
      true,
    );
  });

  it('still knows the payment when the provider returns the payer without route state', async () => {
    mockApi({ [STATUS]: () => status('pending') });
    renderPage({ pathname: '/payments/subscribe', state: FROM_SIGNUP });
    expect(await screen.findByRole('link', { name: 'Open Payment Page' })).toBeInTheDocument();
    cleanup();

    mockApi({ [STATUS]: () => status('completed') });
    renderPage({ pathname: '/payments/subscribe', search: '?payment=77' });
    expect(await screen.findByText(/Your subscription is active/)).toBeInTheDocument();
    expect(screen.getByText(FROM_SIGNUP.email)).toBeInTheDocument();
  });
});
