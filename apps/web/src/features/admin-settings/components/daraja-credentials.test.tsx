import { DARAJA_CREDENTIAL_MESSAGES, type C2bSettings } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { PaybillPanel } from './paybill-panel';

const CREDENTIALS_PUT = 'PUT /api/payments/mpesa/c2b/credentials/';
const CREDENTIALS_DELETE = 'DELETE /api/payments/mpesa/c2b/credentials/';
const SETTINGS_GET = 'GET /api/payments/mpesa/c2b/settings/';
const SETTINGS_PUT = 'PUT /api/payments/mpesa/c2b/settings/';

const base: C2bSettings = {
  shortcode: '600100',
  shortcode_type: 'paybill',
  reject_unknown_accounts: false,
  confirmation_url: 'https://pango.example/api/c2b/tok1/confirmation',
  validation_url: 'https://pango.example/api/c2b/tok1/validation',
  has_credentials: false,
  consumer_key_masked: null,
  allowed_ips: [],
  simulation_allowed: false,
};
const withCredentials: C2bSettings = {
  ...base,
  has_credentials: true,
  consumer_key_masked: '••••ab12',
};

function renderPanel(saved: C2bSettings) {
  const client = createQueryClient();
  client.setQueryData(['payments', 'mpesa-c2b', 'settings'], saved);
  return render(
    <QueryClientProvider client={client}>
      <PaybillPanel saved={saved} />
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));

describe("the landlord's own Daraja app in the Paybill panel", () => {
  it('takes the three secrets in password inputs, checks them, sends them, then clears them', async () => {
    const { requests } = mockApi({
      [CREDENTIALS_PUT]: () =>
        jsonResponse(200, {
          detail: DARAJA_CREDENTIAL_MESSAGES.saved,
          consumer_key_masked: '••••ab12',
        }),
      [SETTINGS_GET]: () => jsonResponse(200, withCredentials),
    });
    renderPanel(base);
    const form = screen.getByRole('form', { name: 'Your own M-Pesa (Daraja app)' });
    const key = within(form).getByLabelText('Consumer key');
    expect(key).toHaveAttribute('type', 'password');
    expect(within(form).getByLabelText('Consumer secret')).toHaveAttribute('type', 'password');
    expect(within(form).getByLabelText('Passkey')).toHaveAttribute('type', 'password');

    await userEvent.click(within(form).getByRole('button', { name: 'Save credentials' }));
    expect(
      within(form).getByText(DARAJA_CREDENTIAL_MESSAGES.consumerKeyRequired),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.type(key, 'abcdKEY0000ab12');
    await userEvent.type(within(form).getByLabelText('Consumer secret'), 'secretValue99');
    await userEvent.type(within(form).getByLabelText('Passkey'), 'passkeyValue77');
    await userEvent.click(within(form).getByRole('button', { name: 'Save credentials' }));
    expect(await within(form).findByText(DARAJA_CREDENTIAL_MESSAGES.saved)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      consumer_key: 'abcdKEY0000ab12',
      consumer_secret: 'secretValue99',
      passkey: 'passkeyValue77',
    });
    expect(key).toHaveValue('');
  });

  it('shows only the masked key once saved, and removes the credentials', async () => {
    const { requests } = mockApi({
      [CREDENTIALS_DELETE]: () => jsonResponse(200, { detail: DARAJA_CREDENTIAL_MESSAGES.removed }),
      [SETTINGS_GET]: () => jsonResponse(200, base),
    });
    renderPanel(withCredentials);
    const form = screen.getByRole('form', { name: 'Your own M-Pesa (Daraja app)' });
    expect(within(form).getByText('••••ab12')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove credentials' }));
    expect(await within(form).findByText(DARAJA_CREDENTIAL_MESSAGES.removed)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it("shows the server's refusal when saving fails", async () => {
    mockApi({
      [CREDENTIALS_PUT]: () =>
        jsonResponse(503, { detail: 'Service unavailable', code: 'INTERNAL' }),
    });
    renderPanel(base);
    const form = screen.getByRole('form', { name: 'Your own M-Pesa (Daraja app)' });
    await userEvent.type(within(form).getByLabelText('Consumer key'), 'abcdKEY0000ab12');
    await userEvent.type(within(form).getByLabelText('Consumer secret'), 'secretValue99');
    await userEvent.type(within(form).getByLabelText('Passkey'), 'passkeyValue77');
    await userEvent.click(within(form).getByRole('button', { name: 'Save credentials' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
  });

  it('sends the allowlist of caller addresses, one per line, and refuses a bad entry', async () => {
    const { requests } = mockApi({ [SETTINGS_PUT]: () => jsonResponse(200, base) });
    renderPanel(base);
    const form = screen.getByRole('form', { name: 'M-Pesa Paybill / Till' });
    const list = within(form).getByLabelText(/Allowed caller addresses/);
    await userEvent.type(list, 'safaricom.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Paybill' }));
    expect(within(form).getByText(/Enter an IP address or a range/)).toBeInTheDocument();
    await userEvent.clear(list);
    await userEvent.type(list, '196.201.214.0/24{enter}196.201.213.114');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Paybill' }));
    await screen.findByText('Paybill settings saved.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      allowed_ips: ['196.201.214.0/24', '196.201.213.114'],
    });
  });
});
