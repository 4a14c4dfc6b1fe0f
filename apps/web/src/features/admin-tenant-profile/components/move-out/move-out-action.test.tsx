import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DETAIL, renderTenantPage, tenantDetail } from '../../testing/fixtures';

const MOVE_OUT = 'POST /api/accounts/tenants/7/move-out/';
const REFUND = 'POST /api/accounts/tenancies/41/deposit-refund/';
const SETTLEMENT = {
  tenancy_id: 41,
  deposit_held: 22000,
  unpaid_rent: 6774,
  deductions_total: 5500,
  refund_due: 9726,
  balance_after: 0,
};

beforeEach(() => storeSession('landlord'));

async function openDialog() {
  renderTenantPage('/admin/tenants/7/details');
  await userEvent.click(await screen.findByRole('button', { name: 'Move Out' }));
  return screen.findByRole('dialog', { name: 'Move Out' });
}

describe('Move Out on the tenant’s details page', () => {
  it('sends the date and deductions, shows the settlement, then records the refund', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [MOVE_OUT]: (request) => {
        sent.push(request);
        return jsonResponse(200, SETTLEMENT);
      },
      [REFUND]: (request) => {
        sent.push(request);
        return jsonResponse(200, { tenancy_id: 41, refund_amount: 9000, refund_due: 9726 });
      },
    });
    const dialog = await openDialog();
    const date = within(dialog).getByLabelText('Move-out date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-14');
    for (const [reason, amount] of [
      ['Repaint bedroom', '3500'],
      ['Broken window', '2000'],
    ] as const) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
      const reasons = within(dialog).getAllByLabelText(/^Reason \d/);
      const amounts = within(dialog).getAllByLabelText(/^Amount \d/);
      await userEvent.type(reasons.at(-1)!, reason);
      await userEvent.type(amounts.at(-1)!, amount);
    }
    // A third row added and removed again is not sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove deduction 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Move Out' }));

    await within(dialog).findByText('Deposit held');
    expect(sent[0]?.body).toEqual({
      move_out_date: '2026-12-14',
      deductions: [
        { reason: 'Repaint bedroom', amount: 3500 },
        { reason: 'Broken window', amount: 2000 },
      ],
    });
    for (const [label, value] of [
      ['Deposit held', 'KSh 22,000'],
      ['Unpaid rent', 'KSh 6,774'],
      ['Deductions', 'KSh 5,500'],
      ['Refund due', 'KSh 9,726'],
      ['Balance after', 'KSh 0'],
    ] as const)
      expect(within(dialog).getByText(label).nextElementSibling).toHaveTextContent(value);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Record Refund' });
    const amount = within(refund).getByLabelText('Amount refunded (KSh)');
    expect(amount).toHaveValue(9726);
    await userEvent.clear(amount);
    await userEvent.type(amount, '9000');
    await userEvent.selectOptions(within(refund).getByLabelText('Method'), 'M-Pesa');
    await userEvent.type(within(refund).getByLabelText(/^Reference/), 'QKX81REF');
    const paidOn = within(refund).getByLabelText('Paid on');
    await userEvent.clear(paidOn);
    await userEvent.type(paidOn, '2026-12-15');
    await userEvent.click(within(refund).getByRole('button', { name: 'Save Refund' }));
    expect(await within(refund).findByText(/Refund of KSh 9,000 recorded/)).toBeVisible();
    expect(sent[1]?.body).toEqual({
      amount: 9000,
      method: 'mpesa',
      reference: 'QKX81REF',
      paid_on: '2026-12-15',
    });
  });

  it('shows the API’s field errors on their fields and the shared rules before sending', async () => {
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [MOVE_OUT]: () =>
        jsonResponse(400, {
          detail: 'The move-out date cannot be before the tenancy began (2026-01-05).',
          code: 'VALIDATION_ERROR',
          errors: {
            move_out_date: ['The move-out date cannot be before the tenancy began (2026-01-05).'],
          },
        }),
    });
    const dialog = await openDialog();
    // A deduction without a reason or amount is refused here, without a request.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Move Out' }));
    expect(within(dialog).getByLabelText('Reason 1')).toHaveAccessibleDescription(
      'Please enter a reason for this deduction.',
    );
    expect(within(dialog).getByLabelText('Amount 1 (KSh)')).toBeInvalid();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove deduction 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Move Out' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Move-out date')).toHaveAccessibleDescription(
        'The move-out date cannot be before the tenancy began (2026-01-05).',
      ),
    );
  });

  it('shows the API’s sentence for a conflict (already moved out)', async () => {
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [MOVE_OUT]: () =>
        jsonResponse(409, {
          detail: 'This tenant has no current tenancy to move out of.',
          code: 'CONFLICT',
        }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Move Out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This tenant has no current tenancy to move out of.',
    );
  });

  it('uploads a photo of the unit after the move-out, as multipart', async () => {
    const { spy } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [MOVE_OUT]: () => jsonResponse(200, SETTLEMENT),
      'POST /api/accounts/tenancies/41/photos/': () =>
        jsonResponse(201, { id: 1, name: 'wall.png', type: 'image/png', size: 3 }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Move Out' }));
    const input = await within(dialog).findByLabelText('Photos of the unit (optional)');
    await userEvent.upload(input, new File(['png'], 'wall.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('wall.png uploaded')).toBeVisible();
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/photos/'));
    expect(call?.[1]?.body).toBeInstanceOf(FormData);
  });

  it('offers no Move Out for a tenant without a unit', async () => {
    mockApi({ [DETAIL]: () => jsonResponse(200, tenantDetail({ unit: null })) });
    renderTenantPage('/admin/tenants/7/details');
    await screen.findByRole('heading', { level: 1, name: 'Otieno Odhiambo' });
    expect(screen.queryByRole('button', { name: 'Move Out' })).not.toBeInTheDocument();
  });
});
