import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { baseRoutes, clearToasts, renderTenantsPage, tenant } from '../testing/fixtures';

// Tenant Management's "Record Payment" action (issue 19 item 7): the shared dialog, for the row's
// tenant; no action for a tenant without a unit to credit.

beforeEach(() => storeSession('landlord'));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: /^Actions for/ }));

describe('Record Payment on Tenant Management', () => {
  it('records a payment for the row’s tenant and refetches the tenants list', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/payments/manual/': () =>
        jsonResponse(201, { id: 9, receipt_number: 'RCT-000004', status: 'completed' }),
    });
    renderTenantsPage();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Record Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record Payment' });
    const row = tenant();
    expect(dialog).toHaveTextContent(row.full_name);
    const listsBefore = api.requests.filter((r) => r.url.startsWith('/api/accounts/tenants/?'));
    await userEvent.type(within(dialog).getByLabelText('Amount (KSh)'), '5000');
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'bank_transfer');
    await userEvent.type(within(dialog).getByLabelText('Reference'), 'FT2611AB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Payment recorded. Receipt RCT-000004.')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({ tenant_id: row.id, amount: 5000, method: 'bank_transfer' });
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.url.startsWith('/api/accounts/tenants/?')).length,
      ).toBeGreaterThan(listsBefore.length),
    );
  });

  it('is not offered for a tenant with no unit', async () => {
    mockApi(baseRoutes([tenant({ unit: null, rent_status: 'no_unit' })]));
    renderTenantsPage();
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Send Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Record Payment' })).not.toBeInTheDocument();
  });
});
