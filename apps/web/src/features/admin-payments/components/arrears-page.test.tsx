import type { ArrearsReport, ArrearsRow } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { ARREARS_TEXT } from '../arrears-messages';
import { page, property, PROPERTIES } from '../testing/fixtures';
import { ArrearsPage } from './arrears-page';

const REPORT = 'GET /api/payments/reports/arrears/';
const REMIND = 'POST /api/payments/reports/arrears/remind/';

const row: ArrearsRow = {
  tenancy_id: 5,
  tenant_id: 21,
  tenant_name: 'Akinyi Odhiambo',
  phone_number: '254712345678',
  property_id: 3,
  property_name: 'Kilimani Heights',
  unit_id: 8,
  unit_number: 'A1',
  current: 0,
  days_1_30: 10_000,
  days_31_60: 0,
  days_61_90: 6_000,
  days_90_plus: 0,
  total: 16_000,
  last_payment_date: '2026-02-10',
  last_payment_amount: 4_000,
};
const report = (results: ArrearsRow[]): ArrearsReport => ({
  as_of: '2026-03-10',
  property_id: null,
  totals: {
    current: 0,
    days_1_30: results.length ? 10_000 : 0,
    days_31_60: 0,
    days_61_90: results.length ? 6_000 : 0,
    days_90_plus: 0,
    total: results.length ? 16_000 : 0,
  },
  count: results.length,
  results,
});

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/payments/arrears']}>
        <Routes>
          <Route path="/admin/payments/arrears" element={<ArrearsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));

describe('Arrears report', () => {
  it('shows the bucket totals and each tenant, and reminds the chosen tenants', async () => {
    const { requests } = mockApi({
      [PROPERTIES]: () => page([property()]),
      [REPORT]: () => jsonResponse(200, report([row])),
      [REMIND]: () => jsonResponse(200, { queued: 1, sms_queued: 1 }),
    });
    renderPage();
    const totals = await screen.findByRole('list', { name: 'Arrears totals as of 2026-03-10' });
    expect(within(totals).getByText('61-90 days').nextSibling).toHaveTextContent('KSh 6,000');
    const tenant = screen.getByRole('row', { name: /Akinyi Odhiambo/ });
    expect(within(tenant).getByText('KSh 16,000')).toBeInTheDocument();
    expect(within(tenant).getByText(/10 Feb 2026/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Akinyi Odhiambo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remind 1 chosen' }));
    expect(
      await screen.findByText('Reminder email queued for 1 tenant, and 1 by SMS.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ tenant_ids: [21] });

    // Sorting asks the server again.
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Oldest debt first');
    expect(requests.at(-1)?.url).toContain('sort=oldest');
  });

  it('says when nobody is in arrears', async () => {
    mockApi({
      [PROPERTIES]: () => page([]),
      [REPORT]: () => jsonResponse(200, report([])),
    });
    renderPage();
    expect(await screen.findByText(ARREARS_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('offers Try Again when the report cannot load', async () => {
    mockApi({
      [PROPERTIES]: () => page([]),
      [REPORT]: () => jsonResponse(500, { detail: 'Something went wrong.', code: 'SERVER_ERROR' }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
