import { COMMUNICATION_MESSAGES, SMS_MESSAGES, type TenantRow } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setSelectedPropertyId } from '@/lib/selected-property';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { SendEmailButton } from './send-email-button';

const TENANTS = 'GET /api/accounts/tenants/';
const TEMPLATES = 'GET /api/communication/message-templates/';
const PROPERTIES = 'GET /api/accounts/properties/';
const PREVIEW = 'POST /api/communication/preview/';
const SEND = 'POST /api/communication/reports/send-email/';

function tenant(id: number, full_name: string, unit: string): TenantRow {
  return {
    ...{ id, full_name, email: `${id}@example.com`, phone_number: '254712345678' },
    ...{ national_id: '12345678', booking_id: `BK-${id}`, status: 'active', is_active: true },
    ...{ deposit_paid: true, created_at: '2026-01-01T00:00:00Z', move_in_date: null },
    unit: {
      ...{ id: id + 10, unit_number: unit, property_id: 3, property_name: 'Kilimani Heights' },
      ...{ rent: 22000, rent_due_date: null },
    },
    ...{ rent_status: 'paid', rent_remaining: 0, next_due_date: null, has_id_document: false },
  };
}
type Routes = Record<string, (request: MockRequest) => Response>;

function renderSender(routes: Routes = {}) {
  storeSession('landlord');
  const api = mockApi({
    [TENANTS]: () =>
      jsonResponse(200, {
        count: 2,
        next_page: null,
        results: [tenant(21, 'Otieno Odhiambo', 'A2'), tenant(22, 'Akinyi Wambui', 'B1')],
      }),
    [TEMPLATES]: () =>
      jsonResponse(200, [
        {
          id: 'rent_reminder',
          name: 'Rent reminder',
          subject: 'Rent reminder for {unit}',
          body: 'Dear {tenant_name}, your rent of {amount} is due on {due_date}.',
        },
      ]),
    [PROPERTIES]: () =>
      jsonResponse(200, {
        count: 1,
        next_page: null,
        results: [{ id: 3, name: 'Kilimani Heights' }],
      }),
    [SEND]: () => jsonResponse(200, { message: 'Queued 2 emails.', queued: 2 }),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SendEmailButton />
    </QueryClientProvider>,
  );
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  };
  return { sent };
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send Email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Email to Tenants' });
  return { user, dialog };
}

beforeEach(() => {
  setSelectedPropertyId(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Email Tenants dialog', () => {
  it('is a usable button before the dialog has loaded, and focus returns to it on Cancel', async () => {
    renderSender();
    const button = screen.getByRole('button', { name: 'Send Email' });
    expect(button).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('requires a subject and a message, and at least one chosen tenant', async () => {
    const { sent } = renderSender();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(COMMUNICATION_MESSAGES.subjectRequired)).toBeVisible();
    expect(within(dialog).getByText(COMMUNICATION_MESSAGES.messageRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Subject'), 'Water shut-off');
    await user.type(within(dialog).getByLabelText('Message'), 'No water on Saturday.');
    await user.click(within(dialog).getByRole('radio', { name: 'Selected tenants' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(COMMUNICATION_MESSAGES.selectAtLeastOneTenant),
    ).toBeVisible();
    expect(sent(SEND)).toHaveLength(0);

    await user.click(await within(dialog).findByRole('checkbox', { name: /Akinyi Wambui/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Queued 2 emails.')).toBeVisible();
    expect(sent(SEND)[0]?.body).toEqual({
      subject: 'Water shut-off',
      message: 'No water on Saturday.',
      send_to_all: false,
      tenants: [22],
    });
  });

  it('sends to all tenants of the selected property', async () => {
    setSelectedPropertyId(3);
    const { sent } = renderSender();
    const { user, dialog } = await open();
    expect(within(dialog).getByLabelText('Property')).toHaveValue('3');
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hi all.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Queued 2 emails.')).toBeVisible();
    expect(sent(SEND)[0]?.body).toEqual({
      subject: 'Hello',
      message: 'Hi all.',
      send_to_all: true,
      tenants: [],
      property_id: 3,
    });
  });

  it('fills in a template and previews the first recipient’s text', async () => {
    const { sent } = renderSender({
      [PREVIEW]: () =>
        jsonResponse(200, {
          subject: 'Rent reminder for A2',
          text: 'Dear Otieno Odhiambo, your rent of KSh 22,000 is due on 5 Dec 2026.',
        }),
    });
    const { user, dialog } = await open();
    await within(dialog).findByRole('option', { name: 'Rent reminder' });
    await user.selectOptions(within(dialog).getByLabelText('Template'), 'rent_reminder');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Rent reminder for {unit}');
    expect(
      await within(dialog).findByText('2 active tenants will receive this email.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Email preview' });
    expect(preview).toHaveTextContent('Preview for Otieno Odhiambo');
    expect(preview).toHaveTextContent('Dear Otieno Odhiambo, your rent of KSh 22,000');
    expect(sent(PREVIEW)[0]?.body).toEqual({
      template: 'rent_reminder',
      subject: 'Rent reminder for {unit}',
      message: 'Dear {tenant_name}, your rent of {amount} is due on {due_date}.',
      tenant_id: 21,
    });
  });

  it('puts the server detail first when sending fails, else the generic message', async () => {
    let detail: string | undefined = 'Your subscription has expired.';
    renderSender({ [SEND]: () => jsonResponse(403, detail ? { detail } : {}) });
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hi all.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your subscription has expired.',
    );
    detail = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(COMMUNICATION_MESSAGES.sendEmailsFailed)).toBeVisible();
  });
});

describe('the SMS channel (issue 25)', () => {
  const BALANCE = 'GET /api/communication/sms/balance/';
  const SEND_SMS = 'POST /api/communication/sms/send/';

  it('counts parts and credits live, and shows the server refusing too few credits', async () => {
    const { sent } = renderSender({
      [BALANCE]: () => jsonResponse(200, { credits: 3, expiring: [] }),
      [SEND_SMS]: () =>
        jsonResponse(402, {
          detail: SMS_MESSAGES.insufficientCredits(4, 3),
          code: 'INSUFFICIENT_SMS_CREDITS',
          errors: { message: [SMS_MESSAGES.insufficientCredits(4, 3)] },
        }),
    });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    expect(within(dialog).queryByLabelText('Subject')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Message'), 'a'.repeat(161));
    expect(
      await within(dialog).findByText(/2 SMS parts × 2 tenants = 4 credits\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Not enough credits: you have 3.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(SMS_MESSAGES.insufficientCredits(4, 3)),
    ).toBeInTheDocument();
    expect(sent(SEND_SMS)[0]?.body).toMatchObject({ message: 'a'.repeat(161), send_to_all: true });
    expect(sent(SEND)).toHaveLength(0);
  });

  it('a text with a character outside GSM-7 is counted in 70-character parts', async () => {
    renderSender({ [BALANCE]: () => jsonResponse(200, { credits: 50, expiring: [] }) });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await user.type(within(dialog).getByLabelText('Message'), `${'b'.repeat(70)}✓`);
    expect(
      await within(dialog).findByText(
        /71 characters \(special characters, 67 per part\): 2 SMS parts/,
      ),
    ).toBeInTheDocument();
  });
});
