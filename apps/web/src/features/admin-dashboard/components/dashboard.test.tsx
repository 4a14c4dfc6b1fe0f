import { ADMIN_MESSAGES, type DashboardStats, type PropertyRead } from '@pango/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { AuthProvider } from '@/lib/auth';
import { MemoryRouter } from 'react-router-dom';
import { deferred, jsonResponse, mockApi, type Routes } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { Dashboard } from './dashboard';

const DASHBOARD = 'GET /api/accounts/dashboard/';
const PROPERTIES = 'GET /api/accounts/properties/';
const SUBSCRIPTION = 'GET /api/accounts/subscription/status/';
const ME = 'GET /api/accounts/me/';

function property(id: number, name: string): PropertyRead {
  return {
    ...{ id, name, address: `${name} Road`, city: 'Nairobi', state: 'Nairobi County' },
    ...{ unit_count: 4, total_units: 4, occupied_units: 1, available_units: 2, total_tenants: 1 },
    images: [],
    notice_period_days: 30,
    rental_type: 'residential',
    owner_name: null,
    owner_email: null,
    created_at: '2025-01-01T00:00:00Z',
  };
}

function stats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    total_tenants: 1,
    monthly_revenue: 44000,
    rent_due: 22000,
    open_reports: 1,
    total_properties: 2,
    occupied_units: 1,
    available_units: 6,
    properties: [
      {
        id: 3,
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Road',
        total_units: 4,
        occupied_units: 1,
        available_units: 2,
      },
      {
        id: 4,
        name: 'Riverside Court',
        address: 'Riverside Drive',
        total_units: 4,
        occupied_units: 0,
        available_units: 4,
      },
    ],
    recent_transactions: [
      'completed',
      'pending',
      'processing',
      'failed',
      'completed',
      'completed',
    ].map((status, i) => ({
      id: i + 1,
      tenant_name: 'Otieno Odhiambo',
      amount: 22000,
      status,
      transaction_type: 'rent',
      payment_method: 'mpesa',
      created_at: `2025-02-0${i + 1}T07:00:00Z`,
    })),
    ...overrides,
  };
}

function mockDashboard(dashboard: (url: string) => Response, routes: Routes = {}) {
  return mockApi({
    [ME]: () => jsonResponse(200, makeMe('landlord')),
    [PROPERTIES]: () =>
      jsonResponse(200, {
        count: 2,
        next_page: null,
        results: [property(3, 'Kilimani Heights'), property(4, 'Riverside Court')],
      }),
    [SUBSCRIPTION]: () =>
      jsonResponse(200, {
        plan: 'basic',
        is_active: true,
        expiry_date: '2030-03-05T00:00:00Z',
        days_remaining: 300,
        unit_count: 8,
        property_count: 2,
      }),
    [DASHBOARD]: (request) => dashboard(request.url),
    ...routes,
  });
}

