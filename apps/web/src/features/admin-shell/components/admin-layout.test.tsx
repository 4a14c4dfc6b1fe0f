import { ADMIN_MESSAGES } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import {
  ME,
  OPEN_REPORTS,
  openReport,
  PROPERTIES,
  property,
  renderAdminLayout,
} from '../testing/render-admin-layout';

const SELECTED_KEY = 'pango.selectedPropertyId';
const PROPERTY_LIST = {
  count: 2,
  next_page: null,
  results: [property(3, 'Kilimani Heights'), property(4, 'Riverside Court')],
};

function mockAdminApi(reports: () => Response) {
  return mockApi({
    [ME]: () => jsonResponse(200, makeMe('landlord')),
    [PROPERTIES]: () => jsonResponse(200, PROPERTY_LIST),
    [OPEN_REPORTS]: reports,
  });
}

const reportsReply = (count: number) =>
  jsonResponse(200, {
    count,
    results: Array.from({ length: count }, (_, i) =>
      openReport({ id: i + 1, title: `Report ${i + 1}` }),
    ),
  });

beforeEach(() => {
  storeSession('landlord');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('admin layout: open reports', () => {
  it('shows the open-report count on the Reports link and the bell', async () => {
    mockAdminApi(() => reportsReply(3));
    renderAdminLayout();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const reports = within(nav).getByRole('link', { name: 'Reports' });
    await waitFor(() => expect(reports).toHaveAccessibleDescription('3 open reports'));
    expect(reports).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription(
      '3 open reports',
    );
  });

  it('shows no badge when nothing is open, and No notifications in the bell', async () => {
    mockAdminApi(() => jsonResponse(200, { count: 0, results: [] }));
    const user = userEvent.setup();
    renderAdminLayout();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(ADMIN_MESSAGES.noNotifications)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Dismiss notifications' })).toBeNull();
    expect(bell).not.toHaveAccessibleDescription();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveTextContent(/^Reports$/);
  });

  it('lists the open reports, refreshes them and links to all reports', async () => {
    let count = 1;
    const { requests } = mockAdminApi(() => reportsReply(count));
    const user = userEvent.setup();
    renderAdminLayout();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Report 1')).toBeInTheDocument();
    expect(within(panel).getByText(/Kilimani Heights · Unit A2 · Otieno Odhiambo/)).toBeVisible();

    count = 2;
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByText('Report 2')).toBeInTheDocument();
    expect(
      requests.filter((r: MockRequest) => r.url.startsWith('/api/communication/reports')),
    ).toHaveLength(2);

    await user.click(within(panel).getByRole('link', { name: 'View all reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports and Issues' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('Dismiss notifications hides the items until the count changes', async () => {
    let count = 2;
    mockAdminApi(() => reportsReply(count));
    const user = userEvent.setup();
    renderAdminLayout();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Report 2');

    await user.click(within(panel).getByRole('button', { name: 'Dismiss notifications' }));
    expect(within(panel).getByText(ADMIN_MESSAGES.noNotifications)).toBeInTheDocument();
    expect(within(panel).queryByText('Report 1')).toBeNull();
    expect(bell).not.toHaveAccessibleDescription();
    // The sidebar still counts what is open.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAccessibleDescription(
      '2 open reports',
    );

    count = 3;
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByText('Report 3')).toBeInTheDocument();
    expect(bell).toHaveAccessibleDescription('3 open reports');
  });

  it('closes the panel on Escape and gives focus back to the bell', async () => {
    mockAdminApi(() => reportsReply(1));
    const user = userEvent.setup();
    renderAdminLayout();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('keeps the last count when a poll fails (only logged)', async () => {
    let fail = false;
    mockAdminApi(() => (fail ? jsonResponse(500, { detail: 'boom' }) : reportsReply(1)));
    const user = userEvent.setup();
    renderAdminLayout();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 open report'));
    fail = true;
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(bell).toHaveAccessibleDescription('1 open report');
  });
});

describe('admin layout: selected property', () => {
  it('offers All properties and the landlord properties, and stores the choice', async () => {
    mockAdminApi(() => reportsReply(0));
    const user = userEvent.setup();
    const first = renderAdminLayout();
    const select = screen.getByRole('combobox', { name: 'Selected property' });
    await screen.findByRole('option', { name: 'Riverside Court' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All properties', 'Kilimani Heights', 'Riverside Court']);
    expect(select).toHaveValue('');
    expect(screen.getByTestId('selected')).toHaveTextContent('all');

    await user.selectOptions(select, 'Riverside Court');
    expect(screen.getByTestId('selected')).toHaveTextContent('4');
    expect(window.localStorage.getItem(SELECTED_KEY)).toBe('4');

    // A reload: a fresh app reads the stored choice back.
    first.unmount();
    renderAdminLayout();
    const again = screen.getByRole('combobox', { name: 'Selected property' });
    await screen.findByRole('option', { name: 'Riverside Court' });
    expect(again).toHaveValue('4');
    expect(screen.getByTestId('selected')).toHaveTextContent('4');

    await user.selectOptions(again, 'All properties');
    expect(window.localStorage.getItem(SELECTED_KEY)).toBeNull();
  });

  it('falls back to all properties when the stored id is not one of the landlord', async () => {
    window.localStorage.setItem(SELECTED_KEY, '99');
    mockAdminApi(() => reportsReply(0));
    renderAdminLayout();
    await screen.findByRole('option', { name: 'Riverside Court' });
    expect(screen.getByRole('combobox', { name: 'Selected property' })).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('all'));
    expect(window.localStorage.getItem(SELECTED_KEY)).toBeNull();
  });

  it('shows the welcome line', async () => {
    mockAdminApi(() => reportsReply(0));
    renderAdminLayout();
    expect(await screen.findByText('Welcome, Otieno Odhiambo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
