import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { deferred, jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ME = 'GET /api/accounts/me/';
const REFRESH = 'POST /api/accounts/token/refresh/';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Welcome to Pango' });

describe('route guards', () => {
  it('shows Loading... while the stored session is checked', async () => {
    storeSession('landlord');
    const me = deferred<Response>();
    mockApi({ [ME]: () => me.promise });
    renderApp('/admin');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    me.resolve(jsonResponse(200, makeMe('landlord')));
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    mockApi({});
    const app = renderApp('/admin/payments');
    await loginHeading();
    expect(app.location()).toBe('/login');
  });

  it('sends a tenant who opens /admin to /tenant', async () => {
    storeSession('tenant');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('tenant')) });
    const app = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Wanjiku Kamau' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/tenant');
  });

  it('sends a landlord who opens a tenant page to /admin', async () => {
    storeSession('landlord');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('landlord')) });
    const app = renderApp('/tenant/payments');
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
    expect(app.location()).toBe('/admin');
  });

  it('sends a signed-in user who opens an unknown page of their area home', async () => {
    storeSession('landlord');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('landlord')) });
    const app = renderApp('/admin/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
    expect(app.location()).toBe('/admin');
  });

  it('redirects unknown paths to /login', async () => {
    mockApi({});
    const app = renderApp('/no/such/page');
    await loginHeading();
    expect(app.location()).toBe('/login');
  });

  it('sends a signed-in user away from /login to their home', async () => {
    storeSession('tenant');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('tenant')) });
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome, Wanjiku Kamau' });
    expect(app.location()).toBe('/tenant');
  });

  it('keeps public placeholder pages reachable while signed out', async () => {
    mockApi({});
    renderApp('/payments/subscribe');
    expect(
      await screen.findByRole('heading', { name: 'Subscription Payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });
});

describe('start-up session check', () => {
  it('logs out on a 401 the refresh cannot fix', async () => {
    storeSession('landlord');
    mockApi({
      [ME]: () => jsonResponse(401, { detail: 'Token expired' }),
      [REFRESH]: () => jsonResponse(401, { detail: 'Token invalid' }),
    });
    const app = renderApp('/admin');
    await loginHeading();
    expect(app.location()).toBe('/login');
    expect(getSession().access).toBeNull();
  });

  it('logs out on a 403', async () => {
    storeSession('landlord');
    mockApi({ [ME]: () => jsonResponse(403, { detail: 'Forbidden' }) });
    renderApp('/admin');
    await loginHeading();
    expect(getSession().refresh).toBeNull();
  });

  it('logs out when the server says the user is of another type', async () => {
    storeSession('landlord');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('tenant')) });
    renderApp('/admin');
    await loginHeading();
    expect(getSession().userType).toBeNull();
  });

  it('keeps the stored session when the network fails', async () => {
    storeSession('landlord');
    mockApi({ [ME]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument();
    expect(getSession().access).toBe('access-1');
  });
});

describe('admin layout', () => {
  beforeEach(() => {
    storeSession('landlord');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('landlord')) });
  });

  it('lists the sidebar links in order and marks the current one', async () => {
    renderApp('/admin/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Dashboard',
      'Payments',
      // Issue 24: money at a glance, under Payments.
      'Arrears',
      'KRA Tax',
      'Expenses',
      'Owner statement',
      'Tenants',
      'Reports',
      'Settings',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Welcome, Otieno Odhiambo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens the phone menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute(
      'aria-controls',
      screen.getByRole('navigation', { name: 'Admin' }).id,
    );

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Tenants' }));
    expect(await screen.findByRole('heading', { name: 'Tenant Management' })).toBeInTheDocument();
    expect(app.location()).toBe('/admin/tenants');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out to /login and forgets the session and the cached data', async () => {
    const { requests } = mockApi({
      [ME]: () => jsonResponse(200, makeMe('landlord')),
      'POST /api/accounts/logout/': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const app = renderApp('/admin');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    app.queryClient.setQueryData(['tenants'], [{ id: 1 }]);
    await user.click(logout);
    await loginHeading();
    expect(app.location()).toBe('/login');
    expect(getSession()).toEqual({ access: null, refresh: null, userType: null, user: null });
    expect(app.queryClient.getQueryData(['tenants'])).toBeUndefined();
    // The server is told to revoke the refresh token's family (ADR 005).
    expect(requests.find((r) => r.url === '/api/accounts/logout/')?.body).toEqual({
      refresh: 'refresh-1',
    });
  });
});

describe('tenant layout', () => {
  it('shows the tenant, the room and the four links', async () => {
    const me = makeMe('tenant', {
      current_unit: {
        id: 4,
        unit_number: 'B12',
        rent: 12000,
        rent_remaining: 0,
        rent_status: 'paid',
        rent_due_date: null,
        property_name: 'Kilimani Court',
        property_id: 1,
      },
    });
    storeSession('tenant', me);
    mockApi({ [ME]: () => jsonResponse(200, me) });
    renderApp('/tenant/report');

    expect(await screen.findByRole('heading', { name: 'Report an Issue' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tenant' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Payments', 'Report Issue', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Room: B12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says Not Assigned when the tenant has no room', async () => {
    storeSession('tenant');
    mockApi({ [ME]: () => jsonResponse(200, makeMe('tenant')) });
    renderApp('/tenant');
    await screen.findByRole('heading', { name: 'Welcome, Wanjiku Kamau' });
    expect(screen.getByText('Room: Not Assigned')).toBeInTheDocument();
    expect(screen.getByText('Not Assigned')).toBeInTheDocument();
  });
});
