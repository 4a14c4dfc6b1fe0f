import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES } from '@pango/shared';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import {
  DETAIL,
  renderTenantPage,
  tenantDetail,
  TRANSACTIONS,
  transactions,
} from '../testing/fixtures';

// Waive and Add charge or credit on the tenant's transaction history (issue 20, item 4).

const ADJUST = 'POST /api/accounts/tenancies/5/ledger-adjustments/';
// A late fee in the Charges and Credits lines, not yet waived.
const feeLine = {
  ...{ id: 88, date: '2026-03-09T09:00:00Z', period: '2026-03-01', kind: 'late_fee' as const },
  ...{ kind_label: 'Late fee', description: 'Late fee for March 2026', amount: 500 },
  waivable_amount: 500,
};

beforeEach(() => storeSession('landlord'));

describe('ledger adjustments on the transaction history', () => {
  it('waives a line with a reason and says so', async () => {
    const { requests } = mockApi({
      [TRANSACTIONS]: () =>
        jsonResponse(200, transactions({ lines: [feeLine, ...transactions().lines] })),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [ADJUST]: () =>
        jsonResponse(201, {
          ...{ id: 90, tenancy: 5, kind: 'waiver', amount: -500, waived_entry: 88 },
          ...{ description: 'Waived', created_at: '2026-03-10T09:00:00Z' },
        }),
    });
    renderTenantPage('/admin/tenants/7/transactions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Waive Late fee for March 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await within(dialog).findByText(ADJUSTMENT_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'First time late');
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText(ADJUSTMENT_MESSAGES.saved.waiver)).toBeInTheDocument();
    const posted = requests.find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({
      kind: 'waiver',
      amount: 500,
      reason: 'First time late',
      entry_id: 88,
    });
  });

  it('adds a credit, and shows the server’s field error', async () => {
    let calls = 0;
    mockApi({
      [TRANSACTIONS]: () => jsonResponse(200, transactions()),
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [ADJUST]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(400, {
              detail: 'Bad',
              code: 'VALIDATION_ERROR',
              errors: { amount: [ADJUSTMENT_MESSAGES.amountInvalid] },
            })
          : jsonResponse(201, {
              ...{ id: 91, tenancy: 5, kind: 'adjustment', amount: -700, waived_entry: null },
              ...{ description: 'Tap', created_at: '2026-03-10T09:00:00Z' },
            });
      },
    });
    renderTenantPage('/admin/tenants/7/transactions');
    const user = userEvent.setup();
    // No line is left to waive: no Waive action, but the tenancy can take a charge or credit.
    await screen.findByRole('table', { name: 'Transactions of Otieno Odhiambo' });
    expect(screen.queryByRole('button', { name: /^Waive/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add charge or credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add charge or credit' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'credit');
    await user.type(within(dialog).getByLabelText('Amount (KSh)'), '700');
    await user.type(within(dialog).getByLabelText('Reason'), 'Tenant fixed the tap');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADJUSTMENT_MESSAGES.amountInvalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText(ADJUSTMENT_MESSAGES.saved.credit)).toBeInTheDocument(),
    );
  });
});
