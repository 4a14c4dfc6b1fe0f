import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import LandlordSignup from './landlord-signup';
import {
  ACCOUNT,
  COMPLETE,
  PROPERTY,
  SESSION_ID,
  startAt,
  STEP_2,
  STEP_3,
  stored,
} from './testing/landlord-signup-fixtures';

// An email that had its free trial already (seed 000 section 4): the account is created, answered
// with requires_payment, and the wizard starts the subscription payment and hands it to
// /payments/subscribe (a probe here: features do not import each other).

const INITIATE = 'POST /api/payments/initiate-signup-subscription/';

function SubscribeProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Subscription Payment</h1>
      <pre data-testid="route-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

function renderInRouter() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/landlord/signup']}>
        <Routes>
          <Route
            path="/landlord/signup"
            element={<LandlordSignup onComplete={vi.fn()} onProgressChange={vi.fn()} />}
          />
          <Route path="/payments/subscribe" element={<SubscribeProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('landlord signup when the trial was used before', { timeout: 15_000 }, () => {
  it('starts the subscription payment and goes to /payments/subscribe with it', async () => {
    const quote = { total_units: 2, trial_days: 30, monthly_price: 2000, plan: 'starter' };
    const api = mockApi({
      [STEP_2]: () =>
        jsonResponse(200, { session_id: SESSION_ID, step: 2, expires_at: '2030-01-01T00:00:00Z' }),
      [STEP_3]: () =>
        jsonResponse(200, {
          session_id: SESSION_ID,
          step: 3,
          expires_at: '2030-01-01T00:00:00Z',
          quote,
        }),
      [COMPLETE]: () =>
        jsonResponse(201, {
          id: 9,
          email: ACCOUNT.email,
          landlord_code: 'LL-9001',
          subscription: { plan: 'starter', is_active: false, expires_at: null },
          trial_ends_at: '2030-01-31T00:00:00Z',
          requires_payment: true,
          landlord_id: 9,
        }),
      [INITIATE]: () =>
        jsonResponse(200, {
          success: true,
          payment_id: 77,
          redirect_url: 'http://localhost/api/payments/sandbox/checkout/abc/',
          order_tracking_id: 'abc',
          checkout_request_id: null,
        }),
    });
    startAt(2, { ...ACCOUNT, properties: [PROPERTY], quote });
    const { user } = renderInRouter();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByRole('heading', { name: 'Subscription Payment' }),
    ).toBeInTheDocument();
    const initiate = api.requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/api/payments/initiate-signup-subscription/'),
    );
    expect(initiate?.body).toEqual({
      amount: 2000,
      phone_number: ACCOUNT.phone_number,
      session_id: SESSION_ID,
      email: ACCOUNT.email,
      landlord_id: 9,
    });
    expect(JSON.parse(screen.getByTestId('route-state').textContent ?? 'null')).toEqual({
      payment_id: 77,
      checkout_request_id: null,
      email: ACCOUNT.email,
      session_id: SESSION_ID,
      redirect_url: 'http://localhost/api/payments/sandbox/checkout/abc/',
      amount: 2000,
      phone_number: ACCOUNT.phone_number,
      landlord_id: 9,
    });
    // The wizard's stored progress is over: the payment page owns what follows.
    expect(stored()).toBeNull();
  });
});
