import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@pango/shared';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_TEXT } from '../messages';
import {
  baseRoutes,
  clearToasts,
  renderTenantsPage,
  requestsTo,
  tenant,
} from '../testing/fixtures';

beforeEach(() => {
  storeSession('landlord');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAction(name: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^Actions for/ }));
  await userEvent.click(screen.getByRole('menuitem', { name }));
  return screen.getByRole('dialog', { name: title });
}

const writes = (requests: { method: string }[]) => requests.filter((r) => r.method !== 'GET');

describe('Edit Rent Deadline', () => {
  it('needs an assigned unit and sends nothing without one', async () => {
    const api = mockApi(baseRoutes([tenant({ unit: null, rent_status: 'no_unit' })]));
    renderTenantsPage();
    const dialog = await openAction('Edit Rent Deadline', 'Edit Rent Deadline');
    expect(within(dialog).getByText(TENANT_TEXT.rentDeadlineNoUnit)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(writes(api.requests)).toHaveLength(0);
  });

  it('requires a date, then PUTs it on the unit and says when it fails', async () => {
    let fail = false;
    const api = mockApi({
      ...baseRoutes(),
      'PUT /api/accounts/units/21/': () =>
        fail ? jsonResponse(500, { detail: 'x' }) : jsonResponse(200, { id: 21 }),
    });
    renderTenantsPage();
    const dialog = await openAction('Edit Rent Deadline', 'Edit Rent Deadline');
    const input = within(dialog).getByLabelText('New rent deadline');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Please select a valid rent deadline date.'),
    ).toBeInTheDocument();
    expect(writes(api.requests)).toHaveLength(0);

    fail = true;
    await userEvent.type(input, '2027-01-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      TENANT_TEXT.rentDeadlineFailed,
    );
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api.requests, 'PUT', '/units/21/').at(-1)!.body).toEqual({
      rent_due_date: '2027-01-10',
    });
  });
});

describe('Evict', () => {
  it('names the tenant and the unit, deletes the user and reloads the list', async () => {
    let isEvicted = false;
    const routes = baseRoutes();
    const api = mockApi({
      ...routes,
      'GET /api/accounts/tenants/': (request) =>
        isEvicted
          ? jsonResponse(200, { count: 0, next_page: null, results: [] })
          : routes['GET /api/accounts/tenants/'](request),
      'DELETE /api/accounts/users/7/delete/': () => {
        isEvicted = true;
        return jsonResponse(200, { message: 'ok' });
      },
    });
    renderTenantsPage();
    const dialog = await openAction('Evict', 'Evict Tenant');
    expect(dialog).toHaveTextContent('Evict Otieno Odhiambo from unit A1 (Kilimani Heights)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evict' }));
    expect(await screen.findByText(TENANT_TEXT.noTenants)).toBeInTheDocument();
    expect(requestsTo(api.requests, 'DELETE', '/users/7/delete/')).toHaveLength(1);
  });

  it('says when the eviction fails', async () => {
    mockApi({
      ...baseRoutes(),
      'DELETE /api/accounts/users/7/delete/': () => jsonResponse(500, { detail: 'x' }),
    });
    renderTenantsPage();
    const dialog = await openAction('Evict', 'Evict Tenant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evict' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TENANT_TEXT.evictFailed);
  });
});

describe('Shift Tenant', () => {
  it('says Coming Soon and sends nothing', async () => {
    const api = mockApi(baseRoutes());
    renderTenantsPage();
    const dialog = await openAction('Shift Tenant', 'Shift Tenant');
    expect(dialog).toHaveTextContent('Coming Soon');
    expect(dialog).toHaveTextContent(TENANT_TEXT.shiftComingSoon);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(api.requests)).toHaveLength(0);
  });
});

describe('Send Message', () => {
  it('refuses an empty message, then previews and sends the template', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /api/communication/message-templates/': () =>
        jsonResponse(200, [
          { id: 'rent_reminder', name: 'Rent Reminder', subject: 'Rent', body: 'Pay {amount}' },
        ]),
      'POST /api/communication/preview/': () =>
        jsonResponse(200, { subject: 'Rent', text: 'Pay KSh 22,000' }),
      'POST /api/communication/tenants/7/message/': () =>
        jsonResponse(200, { message: 'Message sent to Otieno Odhiambo.', queued: 1 }),
    });
    renderTenantsPage();
    const dialog = await openAction('Send Message', 'Send Custom Message');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText(COMMUNICATION_MESSAGES.emptyCustomMessage)).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Rent Reminder' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Template'), 'Rent Reminder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Pay KSh 22,000')).toBeInTheDocument();
    expect(requestsTo(api.requests, 'POST', '/preview/')[0]!.body).toEqual({
      template: 'rent_reminder',
      subject: '',
      message: '',
      tenant_id: 7,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent to Otieno Odhiambo.')).toBeInTheDocument();
    expect(requestsTo(api.requests, 'POST', '/tenants/7/message/')).toHaveLength(1);
  });
});

describe('Send Invoice', () => {
  it('defaults to the rent and the 5th, shows the server preview, then sends', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/communication/tenants/7/invoice/preview/': () =>
        jsonResponse(200, {
          subject: 'Invoice: KSh 22,000 due 5 January 2027',
          text: 'Dear Otieno Odhiambo,\n\nAmount due: KSh 22,000',
        }),
      'POST /api/communication/tenants/7/invoice/': () =>
        jsonResponse(200, { message: 'Invoice sent to Otieno Odhiambo.', queued: 1 }),
    });
    renderTenantsPage();
    const dialog = await openAction('Send Invoice', 'Send Rent Invoice');
    expect(within(dialog).getByLabelText('Amount (KSh)')).toHaveValue('22000');
    expect((within(dialog).getByLabelText('Due date') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-05$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByRole('region', { name: 'Invoice preview' }),
    ).toHaveTextContent('Invoice: KSh 22,000 due 5 January 2027');
    expect(requestsTo(api.requests, 'POST', '/invoice/preview/')[0]!.body).toMatchObject({
      amount: 22000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice sent to Otieno Odhiambo.')).toBeInTheDocument();
    const sent = requestsTo(api.requests, 'POST', '/invoice/').filter(
      (r) => !r.url.includes('/preview/'),
    );
    expect(sent[0]!.body).toMatchObject({ amount: 22000 });
  });
});
