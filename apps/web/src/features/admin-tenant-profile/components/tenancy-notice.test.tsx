import { NOTICE_MESSAGES, type TenancySummary } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DETAIL, renderTenantPage, tenantDetail } from '../testing/fixtures';

const NOTICE = 'POST /api/accounts/tenants/7/notice/';

const tenancy = (overrides: Partial<TenancySummary> = {}): TenancySummary => ({
  ...{ id: 5, status: 'active', start_date: '2034-01-05', notice_move_out_date: null },
  ...{ notice_given_at: null, notice_period_days: 30 },
  ...overrides,
});

beforeEach(() => {
  storeSession('landlord');
  // 20 May 2034 in Nairobi.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2034-05-20T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Record Notice' }));
  return screen.getByRole('dialog', { name: 'Record Notice' });
}

describe('Record Notice on the tenant’s details', () => {
  it('records a date inside the notice period and shows the tenant on notice', async () => {
    let current = tenancy();
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail({ tenancy: current })),
      [NOTICE]: () => {
        current = tenancy({ status: 'notice', notice_move_out_date: '2034-05-25' });
        return jsonResponse(200, current);
      },
    });
    renderTenantPage('/admin/tenants/7/details');
    const dialog = await openDialog();
    expect(within(dialog).getByText(NOTICE_MESSAGES.recordNoticeHint)).toBeVisible();
    const field = within(dialog).getByLabelText('Move-out Date');
    expect(field).toHaveAttribute('min', '2034-05-20');
    await userEvent.type(field, '2034-05-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Notice' }));

    expect(await screen.findByText('On notice — moving out on 25 May 2034')).toBeVisible();
    expect(screen.getByText('Notice recorded. The tenant moves out on 25 May 2034.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { move_out_date: '2034-05-25' },
    ]);
  });

  it('refuses a past date in the dialog without sending it', async () => {
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail({ tenancy: tenancy() })),
    });
    renderTenantPage('/admin/tenants/7/details');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Move-out Date'), '2034-05-19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Notice' }));
    expect(within(dialog).getByLabelText('Move-out Date')).toHaveAccessibleDescription(
      NOTICE_MESSAGES.moveOutDateInPast,
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the API’s field error on the date, and other refusals as an alert', async () => {
    let answer = jsonResponse(400, {
      detail: NOTICE_MESSAGES.moveOutDateInPast,
      code: 'VALIDATION_ERROR',
      errors: { move_out_date: [NOTICE_MESSAGES.moveOutDateInPast] },
    });
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail({ tenancy: tenancy() })),
      [NOTICE]: () => answer,
    });
    renderTenantPage('/admin/tenants/7/details');
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Move-out Date');
    await userEvent.type(field, '2034-06-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Notice' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(NOTICE_MESSAGES.moveOutDateInPast),
    );

    answer = jsonResponse(409, { detail: NOTICE_MESSAGES.tenantHasNoTenancy, code: 'CONFLICT' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Notice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      NOTICE_MESSAGES.tenantHasNoTenancy,
    );
  });

  it('shows the notice already given, and no notice controls without a tenancy', async () => {
    mockApi({
      [DETAIL]: () =>
        jsonResponse(
          200,
          tenantDetail({
            tenancy: tenancy({ status: 'notice', notice_move_out_date: '2034-06-30' }),
          }),
        ),
    });
    const { unmount } = renderTenantPage('/admin/tenants/7/details');
    expect(await screen.findByText('On notice — moving out on 30 Jun 2034')).toBeVisible();
    unmount();

    mockApi({ [DETAIL]: () => jsonResponse(200, tenantDetail({ tenancy: null })) });
    renderTenantPage('/admin/tenants/7/details');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record Notice' })).toBeNull();
    expect(screen.queryByText(/On notice/)).toBeNull();
  });
});
