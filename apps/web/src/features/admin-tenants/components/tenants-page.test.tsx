import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_TEXT } from '../messages';
import {
  baseRoutes,
  clearToasts,
  PENDING,
  renderTenantsPage,
  requestsTo,
  tenant,
  TENANTS,
} from '../testing/fixtures';

beforeEach(() => {
  storeSession('landlord');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Tenant Management', () => {
  it('shows the four cards, the active tenants and the pending count in the tab label', async () => {
    mockApi(baseRoutes([tenant(), tenant({ id: 8, full_name: 'Old Tenant', status: 'inactive' })]));
    renderTenantsPage();
    const cards = screen.getByRole('region', { name: 'Tenant summary' });
    expect(await within(cards).findByText('4')).toBeInTheDocument();
    for (const label of ['Active Tenants', 'Rent Overdue', 'Rent Due Soon', 'Rent Paid'])
      expect(within(cards).getByRole('heading', { name: label })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Recently Joined Tenants (1)' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active tenants' });
    expect(within(table).getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(within(table).queryByText('Old Tenant')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp as coming soon: a notice, nothing sent', async () => {
    const api = mockApi(baseRoutes());
    renderTenantsPage();
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'WhatsApp Coming soon' }));
    expect(screen.getByText(TENANT_TEXT.whatsappComingSoon)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(TENANT_TEXT.whatsappComingSoon)).not.toBeInTheDocument();
  });

  it('adds the Status column on All Tenants and lists applications on Recently Joined', async () => {
    mockApi(baseRoutes([tenant(), tenant({ id: 8, full_name: 'Old Tenant', status: 'inactive' })]));
    renderTenantsPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'All Tenants' }));
    const table = await screen.findByRole('table', { name: 'All tenants' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Recently Joined Tenants/ }));
    const list = await screen.findByRole('list', { name: 'Pending applications' });
    expect(within(list).getByText('Akinyi Wambui')).toBeInTheDocument();
    expect(within(list).getByText('A1234567')).toBeInTheDocument();
    expect(within(list).getByText('Deposit paid')).toBeInTheDocument();
  });

  it('sends the search to the server once typing stops', async () => {
    const api = mockApi(baseRoutes());
    renderTenantsPage();
    await screen.findByRole('table', { name: 'Active tenants' });
    await userEvent.type(
      screen.getByPlaceholderText('Search tenants or applications...'),
      'otieno',
    );
    await waitFor(() =>
      expect(requestsTo(api.requests, 'GET', 'search=otieno').length).toBeGreaterThanOrEqual(2),
    );
    const searched = requestsTo(api.requests, 'GET', 'search=');
    // Debounced: no request carries a partial word.
    expect(searched.every((r) => r.url.includes('search=otieno'))).toBe(true);
    expect(searched.some((r) => r.url.includes('/tenant-applications/pending/'))).toBe(true);
  });

  it('shows the empty states and the Share Signup Link button', async () => {
    mockApi(baseRoutes([], []));
    renderTenantsPage();
    expect(await screen.findByText(TENANT_TEXT.noTenants)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Recently Joined Tenants (0)' }));
    expect(
      await screen.findByRole('heading', { name: TENANT_TEXT.noApplications }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Signup Link' })).toBeInTheDocument();
  });

  it('says when the tenants cannot be loaded', async () => {
    mockApi({ ...baseRoutes(), [TENANTS]: () => jsonResponse(500, { detail: 'boom' }) });
    renderTenantsPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(TENANT_TEXT.loadFailed);
  });

  it('opens the actions menu by keyboard and routes to the details', async () => {
    mockApi(baseRoutes());
    renderTenantsPage();
    const button = await screen.findByRole('button', { name: 'Actions for Otieno Odhiambo' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Evict' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Transactions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tenants/7/details');
  });

  it('copies the signup link with the landlord code', async () => {
    mockApi(baseRoutes());
    const user = userEvent.setup();
    renderTenantsPage();
    await user.click(await screen.findByRole('button', { name: 'Copy Signup Link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/tenant/signup?landlord=LL-4821`,
    );
    expect(await screen.findByText(TENANT_TEXT.signupLinkCopied)).toBeInTheDocument();
  });

  it('filters by the chosen property', async () => {
    const api = mockApi(baseRoutes());
    renderTenantsPage();
    await screen.findByRole('option', { name: 'Riverside Court' });
    await userEvent.selectOptions(screen.getByLabelText('Property'), 'Riverside Court');
    await waitFor(() =>
      expect(requestsTo(api.requests, 'GET', 'property_id=4').length).toBeGreaterThanOrEqual(3),
    );
    expect(requestsTo(api.requests, 'GET', PENDING.split(' ')[1]!).length).toBeGreaterThan(0);
  });
});
