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
    ...{ refund_due: null, refund_recorded: false },
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

  it('records a deposit refund due on an ended tenancy, after the move-out dialog has closed', async () => {
    let refunded = false;
    const ended = () =>
      tenancy({
        id: 41,
        ...{ start_date: '2025-02-01', end_date: '2025-12-31', status: 'ended' },
        ...{ refund_due: 8500, refund_recorded: refunded },
      });
    const api = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [TENANCIES]: () => pageOf([ended()]),
      'POST /api/accounts/tenancies/41/deposit-refund/': () => {
        refunded = true;
        return jsonResponse(201, {
          tenancy_id: 41,
          refund_amount: 8500,
          refund_method: 'mpesa',
          refund_reference: 'SKL4M2P9QX',
          refund_paid_on: '2026-01-04',
        });
      },
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await tenanciesSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Record Refund for A2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record Refund' });
    expect(within(dialog).getByLabelText('Amount refunded (KSh)')).toHaveDisplayValue('8500');
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'mpesa');
    await userEvent.type(within(dialog).getByLabelText('Reference'), 'SKL4M2P9QX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Refund' })).toBeNull());
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ amount: 8500, method: 'mpesa', reference: 'SKL4M2P9QX' });
    // The list is read again: the refund now shows as recorded and is offered no more.
    expect(await within(section).findByText('Recorded')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Record Refund/ })).toBeNull();
  });
});
