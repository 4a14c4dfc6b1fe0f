import { PAYMENT_MESSAGES } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSelectedPropertyId } from '@/lib/selected-property';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { PAYMENTS_TEXT } from '../messages';
import {
  BULK,
  CSV,
  clearToasts,
  DEPOSITS,
  noDeposits,
  page,
  payment,
  PAYMENTS,
  PROPERTIES,
  property,
  renderPaymentsPage,
  unit,
  UNITS,
} from '../testing/fixtures';

const UNITS_LIST = [
  unit(),
  unit({ id: 2, unit_number: 'B7', room_type: '2-bedroom', rent: 20000 }),
];

function routes(overrides = {}) {
  return {
    [PROPERTIES]: () => page([property(), property(4, 'Riverside Court')]),
    [UNITS]: () => page(UNITS_LIST),
    [DEPOSITS]: noDeposits,
    [PAYMENTS]: () =>
      page(
        ['completed', 'pending', 'processing', 'failed'].map((s, i) => payment(i + 1, s as never)),
      ),
    ...overrides,
  };
}

beforeEach(() => {
  storeSession('landlord');
  setSelectedPropertyId(3);
});
afterEach(() => clearToasts());

describe('PaymentsPage', () => {
  it('lists payments of the selected property with the status badge colours', async () => {
    const { requests } = mockApi(routes());
    renderPaymentsPage();
    const table = await screen.findByRole('table', { name: 'All Payments' });
    const badge = (text: string) => within(table).getByText(text);
    expect(badge('Completed')).toHaveClass('badge--success');
    expect(badge('Pending')).toHaveClass('badge--warning');
    expect(badge('Processing')).toHaveClass('badge--info');
    expect(badge('Failed')).toHaveClass('badge--danger');
    expect(within(table).getAllByText('Otieno Odhiambo')).toHaveLength(4);
    const list = requests.find((r) => r.url.startsWith('/api/payments/rent-payments/?'));
    expect(list?.url).toContain('property_id=3');
  });

  it('says Failed to load payments. when the list fails', async () => {
    mockApi(routes({ [PAYMENTS]: () => jsonResponse(400, { detail: 'x' }) }));
    renderPaymentsPage();
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentsLoadFailed)).toBeInTheDocument();
  });

  it('pages through the payments with Next', async () => {
    const { requests } = mockApi(
      routes({
        [PAYMENTS]: (r: { url: string }) =>
          r.url.includes('page=2')
            ? page([payment(30, 'completed')], null, 21)
            : page([payment(1, 'completed')], 2, 21),
      }),
    );
    renderPaymentsPage();
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('RENT-30')).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('page=2'))).toBe(true);
  });

  it('shows a capped count as a lower bound (an agency with a million payments)', async () => {
    mockApi(
      routes({
        [PAYMENTS]: () =>
          jsonResponse(200, {
            count: 1000,
            count_capped: true,
            next_page: 2,
            results: [payment(1, 'completed')],
          }),
      }),
    );
    renderPaymentsPage();
    expect(await screen.findByText('Page 1 of 50+')).toBeInTheDocument();
  });

  it('downloads the CSV with the bearer token, or says Failed to download CSV.', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let fail = false;
    const { requests } = mockApi(
      routes({
        [CSV]: () =>
          fail
            ? jsonResponse(500, {})
            : new Response('Payment ID,Client\n', {
                headers: {
                  'Content-Type': 'text/csv',
                  'Content-Disposition':
                    'attachment; filename="rent_payments_kilimani_heights_3.csv"',
                },
              }),
      }),
    );
    renderPaymentsPage();
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = requests.find((r) => r.url.startsWith('/api/payments/rent-payments/csv/'));
    expect(csv?.url).toBe('/api/payments/rent-payments/csv/?property_id=3');
    expect(csv?.headers.Authorization).toBe('Bearer access-1');
    fail = true;
    await userEvent.click(button);
    expect(await screen.findByText(PAYMENTS_TEXT.downloadFailed)).toBeInTheDocument();
  });

  it('searches the units and edits a rent inline', async () => {
    const { requests } = mockApi(
      routes({
        'PUT /api/payments/unit-rent-update/2/': () =>
          jsonResponse(200, { id: 2, unit_number: 'B7', rent: 21000, deposit: 20000 }),
      }),
    );
    renderPaymentsPage();
    const search = await screen.findByLabelText('Search for unit');
    await screen.findByText('Unit A1');
    await userEvent.type(search, 'b7');
    expect(screen.queryByText('Unit A1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit rent of unit B7' }));
    const input = screen.getByLabelText('Monthly rent for unit B7 (KSh)');
    await userEvent.clear(input);
    await userEvent.type(input, '21000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ rent: 21000 }),
    );
  });

  it('says Failed to update unit rent. Please try again. when the save fails', async () => {
    mockApi(routes({ 'PUT /api/payments/unit-rent-update/1/': () => jsonResponse(500, {}) }));
    renderPaymentsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rent of unit A1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYMENTS_TEXT.unitRentFailed)).toBeInTheDocument();
  });

  it('previews a bulk update on the server, then applies it after the confirmation', async () => {
    const { requests } = mockApi(
      routes({
        [BULK]: (r: { body: { preview_only: boolean } }) =>
          jsonResponse(200, {
            message: r.body.preview_only ? '2 units would change.' : 'Updated the rent of 2 units.',
            units_updated: r.body.preview_only ? 0 : 2,
            units: [{ id: 1, unit_number: 'A1', old_rent: 9000, new_rent: 9900 }],
          }),
      }),
    );
    renderPaymentsPage();
    const apply = await screen.findByRole('button', { name: 'Apply Update' });
    expect(apply).toBeDisabled();
    await screen.findByText('Unit A1');
    await userEvent.selectOptions(screen.getByLabelText('Unit type'), '2 Bedroom');
    await userEvent.selectOptions(screen.getByLabelText('Unit type'), 'All unit types');
    await userEvent.type(screen.getByLabelText('Percentage change'), '10');
    expect(await screen.findByText('Preview: 2 units would change.')).toBeInTheDocument();
    expect(screen.getByText(/Unit A1: KSh 9,000 → KSh 9,900/)).toBeInTheDocument();
    const bulk = requests.filter((r) => r.method === 'POST');
    expect(bulk.at(-1)?.body).toEqual({
      update_type: 'percentage',
      amount: 10,
      unit_type_filter: 'all',
      property_id: 3,
      preview_only: true,
    });
    await userEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Price Update' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Update' }));
    expect(await screen.findByText('Updated the rent of 2 units.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
      preview_only: false,
      amount: 10,
    });
  });

  it('shows the server error, else the default, in a toast when applying fails', async () => {
    mockApi(
      routes({
        [BULK]: (r: { body: { preview_only: boolean } }) =>
          r.body.preview_only
            ? jsonResponse(200, { message: '2 units would change.', units_updated: 0, units: [] })
            : jsonResponse(500, {}),
      }),
    );
    renderPaymentsPage();
    await screen.findByText('Unit A1');
    await userEvent.type(screen.getByLabelText('Percentage change'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Update' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Update' }));
    expect(await screen.findByText(PAYMENTS_TEXT.bulkFailed)).toBeInTheDocument();
  });
});
