import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { clearSession, DEVICE_CACHE_KEYS } from '@/lib/session';
import { makeMe, storeSession } from '@/test/fixtures';
import { switchLanguage } from '@/lib/i18n/texts';
import { dashboardTexts } from '../texts';
import { DASHBOARD, dashboard, renderDashboard, report } from '../testing/dashboard-fixtures';

const DASHBOARD_TEXTS = dashboardTexts.en;

const ME = 'GET /api/accounts/me/';
const me = makeMe('tenant');
// 2 Mar 2025, 09:00 in Nairobi.
const NOW = new Date('2025-03-02T06:00:00Z');

function withDueDate(next_due_date: string, rent_due = 5000) {
  const base = dashboard();
  return dashboard({ rent: { ...base.rent, next_due_date, rent_due } });
}

describe('Tenant dashboard', () => {
  beforeEach(() => {
    storeSession('tenant', me);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads in Kiswahili when the tenant chose it, dates and money for sw-KE', async () => {
    // Loads the Kiswahili texts of the screens imported so far, then switches (as Settings does).
    await switchLanguage('sw');
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, withDueDate('2025-03-05')),
    });
    renderDashboard(NOW);

    await screen.findByRole('heading', { name: 'Kodi ya Mwezi' });
    expect(screen.getByRole('heading', { name: 'Karibu, Wanjiku Kamau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lipa Kodi' })).toHaveAttribute(
      'href',
      '/tenant/payments',
    );
    expect(screen.getByRole('link', { name: 'Ripoti Tatizo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maelezo ya Chumba' })).toBeInTheDocument();
    expect(screen.getByText('Vyumba 2 vya kulala')).toBeInTheDocument();
    expect(
      screen.getByText('Kodi ya KSh 5,000 inatakiwa baada ya siku 3 (5 Mac 2025).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Monthly Rent')).not.toBeInTheDocument();

    // My Reports: the stored category, priority and status in Kiswahili (my-reports.json).
    const [item] = within(await screen.findByRole('list', { name: 'Ripoti Zangu' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Mabomba (Maji, Maji Taka, Mabomba Kupasuka)');
    expect(item).toHaveTextContent('Kipaumbele: Dharura');
    expect(item).toHaveTextContent('Wazi');
    expect(item).not.toHaveTextContent('Urgent');
  });

  it('shows the welcome, room, booking id and the cards from the API', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard()),
    });
    renderDashboard(NOW);

    expect(screen.getByRole('status')).toHaveTextContent(DASHBOARD_TEXTS.loading);
    await screen.findByRole('heading', { name: 'Monthly Rent' });
    expect(screen.getByRole('heading', { name: 'Welcome, Wanjiku Kamau' })).toBeInTheDocument();
    expect(screen.getByText('BK-7F3K2Q')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Rent' })).toHaveAttribute(
      'href',
      '/tenant/payments',
    );
    expect(screen.getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
      'href',
      '/tenant/report',
    );

    const room = screen.getByRole('group', { name: 'Room Details' });
    expect(within(room).getByText('2 Bedroom')).toBeInTheDocument();
    expect(within(room).getByText('Kilimani Heights')).toBeInTheDocument();
    expect(within(room).getByText('Argwings Kodhek Rd, Nairobi')).toBeInTheDocument();
    // The deposit the landlord holds for the tenant (issue 18).
    expect(within(room).getByText('Deposit held').nextElementSibling).toHaveTextContent(
      'KSh 30,000',
    );

    const rentCard = screen.getByRole('group', { name: 'Monthly Rent' });
    expect(within(rentCard).getByText('KSh 15,000')).toBeInTheDocument();
    expect(within(rentCard).getByText('KSh 5,000')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Prepaid Months' })).toHaveTextContent('0');

    const bar = screen.getByRole('progressbar', { name: 'Payment Status' });
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText("67% of this month's rent paid")).toBeInTheDocument();

    // The contact card is its own chunk, loaded after the rent and room cards.
    const contact = await screen.findByRole('group', { name: 'Contact Information' });
    expect(within(contact).getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'otieno@example.com' })).toHaveAttribute(
      'href',
      'mailto:otieno@example.com',
    );
    expect(within(contact).getByRole('link', { name: '0722 000 111' })).toHaveAttribute(
      'href',
      'tel:+254722000111',
    );
  });

  it('shows no deposit line when the tenant has no tenancy to hold one', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard({ deposit: null })),
    });
    renderDashboard(NOW);
    const room = await screen.findByRole('group', { name: 'Room Details' });
    expect(within(room).queryByText('Deposit held')).toBeNull();
  });

  it('never says "Paid" for a month with no charge yet (a newly approved tenant)', async () => {
    const base = dashboard();
    const unbilled = dashboard({
      rent: {
        ...base.rent,
        rent_due: 0,
        balance: 0,
        rent_status: 'not_billed',
        next_due_date: '2025-04-01',
      },
    });
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, unbilled),
    });
    renderDashboard(NOW);

    const status = await screen.findByRole('group', { name: 'Payment Status' });
    expect(within(status).getByText('Not billed yet')).toBeInTheDocument();
    expect(within(status).queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Payment Status' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText("0% of this month's rent paid")).toBeInTheDocument();
  });

  it.each([
    ['2025-03-02', 'Rent of KSh 5,000 is due today (2 Mar 2025).'],
    ['2025-03-07', 'Rent of KSh 5,000 is due in 5 days (7 Mar 2025).'],
  ])('warns when the due date %s is 0 to 5 days away', async (date, text) => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, withDueDate(date)),
    });
    renderDashboard(NOW);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Payment due soon')).toBeInTheDocument();
  });

  it('does not warn 6 days ahead or when nothing is outstanding', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, withDueDate('2025-03-08')),
    });
    const first = renderDashboard(NOW);
    await screen.findByRole('heading', { name: 'Monthly Rent' });
    expect(screen.queryByText('Payment due soon')).not.toBeInTheDocument();
    first.unmount();

    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, withDueDate('2025-03-03', 0)),
    });
    renderDashboard(NOW);
    await screen.findByRole('heading', { name: 'Monthly Rent' });
    expect(screen.queryByText('Payment due soon')).not.toBeInTheDocument();
  });

  it('says Not Assigned without a unit, with no rent cards and no error', async () => {
    const base = dashboard();
    const noUnit = dashboard({
      unit: null,
      rent: {
        ...base.rent,
        unit: null,
        monthly_rent: 0,
        rent_due: 0,
        rent_status: 'no_unit',
        next_due_date: null,
        balance: 0,
      },
      reports: [],
    });
    mockApi({ [ME]: () => jsonResponse(200, me), [DASHBOARD]: () => jsonResponse(200, noUnit) });
    renderDashboard(NOW);

    expect(await screen.findByText(DASHBOARD_TEXTS.noUnit)).toBeInTheDocument();
    expect(screen.getByText('Not Assigned')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Monthly Rent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.noReports)).toBeInTheDocument();
  });

  it('lists the own reports newest first with labels and en-GB dates', async () => {
    const reports = [
      report({
        id: 2,
        title: 'Lights out on floor 2',
        category: 'electrical',
        priority: 'high',
        status: 'pending',
        created_at: '2025-03-01T22:30:00Z',
      }),
      report(),
    ];
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard({ reports })),
    });
    renderDashboard(NOW);

    const list = await screen.findByRole('list', { name: 'My Reports' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lights out on floor 2');
    expect(items[0]).toHaveTextContent('Major Electrical (Power Failure, Exposed Wires)');
    expect(items[0]).toHaveTextContent('Priority: High');
    expect(items[0]).toHaveTextContent('Pending');
    // 22:30 UTC is the next day in Nairobi.
    expect(items[0]).toHaveTextContent('2 Mar 2025');
    expect(items[1]).toHaveTextContent('Major Plumbing (Water Supply, Sewage, Burst Pipes)');
    expect(items[1]).toHaveTextContent('27 Feb 2025');
    expect(screen.getByRole('link', { name: 'Submit New Report' })).toHaveAttribute(
      'href',
      '/tenant/report',
    );
  });

  it('clears the summary and reports on failure and loads again on Retry', async () => {
    let fail = true;
    const api = mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () =>
        fail
          ? jsonResponse(403, { detail: 'Nope', code: 'FORBIDDEN' })
          : jsonResponse(200, dashboard()),
    });
    renderDashboard(NOW);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DASHBOARD_TEXTS.loadFailed);
    expect(screen.getByRole('heading', { name: 'Welcome, Wanjiku Kamau' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Monthly Rent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My Reports' })).not.toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.noReports)).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Monthly Rent' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My Reports' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/api/accounts/tenant/dashboard/')).toHaveLength(2);
  });

  it('shows what makes up the amount due below the rent cards (issue 20)', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard()),
      'GET /api/payments/invoices/current/': () =>
        jsonResponse(200, {
          tenancy: 4,
          period: '2025-03-01',
          period_label: 'March 2025',
          tenant_name: 'Wanjiku Kamau',
          landlord_name: 'Otieno Odhiambo',
          unit_number: 'A1',
          property_name: 'Kilimani Heights',
          previous_balance: 0,
          lines: [
            { id: 1, kind: 'rent', label: 'Rent', description: 'Rent', amount: 15000 },
            { id: 2, kind: 'water', label: 'Water', description: 'Water 4 m³', amount: 600 },
            {
              id: 3,
              kind: 'service',
              label: 'Service charge',
              description: 'Garbage',
              amount: 300,
            },
          ],
          charges_total: 15900,
          payments_received: 10000,
          balance: 5900,
          amount_due: 5900,
          due_date: '2025-03-05',
          how_to_pay: { method: 'online', shortcode: null, account_number: null, pay_link: 'x' },
        }),
    });
    renderDashboard(NOW);
    const lines = await screen.findByRole('region', { name: 'Your charges for March 2025' });
    expect(within(lines).getByRole('row', { name: /Water 4 m³/ })).toHaveTextContent('KSh 600');
    expect(within(lines).getByRole('row', { name: /Service charge/ })).toHaveTextContent('KSh 300');
    expect(within(lines).getByRole('row', { name: /Amount due/ })).toHaveTextContent('KSh 5,900');
  });

  it('opens with the last dashboard kept on the device and its time, and keeps it offline (ADR 043)', async () => {
    const at = new Date('2025-03-01T07:30:00Z');
    localStorage.setItem(
      DEVICE_CACHE_KEYS.tenantDashboard,
      JSON.stringify({ at: at.getTime(), data: dashboard() }),
    );
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderDashboard(NOW);
    // At once, before any answer: the kept data and when it was loaded.
    expect(screen.getByRole('heading', { name: 'Monthly Rent' })).toBeInTheDocument();
    const stamp = at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(`Last updated ${stamp}`)).toBeInTheDocument();
    // The refresh gets no answer (after its retries): the data stays, said to be the last known.
    expect(
      await screen.findByText(`${DASHBOARD_TEXTS.offline} Last updated ${stamp}`, undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Rent' })).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_TEXTS.loadFailed)).not.toBeInTheDocument();
  }, 10_000);

  it('keeps each loaded dashboard on the device until sign-out', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard()),
    });
    renderDashboard(NOW);
    expect(await screen.findByRole('heading', { name: 'Monthly Rent' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem(DEVICE_CACHE_KEYS.tenantDashboard)!);
    expect(kept.data).toEqual(dashboard());
    clearSession();
    expect(localStorage.getItem(DEVICE_CACHE_KEYS.tenantDashboard)).toBeNull();
  });
});
