import { TENANCY_HISTORY_TEXT, type TenancyHistoryRow } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockApi } from '@/test/fetch-mock';
import { baseRoutes, clearToasts, page, renderPropertyPages, unit } from '../testing/fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HISTORY = 'GET /api/accounts/units/1/tenancies/';

function tenancy(overrides: Partial<TenancyHistoryRow> = {}): TenancyHistoryRow {
  return {
    id: 40,
    tenant: { id: 8, full_name: 'Baraka Mwangi' },
    unit: { id: 1, unit_number: 'A1', property_id: 3, property_name: 'Kilimani Heights' },
    ...{ start_date: '2034-01-01', end_date: null, status: 'active' },
    ...{ monthly_rent: 12000, deposit: 12000, balance: 0, total_paid: 36000 },
    ...{ refund_due: null, refund_recorded: false },
    ...overrides,
  };
}

async function openHistory() {
  await userEvent.click(await screen.findByRole('button', { name: 'History of unit A1' }));
  // The dialog is its own chunk (loaded on the first click).
  const dialog = await screen.findByRole('dialog', { name: 'Unit A1' });
  return dialog;
}

describe('Unit history', () => {
  it('lists the current and past tenancies with dates, tenant, rent and what each paid', async () => {
    mockApi({
      ...baseRoutes([unit()]),
      [HISTORY]: () =>
        page([
          tenancy(),
          tenancy({
            id: 31,
            tenant: { id: 5, full_name: 'Amina Wanjiru' },
            ...{ start_date: '2033-01-01', end_date: '2033-12-31', status: 'ended' },
            ...{ monthly_rent: 10000, total_paid: 6000, balance: 4000 },
          }),
        ]),
    });
    renderPropertyPages();
    const dialog = await openHistory();
    const history = await within(dialog).findByRole('region', {
      name: TENANCY_HISTORY_TEXT.unitTitle,
    });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Baraka Mwangi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 Jan 2034 – Present')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('KSh 36,000')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Amina Wanjiru')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 Jan 2033 – 31 Dec 2033')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('KSh 10,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('KSh 6,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('KSh 4,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ended')).toBeInTheDocument();

    expect(
      within(dialog).getByRole('region', { name: 'Tenancies of unit A1' }),
    ).toBeInTheDocument();
  });

  it('says so when nobody has rented the unit yet', async () => {
    mockApi({ ...baseRoutes([unit()]), [HISTORY]: () => page([]) });
    renderPropertyPages();
    const dialog = await openHistory();
    expect(await within(dialog).findByText(TENANCY_HISTORY_TEXT.unitEmpty)).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Try Again that loads the history', async () => {
    const first = deferred<Response>();
    let calls = 0;
    mockApi({
      ...baseRoutes([unit()]),
      [HISTORY]: () => {
        calls += 1;
        return calls === 1 ? first.promise : page([tenancy()]);
      },
    });
    renderPropertyPages();
    const dialog = await openHistory();
    expect(await within(dialog).findByText(TENANCY_HISTORY_TEXT.loading)).toBeInTheDocument();
    first.resolve(jsonResponse(400, { detail: 'Refused' }));
    expect(await within(dialog).findByText(TENANCY_HISTORY_TEXT.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Baraka Mwangi')).toBeInTheDocument();
  });
});
