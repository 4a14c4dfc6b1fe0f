import type { TenancyRecord } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_CACHE_KEYS } from '@/lib/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { DASHBOARD, dashboard, renderDashboard } from '../testing/dashboard-fixtures';

// Issue 18 item 4: a tenant whose tenancy ended sees its settlement and final statement on /tenant,
// and no longer the unit's actions.

const ME = 'GET /api/accounts/me/';
const RECORD = 'GET /api/accounts/tenancies/41/';
const STATEMENT = 'GET /api/accounts/tenancies/41/final-statement/';
const me = makeMe('tenant');

const exTenant = () => {
  const base = dashboard();
  return dashboard({
    unit: null,
    rent: { ...base.rent, unit: null, monthly_rent: 0, rent_due: 0, rent_status: 'no_unit' },
    ended_tenancy_id: 41,
  });
};

function record(overrides: Partial<TenancyRecord> = {}): TenancyRecord {
  const person = { full_name: 'Otieno Odhiambo', email: 'o@example.com', phone_number: '' };
  return {
    id: 41,
    status: 'ended',
    start_date: '2025-01-01',
    end_date: '2025-10-31',
    notice_move_out_date: '2025-10-31',
    monthly_rent: 15000,
    deposit: 15000,
    rent_due_day: 1,
    unit: {
      id: 7,
      unit_number: 'A1',
      property_id: 3,
      property_name: 'Kilimani Heights',
      property_address: 'Argwings Kodhek Rd',
    },
    tenant: { id: 2, ...person, full_name: 'Wanjiku Kamau' },
    landlord: { id: 1, ...person },
    deposit_held: 15000,
    deposit_status: 'refund_due',
    ledger_balance: 2000,
    settlement: {
      deposit_held: 15000,
      unpaid_rent: 2000,
      deductions_total: 5000,
      refund_due: 8000,
      balance_after: 0,
      moved_out_at: '2025-10-31T09:00:00Z',
    },
    deductions: [
      { id: 1, reason: 'Repaint bedroom', amount: 3500 },
      { id: 2, reason: 'Replace door lock', amount: 1500 },
    ],
    refund: null,
    ...overrides,
  };
}

describe('Tenant dashboard after the tenancy ended', () => {
  beforeEach(() => {
    storeSession('tenant', me);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the settlement and deductions, and offers no Pay Rent or Report Issue', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, exTenant()),
      [RECORD]: () => jsonResponse(200, record()),
    });
    renderDashboard();
    const panel = await screen.findByRole('group', { name: 'Your tenancy has ended' });
    const fact = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(fact('Unit')).toHaveTextContent('A1, Kilimani Heights');
    expect(fact('End date')).toHaveTextContent('31 Oct 2025');
    expect(fact('Deposit held')).toHaveTextContent('KSh 15,000');
    expect(fact('Unpaid rent')).toHaveTextContent('KSh 2,000');
    expect(fact('Deductions')).toHaveTextContent('KSh 5,000');
    expect(fact('Refund due')).toHaveTextContent('KSh 8,000');
    expect(fact('Balance after')).toHaveTextContent('KSh 0 (settled)');
    expect(fact('Refund')).toHaveTextContent('Refund not yet recorded');
    const deductions = within(panel).getByRole('list', { name: 'Deductions from your deposit' });
    expect(
      within(deductions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Repaint bedroom: KSh 3,500', 'Replace door lock: KSh 1,500']);
    expect(
      within(panel).getByRole('button', { name: 'Download Final Statement' }),
    ).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: 'Pay Rent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report Issue' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'My Reports' });
    expect(screen.queryByRole('link', { name: 'Submit New Report' })).not.toBeInTheDocument();
  });

  it('shows the refund once the landlord recorded it, and an amount still owed', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, exTenant()),
      [RECORD]: () =>
        jsonResponse(
          200,
          record({
            settlement: { ...record().settlement!, refund_due: 0, balance_after: 4000 },
            refund: {
              amount: 8000,
              method: 'mpesa',
              reference: 'QKREF9',
              paid_on: '2025-11-03',
              recorded_at: '2025-11-03T10:00:00Z',
            },
          }),
        ),
    });
    renderDashboard();
    const panel = await screen.findByRole('group', { name: 'Your tenancy has ended' });
    expect(within(panel).getByText('Balance after').nextElementSibling).toHaveTextContent(
      'KSh 4,000 (owed by tenant)',
    );
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent(
      'KSh 8,000 paid on 3 Nov 2025 by mpesa (QKREF9)',
    );
  });

  it('downloads the final statement with the bearer token, or says it failed', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let fail = false;
    const { requests } = mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, exTenant()),
      [RECORD]: () => jsonResponse(200, record()),
      [STATEMENT]: () =>
        fail
          ? jsonResponse(500, {})
          : new Response('%PDF-1.3', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="final-statement-a1-2025-10-31.pdf"',
              },
            }),
    });
    renderDashboard();
    const button = await screen.findByRole('button', { name: 'Download Final Statement' });
    await userEvent.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const pdf = requests.find((r) => r.url === '/api/accounts/tenancies/41/final-statement/');
    expect(pdf?.headers.Authorization).toMatch(/^Bearer /);
    fail = true;
    await userEvent.click(button);
    expect(
      await screen.findByText('The final statement could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says when the tenancy cannot be loaded, and a tenant never housed sees no panel', async () => {
    mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, exTenant()),
      [RECORD]: () => jsonResponse(500, { detail: 'Server error', code: 'SERVER_ERROR' }),
    });
    const first = renderDashboard();
    expect(
      await screen.findByText('Failed to load your tenancy. Please try again.'),
    ).toBeInTheDocument();
    first.unmount();

    const { requests } = mockApi({
      [ME]: () => jsonResponse(200, me),
      [DASHBOARD]: () => jsonResponse(200, dashboard({ unit: null, ended_tenancy_id: null })),
    });
    // Another tenant: nothing of the first one's dashboard kept on the device (ADR 043).
    localStorage.removeItem(DEVICE_CACHE_KEYS.tenantDashboard);
    renderDashboard();
    await screen.findByRole('heading', { name: 'My Reports' });
    expect(screen.queryByRole('group', { name: 'Your tenancy has ended' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Rent' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/tenancies/'))).toBe(false);
  });
});
