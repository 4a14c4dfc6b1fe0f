import type { DepositList, DepositRow } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_TEXT } from '../messages';
import { baseRoutes, clearToasts, renderTenantsPage, requestsTo } from '../testing/fixtures';

const DEPOSITS = 'GET /api/accounts/deposits/';

function row(overrides: Partial<DepositRow> = {}): DepositRow {
  return {
    tenancy_id: 11,
    tenant: { id: 7, full_name: 'Otieno Odhiambo' },
    unit: { id: 21, unit_number: 'A1', property_id: 3, property_name: 'Kilimani Heights' },
    amount_agreed: 22000,
    amount_held: 15000,
    status: 'held',
    refund_due: null,
    tenancy_status: 'active',
    start_date: '2026-01-05',
    end_date: null,
    ...overrides,
  };
}

const LIST: DepositList = {
  count: 2,
  next_page: null,
  results: [
    row(),
    row({
      tenancy_id: 12,
      tenant: { id: 8, full_name: 'Wanjiku Kamau' },
      unit: { id: 31, unit_number: 'R2', property_id: 4, property_name: 'Riverside Court' },
      amount_agreed: 10000,
      amount_held: 10000,
      status: 'refund_due',
      refund_due: 6000,
      tenancy_status: 'ended',
      end_date: '2026-10-31',
    }),
  ],
  totals: {
    held: 15000,
    refund_due: 6000,
    tenancies: 2,
    properties: [
      {
        property_id: 3,
        property_name: 'Kilimani Heights',
        held: 15000,
        refund_due: 0,
        tenancies: 1,
      },
      { property_id: 4, property_name: 'Riverside Court', held: 0, refund_due: 6000, tenancies: 1 },
    ],
  },
};

const EMPTY: DepositList = {
  count: 0,
  next_page: null,
  results: [],
  totals: { held: 0, refund_due: 0, tenancies: 0, properties: [] },
};

async function openDeposits() {
  renderTenantsPage();
  await userEvent.click(await screen.findByRole('tab', { name: 'Deposits' }));
}

beforeEach(() => {
  storeSession('landlord');
  window.localStorage.removeItem('pango.selectedPropertyId');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Tenant Management · Deposits', () => {
  it('lists each tenancy’s deposit: agreed, held and status, with the totals per property', async () => {
    mockApi({ ...baseRoutes(), [DEPOSITS]: () => jsonResponse(200, LIST) });
    await openDeposits();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    for (const header of ['Tenant', 'Unit', 'Agreed', 'Held', 'Status'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(within(first!).getByText('A1 · Kilimani Heights')).toBeInTheDocument();
    expect(within(first!).getByText('KSh 22,000')).toBeInTheDocument();
    expect(within(first!).getByText('KSh 15,000')).toBeInTheDocument();
    expect(within(first!).getByText('Held')).toBeInTheDocument();
    expect(within(second!).getByText('Refund due: KSh 6,000')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Deposit totals' });
    expect(within(totals).getByRole('heading', { name: 'Deposits held' })).toBeInTheDocument();
    expect(within(totals).getByText('KSh 15,000')).toBeInTheDocument();
    expect(within(totals).getByText('KSh 6,000')).toBeInTheDocument();
    const perProperty = screen.getByRole('table', { name: 'Deposits per property' });
    const riverside = within(perProperty).getByText('Riverside Court').closest('tr')!;
    expect(within(riverside).getByText('KSh 6,000')).toBeInTheDocument();
    // A deposits view has nothing to search: the tenants' search box is not offered.
    expect(screen.queryByPlaceholderText('Search tenants or applications...')).toBeNull();
  });

  it('asks the server for the selected property only', async () => {
    const api = mockApi({ ...baseRoutes(), [DEPOSITS]: () => jsonResponse(200, LIST) });
    await openDeposits();
    await screen.findByRole('table', { name: 'Deposits' });
    expect(requestsTo(api.requests, 'GET', '/deposits/')[0]!.url).not.toContain('property_id');
    await userEvent.selectOptions(screen.getByLabelText('Property'), 'Riverside Court');
    await waitFor(() =>
      expect(requestsTo(api.requests, 'GET', '/deposits/?').at(-1)!.url).toContain('property_id=4'),
    );
  });

  it('says when no deposit is held yet', async () => {
    mockApi({ ...baseRoutes(), [DEPOSITS]: () => jsonResponse(200, EMPTY) });
    await openDeposits();
    expect(await screen.findByText(TENANT_TEXT.noDeposits)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deposits per property' })).toBeNull();
  });

  it('shows an error with Try Again when the deposits cannot load', async () => {
    let calls = 0;
    mockApi({
      ...baseRoutes(),
      [DEPOSITS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, LIST);
      },
    });
    await openDeposits();
    expect(await screen.findByText(TENANT_TEXT.depositsLoadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Deposits' })).toBeInTheDocument();
  });
});
