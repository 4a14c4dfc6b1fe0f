import { TENANCY_HISTORY_TEXT, type TenancyHistoryRow } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DETAIL, renderTenantPage, tenantDetail } from '../testing/fixtures';

const TENANCIES = 'GET /api/accounts/tenants/7/tenancies/';

beforeEach(() => storeSession('landlord'));

function tenancy(overrides: Partial<TenancyHistoryRow> = {}): TenancyHistoryRow {
  return {
    id: 50,
    tenant: { id: 7, full_name: 'Otieno Odhiambo' },
    unit: { id: 2, unit_number: 'A2', property_id: 3, property_name: 'Kilimani Heights' },
    ...{ start_date: '2026-01-05', end_date: null, status: 'active' },
    ...{ monthly_rent: 22000, deposit: 22000, balance: 22000, total_paid: 44000 },
    ...overrides,
  };
}

const pageOf = (
  results: TenancyHistoryRow[],
  count = results.length,
  nextPage: number | null = null,
) => jsonResponse(200, { count, next_page: nextPage, results });

async function tenanciesSection() {
  return screen.findByRole('region', { name: TENANCY_HISTORY_TEXT.tenantTitle });
}

describe('Tenancies on the tenant details page', () => {
  it('lists every unit the tenant rented, newest first, with rent, deposit, paid and balance', async () => {
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [TENANCIES]: () =>
        pageOf([
          tenancy(),
          tenancy({
            id: 41,
            unit: { id: 9, unit_number: 'B4', property_id: 3, property_name: 'Kilimani Heights' },
            ...{ start_date: '2025-02-01', end_date: '2025-12-31', status: 'ended' },
            ...{ monthly_rent: 15000, deposit: 15000, total_paid: 150000, balance: 3000 },
          }),
        ]),
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await tenanciesSection();
    await within(section).findByText('Kilimani Heights · A2');
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('5 Jan 2026 – Present')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('KSh 44,000')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Kilimani Heights · B4')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 Feb 2025 – 31 Dec 2025')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('KSh 150,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('KSh 3,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ended')).toBeInTheDocument();
    // The table scrolls inside its card: a named, focusable region of its own.
    expect(within(section).getByRole('region', { name: "The tenant's tenancies" })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('pages through a long history', async () => {
    const api = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [TENANCIES]: (request) =>
        request.url.includes('page=2')
          ? pageOf([tenancy({ id: 1, unit: { ...tenancy().unit, unit_number: 'Z9' } })], 21)
          : pageOf([tenancy()], 21, 2),
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await tenanciesSection();
    expect(await within(section).findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByText('Kilimani Heights · Z9')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.includes('/tenancies/?page=2&page_size=20'))).toBe(
        true,
      ),
    );
  });

  it('says so when the tenant has no tenancy yet', async () => {
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail({ unit: null })),
      [TENANCIES]: () => pageOf([]),
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await tenanciesSection();
    expect(await within(section).findByText(TENANCY_HISTORY_TEXT.tenantEmpty)).toBeInTheDocument();
  });

  it('shows an error with Try Again when the tenancies cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [TENANCIES]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(400, { detail: 'Refused' }) : pageOf([tenancy()]);
      },
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await tenanciesSection();
    expect(await within(section).findByText(TENANCY_HISTORY_TEXT.loadFailed)).toBeInTheDocument();
    // The rest of the page still shows.
    expect(screen.getByRole('region', { name: 'Contact Information' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('Kilimani Heights · A2')).toBeInTheDocument();
  });
});
