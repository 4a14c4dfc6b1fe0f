import { C2B_MESSAGES, type C2bSettings } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { PaybillPanel } from './paybill-panel';

const SETTINGS = 'PUT /api/payments/mpesa/c2b/settings/';
const REGISTER = 'POST /api/payments/mpesa/c2b/register/';
const ROTATE = 'POST /api/payments/mpesa/c2b/rotate-token/';
const SIMULATE = 'POST /api/payments/mpesa/c2b/simulate/';

const NOT_SET_UP: C2bSettings = {
  shortcode: null,
  shortcode_type: null,
  reject_unknown_accounts: false,
  confirmation_url: null,
  validation_url: null,
  simulation_allowed: true,
  has_credentials: false,
  consumer_key_masked: null,
  allowed_ips: [],
};
const urls = (token: string) => ({
  confirmation_url: `https://pango.example/api/c2b/${token}/confirmation`,
  validation_url: `https://pango.example/api/c2b/${token}/validation`,
});
const SET_UP: C2bSettings = {
  shortcode: '600100',
  shortcode_type: 'paybill',
  reject_unknown_accounts: false,
  ...urls('tok1'),
  simulation_allowed: true,
  has_credentials: false,
  consumer_key_masked: null,
  allowed_ips: [],
};

function renderPanel(saved: C2bSettings) {
  const client = createQueryClient();
  client.setQueryData(['payments', 'mpesa-c2b', 'settings'], saved);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaybillPanel saved={saved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

beforeEach(() => storeSession('landlord'));

describe('M-Pesa Paybill / Till panel', () => {
  it('saves the number, type and the reject choice; shows the field error the server gives', async () => {
    const { requests } = mockApi({
      [SETTINGS]: () =>
        jsonResponse(400, {
          detail: C2B_MESSAGES.shortcodeTaken,
          code: 'VALIDATION_ERROR',
          errors: { shortcode: [C2B_MESSAGES.shortcodeTaken] },
        }),
    });
    renderPanel(NOT_SET_UP);
    const form = screen.getByRole('form', { name: C2B_MESSAGES.panelTitle });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Paybill' }));
    expect(within(form).getByText(C2B_MESSAGES.shortcodeInvalid)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Business number/), '600100');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Paybill');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Reject payments to unknown account numbers' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save Paybill' }));
    expect(await within(form).findByText(C2B_MESSAGES.shortcodeTaken)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      shortcode: '600100',
      shortcode_type: 'paybill',
      reject_unknown_accounts: true,
      allowed_ips: [],
    });
    // No URLs before a number is saved.
    expect(screen.queryByLabelText('Confirmation URL')).toBeNull();
  });

  it('shows both URLs, copyable, and the outcome of Register URLs from the server', async () => {
    mockApi({
      [REGISTER]: () =>
        jsonResponse(409, { detail: C2B_MESSAGES.darajaNotConfigured, code: 'CONFLICT' }),
    });
    renderPanel(SET_UP);
    expect(screen.getByLabelText('Confirmation URL')).toHaveValue(SET_UP.confirmation_url);
    expect(screen.getByLabelText('Validation URL')).toHaveValue(SET_UP.validation_url);
    expect(screen.getByRole('button', { name: 'Copy Confirmation URL' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register URLs' }));
    expect(await screen.findByText(C2B_MESSAGES.darajaNotConfigured)).toBeInTheDocument();
  });

  it('reports a registration Safaricom accepted', async () => {
    mockApi({
      [REGISTER]: () =>
        jsonResponse(200, { detail: C2B_MESSAGES.registered, response_description: 'Success' }),
    });
    renderPanel(SET_UP);
    await userEvent.click(screen.getByRole('button', { name: 'Register URLs' }));
    expect(await screen.findByText(`${C2B_MESSAGES.registered} (Success)`)).toBeInTheDocument();
  });

  it('Rotate token replaces the URLs in the cache with the server’s new ones', async () => {
    const rotated = { ...SET_UP, ...urls('tok2') };
    mockApi({ [ROTATE]: () => jsonResponse(200, rotated) });
    const { client } = renderPanel(SET_UP);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate token' }));
    expect(await screen.findByText(C2B_MESSAGES.tokenRotated)).toBeInTheDocument();
    expect(client.getQueryData(['payments', 'mpesa-c2b', 'settings'])).toEqual(rotated);
  });

  it('offers "Simulate a paybill payment" only where the server allows it, and sends what was typed', async () => {
    const { requests } = mockApi({
      [SIMULATE]: () =>
        jsonResponse(200, {
          detail:
            'Simulated payment received: no single tenant fits it, so it is in Unmatched payments.',
          trans_id: 'SIMABC2345',
          status: 'unmatched',
        }),
    });
    const { unmount } = renderPanel({ ...SET_UP, simulation_allowed: false });
    expect(screen.queryByRole('form', { name: 'Simulate a paybill payment' })).toBeNull();
    unmount();
    renderPanel(SET_UP);
    const form = screen.getByRole('form', { name: 'Simulate a paybill payment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Simulated Payment' }));
    expect(within(form).getByText('Enter the account number the payer types')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/^Account number/), 'hse b2');
    await userEvent.type(within(form).getByLabelText('Amount (KSh)'), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Simulated Payment' }));
    expect(
      await within(form).findByText(/in Unmatched payments\. \(SIMABC2345\)/),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Open Unmatched payments' })).toHaveAttribute(
      'href',
      '/admin/payments/unmatched',
    );
    expect(requests[0]?.body).toEqual({ bill_ref_number: 'hse b2', amount: 5000 });
  });
});
