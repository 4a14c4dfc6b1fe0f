import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_PROFILE_TEXT } from '../messages';
import {
  DETAIL,
  renderTenantPage,
  STATEMENT,
  tenantDetail,
  TRANSACTIONS,
  transactions,
} from '../testing/fixtures';

const createObjectURL = vi.fn(() => 'blob:csv');

beforeEach(() => {
  storeSession('landlord');
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});

describe('TenantTransactionsPage', () => {
  it('shows the summary, the transactions with badges and the tenant information', async () => {
    mockApi({
      [TRANSACTIONS]: () => jsonResponse(200, transactions()),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
    });
    renderTenantPage('/admin/tenants/7/transactions');
    expect(screen.getByText(TENANT_PROFILE_TEXT.loading)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions of Otieno Odhiambo' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Date',
      'Description',
      'Type',
      'Amount',
      'Status',
      'Reference',
      'Method',
    ]);
    expect(within(table).getByText('Pending')).toHaveClass('badge--warning');
    expect(within(table).getByText('Completed')).toHaveClass('badge--success');
    expect(screen.getByRole('group', { name: 'Total Paid' })).toHaveTextContent('KSh 66,000');
    expect(screen.getByRole('group', { name: 'Total Transactions' })).toHaveTextContent('4');
    expect(await screen.findByText('BK-DEMO-0001')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Tenant Information' });
    expect(within(info).getByText('A2, Kilimani Heights')).toBeInTheDocument();
  });

  it('lists the rent account lines with their kind (issue 20)', async () => {
    mockApi({
      [TRANSACTIONS]: () => jsonResponse(200, transactions()),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
    });
    renderTenantPage('/admin/tenants/7/transactions');
    const table = await screen.findByRole('table', {
      name: 'Charges and credits of Otieno Odhiambo',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1 Mar 2026', 'Water', 'Water 12 m³ × KSh 150', 'March 2026', 'KSh 1,800'],
      ['26 Feb 2026', 'Rent', 'Rent March 2026', 'March 2026', 'KSh 22,000'],
    ]);
  });

  it('says No transactions found for the tenant, and that there is nothing to download', async () => {
    const { requests } = mockApi({
      [TRANSACTIONS]: () =>
        jsonResponse(
          200,
          transactions({ results: [], summary: { ...transactions().summary, count: 0 } }),
        ),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
    });
    renderTenantPage('/admin/tenants/7/transactions');
    expect(
      await screen.findByText('No transactions found for Otieno Odhiambo...'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download Statement (CSV)' }));
    expect(await screen.findByText(TENANT_PROFILE_TEXT.nothingToDownload)).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('statement.csv'))).toBe(false);
  });

  it('downloads the statement the server produces', async () => {
    const { requests } = mockApi({
      [TRANSACTIONS]: () => jsonResponse(200, transactions()),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [STATEMENT]: () =>
        new Response('Date,Description\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition':
              'attachment; filename="otieno_odhiambo_statement_2026-03-05.csv"',
          },
        }),
    });
    renderTenantPage('/admin/tenants/7/transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Statement (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = requests.find((r) => r.url === '/api/accounts/tenants/7/statement.csv');
    expect(call?.headers.Authorization).toBe('Bearer access-1');
  });

  it('shows Tenant Not Found on a 404', async () => {
    mockApi({});
    renderTenantPage('/admin/tenants/7/transactions');
    expect(
      await screen.findByRole('heading', { name: TENANT_PROFILE_TEXT.notFound }),
    ).toBeInTheDocument();
  });
});
