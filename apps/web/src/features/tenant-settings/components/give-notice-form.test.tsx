import { NOTICE_MESSAGES, type TenancySummary } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, type Routes } from '@/test/fetch-mock';
import { storeSession, makeMe } from '@/test/fixtures';
import { GiveNoticeForm } from './give-notice-form';

const NOTICE = 'POST /api/accounts/tenant/notice/';
const DASHBOARD = 'GET /api/accounts/tenant/dashboard/';

function tenancy(overrides: Partial<TenancySummary> = {}): TenancySummary {
  return {
    ...{ id: 5, status: 'active', start_date: '2034-01-05', notice_move_out_date: null },
    ...{ notice_given_at: null, notice_period_days: 30 },
    ...overrides,
  };
}

function renderForm(current: TenancySummary | null, routes: Routes = {}) {
  storeSession('tenant', makeMe('tenant'));
  const api = mockApi({ [DASHBOARD]: () => jsonResponse(200, {}), ...routes });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GiveNoticeForm tenancy={current} />
    </QueryClientProvider>,
  );
  const sent = () => api.requests.filter((r) => `${r.method} ${r.url}` === NOTICE);
  return { sent };
}

const dateField = () => screen.getByLabelText('Move-out Date');
async function submit(date: string) {
  await userEvent.clear(dateField());
  if (date) await userEvent.type(dateField(), date);
  await userEvent.click(screen.getByRole('button', { name: /Give Notice|Change Move-out Date/ }));
}

beforeEach(() => {
  // Noon in Nairobi on 20 May 2034: the earliest date under 30 days' notice is 19 June.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2034-05-20T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Give Notice', () => {
  it('says the notice period, sends the date and confirms it', async () => {
    const { sent } = renderForm(tenancy(), {
      [NOTICE]: () =>
        jsonResponse(200, tenancy({ status: 'notice', notice_move_out_date: '2034-06-19' })),
    });
    expect(screen.getByRole('form', { name: 'Give Notice' })).toBeVisible();
    expect(
      screen.getByText(
        'Your landlord asks for 30 days of notice: the earliest move-out date you can give is 19 Jun 2034.',
      ),
    ).toBeVisible();
    expect(dateField()).toHaveAttribute('min', '2034-06-19');
    await submit('2034-06-19');
    expect(
      await screen.findByText('Notice given. Your move-out date is 19 Jun 2034.'),
    ).toBeVisible();
    expect(sent().map((r) => r.body)).toEqual([{ move_out_date: '2034-06-19' }]);
  });

  it('refuses a day short before sending, naming the earliest date', async () => {
    const { sent } = renderForm(tenancy());
    await submit('2034-06-18');
    expect(
      await screen.findByText(
        'Your notice period is 30 days: the earliest move-out date is 19 Jun 2034.',
      ),
    ).toBeVisible();
    expect(dateField()).toHaveAccessibleDescription(/earliest move-out date is 19 Jun 2034/);
    expect(sent()).toHaveLength(0);
  });

  it('asks for a date when none is given', async () => {
    const { sent } = renderForm(tenancy());
    await submit('');
    expect(await screen.findByText(NOTICE_MESSAGES.moveOutDateRequired)).toBeVisible();
    expect(sent()).toHaveLength(0);
  });

  it('shows the API’s field error on the date field', async () => {
    const message = 'Your notice period is 60 days: the earliest move-out date is 19 Jul 2034.';
    renderForm(tenancy(), {
      [NOTICE]: () =>
        jsonResponse(400, {
          detail: message,
          code: 'VALIDATION_ERROR',
          errors: { move_out_date: [message] },
        }),
    });
    await submit('2034-07-01');
    expect(await screen.findByText(message)).toBeVisible();
    expect(dateField()).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that is not about the date as an alert', async () => {
    renderForm(tenancy(), {
      [NOTICE]: () => jsonResponse(409, { detail: NOTICE_MESSAGES.noTenancy, code: 'CONFLICT' }),
    });
    await submit('2034-07-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE_MESSAGES.noTenancy);
  });

  it('on notice: shows the date and offers to change it', async () => {
    renderForm(tenancy({ status: 'notice', notice_move_out_date: '2034-06-30' }));
    expect(screen.getByText('On notice — moving out on 30 Jun 2034')).toBeVisible();
    expect(dateField()).toHaveValue('2034-06-30');
    expect(screen.getByRole('button', { name: 'Change Move-out Date' })).toBeVisible();
  });

  it('without a tenancy: says there is nothing to give notice on', () => {
    renderForm(null);
    expect(screen.getByText(NOTICE_MESSAGES.noTenancy)).toBeVisible();
    expect(screen.queryByLabelText('Move-out Date')).toBeNull();
  });
});