function renderDashboard(sendEmailSlot?: ReactNode) {
  // No automatic retries: the Retry button is what is under test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Dashboard sendEmailSlot={sendEmailSlot} />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  storeSession('landlord');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('dashboard', () => {
  it('shows the seven cards, the overview and the 5 most recent transactions', async () => {
    mockDashboard(() => jsonResponse(200, stats()));
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    await screen.findByRole('group', { name: 'Total Tenants' });
    expect(card('Total Tenants')).toHaveTextContent('1');
    expect(within(card('Total Tenants')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/tenants',
    );
    expect(card('Monthly Revenue')).toHaveTextContent('KSh 44,000');
    expect(card('Rent Due')).toHaveTextContent('KSh 22,000');
    expect(card('Open Reports')).toHaveTextContent('1');
    expect(card('Total Properties')).toHaveTextContent('2');
    expect(card('Occupied Units')).toHaveTextContent('1');
    expect(card('Available Units')).toHaveTextContent('6');
    expect(screen.queryByRole('link', { name: 'Import from a spreadsheet' })).toBeNull();

    const overview = screen.getByRole('region', { name: 'Properties Overview' });
    expect(within(overview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(overview).getByText('4 units · 1 occupied · 2 available')).toBeInTheDocument();
    expect(within(overview).queryByRole('link', { name: 'Manage all properties' })).toBeNull();

    const table = screen.getByRole('table', { name: 'Recent Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const badge = (i: number, text: string) => within(rows[i]!).getByText(text);
    expect(badge(0, 'Completed')).toHaveClass('badge--success');
    expect(badge(1, 'Pending')).toHaveClass('badge--warning');
    expect(badge(2, 'Processing')).toHaveClass('badge--info');
    expect(badge(3, 'Failed')).toHaveClass('badge--danger');

    expect(screen.getByText('Subscription: Basic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/admin/subscription',
    );
  });

  it('keeps the subscription banner in place while its status loads', async () => {
    const status = deferred<Response>();
    mockApi({
      [ME]: () => jsonResponse(200, makeMe('landlord')),
      [PROPERTIES]: () => jsonResponse(200, { count: 0, next_page: null, results: [] }),
      [SUBSCRIPTION]: () => status.promise,
      [DASHBOARD]: () => jsonResponse(200, stats()),
    });
    renderDashboard();
    expect(screen.getByText('Subscription: loading...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toBeInTheDocument();
    status.resolve(
      jsonResponse(200, {
        ...{ plan: 'basic', is_active: true, expiry_date: '2030-03-05T00:00:00Z' },
        ...{ days_remaining: 300, unit_count: 8, property_count: 2 },
      }),
    );
    expect(await screen.findByText('Subscription: Basic')).toBeInTheDocument();
    expect(screen.queryByText('Subscription: loading...')).not.toBeInTheDocument();
  });

  it('names a free trial once in the subscription banner', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, makeMe('landlord')),
      [PROPERTIES]: () => jsonResponse(200, { count: 0, next_page: null, results: [] }),
      [SUBSCRIPTION]: () =>
        jsonResponse(200, {
          ...{ plan: 'free', is_active: true, expiry_date: '2030-03-05T00:00:00Z' },
          ...{ days_remaining: 20, unit_count: 8, property_count: 2 },
        }),
      [DASHBOARD]: () => jsonResponse(200, stats()),
    });
    renderDashboard();
    const banner = (await screen.findByText('Subscription: Free Trial (Active)')).closest('p');
    expect(banner).toHaveTextContent('Subscription: Free Trial (Active) · Expires on 5 March 2030');
    expect(banner).not.toHaveTextContent('Free Trial · Free Trial');
  });

  it('asks for the selected property, and for all when the stored id is not the landlord', async () => {
    window.localStorage.setItem('pango.selectedPropertyId', '4');
    const { requests } = mockDashboard(() => jsonResponse(200, stats({ total_properties: 1 })));
    const first = renderDashboard();
    await screen.findByRole('group', { name: 'Total Properties' });
    expect(screen.getByText('Riverside Court', { selector: 'p.muted' })).toBeInTheDocument();
    const asked = () => requests.filter((r) => r.url.startsWith('/api/accounts/dashboard/'));
    expect(asked().map((r) => r.url)).toEqual(['/api/accounts/dashboard/?property_id=4']);
    first.unmount();

    window.localStorage.setItem('pango.selectedPropertyId', '99');
    renderDashboard();
    await screen.findByRole('group', { name: 'Total Properties' });
    expect(
      asked()
        .map((r) => r.url)
        .at(-1),
    ).toBe('/api/accounts/dashboard/');
    expect(asked().some((r) => r.url.includes('99'))).toBe(false);
  });

  it('asks for all properties beside the property list, not after it', async () => {
    const list = deferred<Response>();
    const { requests } = mockDashboard(() => jsonResponse(200, stats()), {
      [PROPERTIES]: () => list.promise,
    });
    renderDashboard();
    // The cards arrive while the list is still in flight: no stored property, nothing to check.
    await screen.findByRole('group', { name: 'Total Properties' });
    expect(requests.map((r) => r.url)).toContain('/api/accounts/dashboard/');
    list.resolve(jsonResponse(200, { count: 0, next_page: null, results: [] }));
  });

  it('loads the charts only once the reader scrolls near them', async () => {
    let reveal = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = () => act(() => callback([{ isIntersecting: true }]));
        }
        observe() {}
        disconnect() {}
      },
    );
    const { requests } = mockDashboard(() => jsonResponse(200, stats()));
    renderDashboard();
    await screen.findByRole('group', { name: 'Total Properties' });
    // Nothing loads before then, so no spinner says it does.
    expect(screen.queryByText('Loading charts...')).toBeNull();
    const charts = () => requests.filter((r) => r.url.includes('/dashboard/charts/'));
    expect(charts()).toHaveLength(0);
    reveal();
    // The charts' own request (answered 404 here) is made, and its error shown.
    expect(await screen.findByText('The charts could not be loaded.')).toBeInTheDocument();
    expect(charts()).toHaveLength(1);
  });

  it('says the overview shows only the first properties of a large portfolio', async () => {
    mockDashboard(() => jsonResponse(200, stats({ total_properties: 2752 })));
    renderDashboard();
    const overview = await screen.findByRole('region', { name: 'Properties Overview' });
    expect(overview).toHaveTextContent('Showing the first 2 of 2,752 properties.');
    expect(within(overview).getByRole('link', { name: 'Manage all properties' })).toHaveAttribute(
      'href',
      '/admin/organisation',
    );
  });

  it('shows the empty state when the landlord has no properties', async () => {
    mockDashboard(() =>
      jsonResponse(
        200,
        stats({
          ...{ total_tenants: 0, monthly_revenue: 0, rent_due: 0, open_reports: 0 },
          ...{ total_properties: 0, occupied_units: 0, available_units: 0 },
          properties: [],
          recent_transactions: [],
        }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText(ADMIN_MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Property' })).toHaveAttribute(
      'href',
      '/admin/add-property',
    );
    expect(card('Total Properties')).toHaveTextContent('0');
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
    // Issue 21: a landlord with no tenants yet is offered the spreadsheet import.
    expect(screen.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveAttribute(
      'href',
      '/admin/settings/import',
    );
  });

  it('shows the error with Retry, and the cards once Retry succeeds', async () => {
    let isDown = true;
    mockDashboard(() =>
      isDown ? jsonResponse(500, { detail: 'Server error' }) : jsonResponse(200, stats()),
    );
    const user = userEvent.setup();
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.dashboardFailed);
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Total Properties' })).toHaveTextContent('2');
    expect(screen.queryByText(ADMIN_MESSAGES.dashboardFailed)).toBeNull();
  });
});

describe('dashboard actions', () => {
  it('copies the tenant invite link and confirms it', async () => {
    mockDashboard(() => jsonResponse(200, stats()));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Copy Tenant Invite' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/tenant/signup?landlord=LL-4821`,
    );
    expect(await screen.findByText(ADMIN_MESSAGES.inviteCopied)).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    mockDashboard(() => jsonResponse(200, stats()));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Copy Tenant Invite' }));
    expect(await screen.findByText(ADMIN_MESSAGES.inviteCopyFailed)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.inviteCopied)).toBeNull();
  });

  it('places the Send Email slot beside the invite, and WhatsApp only says it is coming soon', async () => {
    const { requests } = mockDashboard(() => jsonResponse(200, stats()));
    const user = userEvent.setup();
    renderDashboard(<button type="button">Send Email</button>);
    await screen.findByRole('group', { name: 'Total Properties' });
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: /WhatsApp/ }));
    expect(screen.getByText(ADMIN_MESSAGES.whatsappComingSoon)).toBeInTheDocument();
    expect(requests.length).toBe(before);
  });
});
