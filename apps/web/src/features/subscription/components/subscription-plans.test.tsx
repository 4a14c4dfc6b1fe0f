import type { LandlordSubscriptionStatus } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { SubscriptionPlans } from './subscription-plans';

const STATUS = 'GET /api/accounts/subscription/status/';
const ME = 'GET /api/accounts/me/';

function status(overrides: Partial<LandlordSubscriptionStatus> = {}): LandlordSubscriptionStatus {
  return {
    plan: 'free',
    is_active: true,
    expiry_date: '2030-03-05T09:00:00.000Z',
    days_remaining: 12,
    unit_count: 14,
    property_count: 2,
    ...overrides,
  };
}

function PaymentProbe() {
  const location = useLocation();
  return <p>Chosen plan: {(location.state as { plan?: string } | null)?.plan}</p>;
}

function renderPlans(reply: () => Response) {
  storeSession('landlord');
  mockApi({ [STATUS]: reply, [ME]: () => jsonResponse(200, makeMe('landlord')) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/subscription']}>
          <Routes>
            <Route path="/admin/subscription" element={<SubscriptionPlans />} />
            <Route path="/admin/subscription/payment" element={<PaymentProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Subscription Plans', () => {
  it('shows the current plan, the lifetime card, four tiers, enterprise and help', async () => {
    renderPlans(() => jsonResponse(200, status()));
    expect(await screen.findByRole('heading', { name: 'Current Plan' })).toBeInTheDocument();
    expect(screen.getByText('Free Trial (Active)')).toBeInTheDocument();
    expect(screen.getByText('Expires on 5 March 2030')).toBeInTheDocument();
    expect(screen.getByText('Free trial days remaining: 12')).toBeInTheDocument();

    const lifetime = screen.getByRole('group', { name: /Lifetime Plan/ });
    expect(within(lifetime).getByText('KSh 40,000')).toBeInTheDocument();
    expect(within(lifetime).getByText('Up to 50 units')).toBeInTheDocument();
    expect(within(lifetime).getByText('Save KSh 54K+ per year')).toBeInTheDocument();

    const tiers = [
      ['Starter 1-10 units', 'KSh 2,000'],
      ['Basic 11-20 units', 'KSh 2,500'],
      ['Basic 21-50 units', 'KSh 4,500'],
      ['Professional 51-100 units', 'KSh 7,500'],
    ] as const;
    for (const [name, price] of tiers) {
      const card = screen.getByRole('group', { name });
      expect(within(card).getByText(price)).toBeInTheDocument();
    }
    const enterprise = screen.getByRole('group', { name: 'Enterprise 101+ units' });
    expect(within(enterprise).getByRole('link', { name: 'Call +254 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    expect(screen.getByRole('heading', { name: 'Need Help Choosing?' })).toBeInTheDocument();
  });

  it('disables plans too small for the unit count, with the reason', async () => {
    renderPlans(() => jsonResponse(200, status({ unit_count: 14 })));
    const starter = await screen.findByRole('group', { name: 'Starter 1-10 units' });
    const button = within(starter).getByRole('button', { name: /Choose Plan/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('This plan cannot hold your 14 units.');
    const basic = screen.getByRole('group', { name: 'Basic 11-20 units' });
    expect(within(basic).getByRole('button', { name: /Choose Plan/ })).toBeEnabled();
    expect(within(basic).getByText('Matches your units')).toBeInTheDocument();
  });

  it('passes the chosen plan to the payment screen', async () => {
    const user = userEvent.setup();
    renderPlans(() => jsonResponse(200, status()));
    const basic = await screen.findByRole('group', { name: 'Basic 11-20 units' });
    await user.click(within(basic).getByRole('button', { name: /Choose Plan/ }));
    expect(await screen.findByText('Chosen plan: basic')).toBeInTheDocument();
  });

  it('marks the current paid plan and refuses the lifetime plan above 50 units', async () => {
    renderPlans(() => jsonResponse(200, status({ plan: 'professional', unit_count: 60 })));
    const pro = await screen.findByRole('group', { name: 'Professional 51-100 units' });
    expect(within(pro).getByText('Current Plan')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const lifetime = screen.getByRole('group', { name: /Lifetime Plan/ });
    expect(within(lifetime).getByRole('button', { name: /Choose Plan/ })).toBeDisabled();
  });

  it('sends the lifetime plan as onetime', async () => {
    const user = userEvent.setup();
    renderPlans(() => jsonResponse(200, status({ unit_count: 3 })));
    const lifetime = await screen.findByRole('group', { name: /Lifetime Plan/ });
    await user.click(within(lifetime).getByRole('button', { name: /Choose Plan/ }));
    expect(await screen.findByText('Chosen plan: onetime')).toBeInTheDocument();
  });

  it('treats a failed status fetch as the free plan', async () => {
    renderPlans(() => jsonResponse(500, { detail: 'boom', code: 'SERVER_ERROR' }));
    expect(
      await screen.findByText('Free Trial (Active)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});
