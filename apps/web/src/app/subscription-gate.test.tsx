import type { LandlordSubscriptionStatus } from '@pango/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMIND_LATER_KEY } from '@/features/subscription/components/expiring-banner';
import { deferred, jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const STATUS = 'GET /api/accounts/subscription/status/';
const ME = 'GET /api/accounts/me/';

function status(overrides: Partial<LandlordSubscriptionStatus> = {}): LandlordSubscriptionStatus {
  return {
    plan: 'free',
    is_active: true,
    expiry_date: '2030-03-05T09:00:00.000Z',
    days_remaining: 20,
    unit_count: 4,
    property_count: 1,
    ...overrides,
  };
}

function landlordWith(reply: () => Response | Promise<Response>) {
  storeSession('landlord');
  return mockApi({ [ME]: () => jsonResponse(200, makeMe('landlord')), [STATUS]: reply });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('subscription gate', () => {
  it('shows a spinner while the status loads, then the screen', async () => {
    const reply = deferred<Response>();
    landlordWith(() => reply.promise);
    renderApp('/admin/tenants');
    expect(await screen.findByText('Checking your subscription...')).toBeInTheDocument();
    reply.resolve(jsonResponse(200, status()));
    expect(await screen.findByRole('heading', { name: 'Tenant Management' })).toBeInTheDocument();
  });

  it('shows Subscription Required when the subscription expired', async () => {
    const user = userEvent.setup();
    landlordWith(() =>
      jsonResponse(200, status({ plan: 'starter', is_active: false, days_remaining: 0 })),
    );
    const app = renderApp('/admin/payments');
    expect(
      await screen.findByRole('heading', { name: 'Subscription Required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription has expired. Renew your subscription to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    // The dashboard is a lazy route: the navigation completes once its chunk has loaded.
    await vi.waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
  });

  it('sends Renew Subscription to the plans screen', async () => {
    const user = userEvent.setup();
    landlordWith(() => jsonResponse(200, status({ is_active: true, days_remaining: 0 })));
    const app = renderApp('/admin/reports');
    await user.click(await screen.findByRole('link', { name: 'Renew Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription Plans' })).toBeInTheDocument();
    expect(app.location()).toBe('/admin/subscription');
  });

  it('lets the landlord in when the status cannot be read (treated as free)', async () => {
    landlordWith(() => jsonResponse(500, { detail: 'boom', code: 'SERVER_ERROR' }));
    renderApp('/admin/organisation');
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('expiring-soon banner', () => {
  it('warns at 7 days or fewer and hides for 24 hours on Remind Me Later', async () => {
    const user = userEvent.setup();
    landlordWith(() => jsonResponse(200, status({ days_remaining: 7 })));
    renderApp('/admin');
    expect(await screen.findByText('Your Free Trial ends in 7 days')).toBeInTheDocument();
    expect(screen.getByText(/Free Trial \(Active\) · Expires on 5 March 2030/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/admin/subscription',
    );
    await user.click(screen.getByRole('button', { name: 'Remind Me Later' }));
    expect(screen.queryByText('Your Free Trial ends in 7 days')).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(REMIND_LATER_KEY))).toBeGreaterThan(0);
  });

  it('stays hidden within 24 hours of Remind Me Later and returns after', async () => {
    window.localStorage.setItem(REMIND_LATER_KEY, String(Date.now() - 23 * 60 * 60_000));
    landlordWith(() => jsonResponse(200, status({ plan: 'basic', days_remaining: 1 })));
    const first = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
    expect(screen.queryByText(/expires in/)).not.toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem(REMIND_LATER_KEY, String(Date.now() - 25 * 60 * 60_000));
    renderApp('/admin');
    expect(await screen.findByText('Your Basic subscription expires in 1 day')).toBeInTheDocument();
  });

  it('does not show with more than 7 days left', async () => {
    landlordWith(() => jsonResponse(200, status({ days_remaining: 8 })));
    const first = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Property Management' });
    await vi.waitFor(() =>
      expect(first.queryClient.getQueryData(['subscription', 'status'])).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Remind Me Later' })).not.toBeInTheDocument();
  });

  it('tells a team member to ask the owner, with no link to pages they cannot open', async () => {
    const caretaker = { ...makeMe('landlord'), team_role: 'caretaker' as const, property_ids: [] };
    storeSession('landlord', caretaker);
    mockApi({
      [ME]: () => jsonResponse(200, caretaker),
      [STATUS]: () =>
        jsonResponse(200, status({ plan: 'starter', is_active: false, days_remaining: 0 })),
    });
    renderApp('/admin/reports');
    expect(
      await screen.findByRole('heading', { name: 'Subscription Required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ask the account owner to renew the Pango subscription.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Property Management' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('warns a team member of the expiry without a link to the plans', async () => {
    const manager = {
      ...makeMe('landlord'),
      team_role: 'property_manager' as const,
      property_ids: [],
    };
    storeSession('landlord', manager);
    mockApi({
      [ME]: () => jsonResponse(200, manager),
      [STATUS]: () => jsonResponse(200, status({ days_remaining: 3 })),
    });
    renderApp('/admin/reports');
    expect(await screen.findByText(/Ask the account owner to renew/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Subscription Plans' })).not.toBeInTheDocument();
  });
});
