import { MESSAGES, SETTINGS_MESSAGES, type ReminderSettings } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { SettingsPage } from './settings-page';

const ME = 'GET /api/accounts/me/';
const UPDATE = 'PUT /api/accounts/users/1/update/';
const TILL = 'GET /api/accounts/till-number/';
const TILL_UPDATE = 'PATCH /api/accounts/till-number/update/';
const REMINDERS = 'GET /api/communication/reminders/settings/';
const REMINDERS_SAVE = 'PUT /api/communication/reminders/settings/';
const REMINDER_STATUS = 'GET /api/communication/reminders/status/';
const PASSWORD = 'PUT /api/accounts/change-password/';

const DEFAULTS: ReminderSettings = {
  days_of_month: [],
  subject: 'Rent Reminder',
  message: '',
  send_email: true,
  active: false,
};
type Routes = Record<string, (request: MockRequest) => Response>;

function renderSettings(routes: Routes = {}) {
  storeSession('landlord');
  const api = mockApi({
    [ME]: () => jsonResponse(200, makeMe('landlord', { phone_number: '254712345678' })),
    [TILL]: () => jsonResponse(200, { mpesa_till_number: null }),
    'GET /api/payments/mpesa/c2b/settings/': () =>
      jsonResponse(200, {
        shortcode: null,
        shortcode_type: null,
        reject_unknown_accounts: false,
        confirmation_url: null,
        validation_url: null,
        has_credentials: false,
        consumer_key_masked: null,
        allowed_ips: [],
      }),
    'GET /api/payments/payouts/settings/': () =>
      jsonResponse(200, { collection_mode: 'collected', platform_fee_bp: 0 }),
    [REMINDERS]: () => jsonResponse(200, DEFAULTS),
    'GET /api/accounts/data-retention/': () =>
      jsonResponse(200, { id_document_retention_days: 90, default_days: 90 }),
    'GET /api/accounts/deletion-requests/': () =>
      jsonResponse(200, { count: 0, next_page: null, results: [] }),
    [REMINDER_STATUS]: () =>
      jsonResponse(200, { last_run: null, failed_emails: { count: 0, results: [] } }),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  };
  return { sent };
}

const form = (name: string) => screen.findByRole('form', { name });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Settings', () => {
  it('prefills Account Information, saves it and updates the stored user', async () => {
    const updated = makeMe('landlord', { phone_number: '254722000111' });
    const { sent } = renderSettings({ [UPDATE]: () => jsonResponse(200, updated) });
    const account = await form('Account Information');
    expect(within(account).getByLabelText('First Name')).toHaveValue('Otieno');
    expect(within(account).getByLabelText('Last Name')).toHaveValue('Odhiambo');
    expect(within(account).getByLabelText('Email')).toHaveValue('otieno@example.com');
    const phone = within(account).getByLabelText('Phone Number');
    // Phones are stored and answered canonical (2547…, issue 25 item 4).
    expect(phone).toHaveValue('254712345678');

    await userEvent.clear(phone);
    await userEvent.type(phone, '0722000111');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByText(SETTINGS_MESSAGES.accountUpdated)).toBeInTheDocument();
    expect(sent(UPDATE)[0]?.body).toEqual({
      first_name: 'Otieno',
      last_name: 'Odhiambo',
      email: 'otieno@example.com',
      phone_number: '254722000111',
    });
    expect(getSession().user?.phone_number).toBe('254722000111');
  });

  it('asks for the current password to change the email, then says to check the new address', async () => {
    const { sent } = renderSettings({
      [UPDATE]: (req) =>
        (req.body as { current_password?: string }).current_password === 'Wrong1234'
          ? jsonResponse(400, {
              detail: MESSAGES.currentPasswordWrong,
              code: 'VALIDATION_ERROR',
              errors: { current_password: [MESSAGES.currentPasswordWrong] },
            })
          : jsonResponse(200, { ...makeMe('landlord'), pending_email: 'new@example.com' }),
    });
    const account = await form('Account Information');
    expect(within(account).queryByLabelText('Current Password')).toBeNull();
    const email = within(account).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    const password = within(account).getByLabelText('Current Password');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByText(MESSAGES.currentPasswordRequired)).toBeVisible();
    expect(sent(UPDATE)).toHaveLength(0);

    await userEvent.type(password, 'Wrong1234');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByLabelText('Current Password')).toHaveAccessibleDescription(
      `Needed to change your email. ${MESSAGES.currentPasswordWrong}`,
    );
    await userEvent.clear(within(account).getByLabelText('Current Password'));
    await userEvent.type(within(account).getByLabelText('Current Password'), 'Right1234');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(account).findByText(new RegExp(SETTINGS_MESSAGES.emailChangePending)),
    ).toHaveTextContent('new@example.com');
    expect(sent(UPDATE).at(-1)?.body).toMatchObject({
      email: 'new@example.com',
      current_password: 'Right1234',
    });
    // The account keeps its email until the link is opened.
    expect(within(account).getByLabelText('Email')).toHaveValue('otieno@example.com');
    expect(within(account).queryByLabelText('Current Password')).toBeNull();
  });

  it('checks the account fields before sending and shows server errors', async () => {
    const { sent } = renderSettings({
      [UPDATE]: () =>
        jsonResponse(400, {
          detail: MESSAGES.emailTaken,
          code: 'VALIDATION_ERROR',
          errors: { email: [MESSAGES.emailTaken] },
        }),
    });
    const account = await form('Account Information');
    await userEvent.clear(within(account).getByLabelText('First Name'));
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByText(SETTINGS_MESSAGES.firstNameRequired)).toBeVisible();
    expect(sent(UPDATE)).toHaveLength(0);

    await userEvent.type(within(account).getByLabelText('First Name'), 'Otieno');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);
    expect(within(account).getByLabelText('Email')).toHaveAccessibleDescription(
      MESSAGES.emailTaken,
    );
  });

  it('falls back to the spec’s account failure sentence', async () => {
    renderSettings({ [UPDATE]: () => new Response('oops', { status: 502 }) });
    const account = await form('Account Information');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.accountUpdateFailed,
    );
  });

  it('has a Billing card linking to plans and SMS credits', async () => {
    renderSettings();
    expect(await screen.findByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
      'href',
      '/admin/subscription',
    );
    expect(screen.getByRole('link', { name: 'SMS Credits' })).toHaveAttribute(
      'href',
      '/admin/sms-purchase',
    );
  });

  it('requires a reminder date, then saves the chosen dates', async () => {
    const { sent } = renderSettings({
      [REMINDERS_SAVE]: (request) => jsonResponse(200, request.body),
    });
    const reminders = await form('Monthly Payment Reminders');
    expect(within(reminders).getByLabelText('Subject')).toHaveValue('Rent Reminder');
    const days = within(reminders).getAllByRole('checkbox', { name: /^\d+(st|nd|rd|th)$/ });
    expect(days.map((box) => box.closest('label')?.textContent)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '10th',
      '15th',
      '20th',
      '25th',
    ]);
    const save = within(reminders).getByRole('button', { name: 'Save Reminder Settings' });
    await userEvent.click(save);
    expect(await within(reminders).findByText(SETTINGS_MESSAGES.selectReminderDate)).toBeVisible();
    expect(sent(REMINDERS_SAVE)).toHaveLength(0);

    await userEvent.click(within(reminders).getByRole('checkbox', { name: '15th' }));
    await userEvent.click(within(reminders).getByRole('checkbox', { name: '1st' }));
    await userEvent.click(save);
    expect(await within(reminders).findByText(SETTINGS_MESSAGES.remindersSaved)).toBeVisible();
    expect(sent(REMINDERS_SAVE)[0]?.body).toMatchObject({
      days_of_month: [1, 15],
      subject: 'Rent Reminder',
      send_email: true,
      active: true,
    });
  });

  it('says the reminder save failed', async () => {
    renderSettings({
      [REMINDERS]: () => jsonResponse(200, { ...DEFAULTS, days_of_month: [5], active: true }),
      [REMINDERS_SAVE]: () => jsonResponse(500, { detail: 'boom', code: 'INTERNAL' }),
    });
    const reminders = await form('Monthly Payment Reminders');
    expect(within(reminders).getByRole('checkbox', { name: '5th' })).toBeChecked();
    await userEvent.click(
      within(reminders).getByRole('button', { name: 'Save Reminder Settings' }),
    );
    expect(await within(reminders).findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.remindersSaveFailed,
    );
  });

  it('validates the till number and saves it', async () => {
    const { sent } = renderSettings({
      [TILL_UPDATE]: () => jsonResponse(200, { mpesa_till_number: '123456' }),
    });
    const till = await form('M-Pesa Till Number');
    const input = within(till).getByLabelText('Till Number');
    expect(input).toHaveAccessibleDescription(/KSh 500,000/);
    await userEvent.type(input, '1234');
    await userEvent.click(within(till).getByRole('button', { name: 'Save Till Number' }));
    expect(await within(till).findByText(MESSAGES.tillNumber)).toBeVisible();
    expect(sent(TILL_UPDATE)).toHaveLength(0);
    await userEvent.type(input, '56');
    await userEvent.click(within(till).getByRole('button', { name: 'Save Till Number' }));
    expect(await within(till).findByText(SETTINGS_MESSAGES.tillUpdated)).toBeVisible();
    expect(sent(TILL_UPDATE)[0]?.body).toEqual({ mpesa_till_number: '123456' });
  });

  it('checks the password fields in the spec’s order and shows the API’s answer', async () => {
    const { sent } = renderSettings({
      [PASSWORD]: () => jsonResponse(200, { message: MESSAGES.passwordChanged }),
    });
    const password = await form('Change Password');
    const submit = within(password).getByRole('button', { name: 'Update Password' });
    const current = within(password).getByLabelText('Current Password');
    const next = within(password).getByLabelText('New Password');
    const confirm = within(password).getByLabelText('Confirm New Password');

    await userEvent.click(submit);
    expect(
      await within(password).findByText(SETTINGS_MESSAGES.fillAllPasswordFields),
    ).toBeVisible();
    await userEvent.type(current, 'OldPassw0rd');
    await userEvent.type(next, 'Short1');
    await userEvent.type(confirm, 'Short2');
    await userEvent.click(submit);
    expect(
      await within(password).findByText(SETTINGS_MESSAGES.newPasswordsDoNotMatch),
    ).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Short1');
    await userEvent.click(submit);
    expect(await within(password).findByText(SETTINGS_MESSAGES.newPasswordTooShort)).toBeVisible();
    await userEvent.clear(next);
    await userEvent.clear(confirm);
    await userEvent.type(next, 'alllowercase');
    await userEvent.type(confirm, 'alllowercase');
    await userEvent.click(submit);
    expect(await within(password).findByText(MESSAGES.passwordRequirements)).toBeVisible();
    expect(sent(PASSWORD)).toHaveLength(0);

    await userEvent.clear(next);
    await userEvent.clear(confirm);
    await userEvent.type(next, 'NewPassw0rd');
    await userEvent.type(confirm, 'NewPassw0rd');
    await userEvent.click(submit);
    expect(await within(password).findByText(SETTINGS_MESSAGES.securityUpdated)).toBeVisible();
    expect(sent(PASSWORD)[0]?.body).toEqual({
      current_password: 'OldPassw0rd',
      new_password: 'NewPassw0rd',
    });
    expect(current).toHaveValue('');
  });

  it('shows a wrong current password beside the field, else the fallback sentence', async () => {
    let reply = jsonResponse(400, {
      detail: MESSAGES.currentPasswordWrong,
      code: 'VALIDATION_ERROR',
      errors: { current_password: [MESSAGES.currentPasswordWrong] },
    });
    renderSettings({ [PASSWORD]: () => reply });
    const password = await form('Change Password');
    await userEvent.type(within(password).getByLabelText('Current Password'), 'Wrong1pass');
    await userEvent.type(within(password).getByLabelText('New Password'), 'NewPassw0rd');
    await userEvent.type(within(password).getByLabelText('Confirm New Password'), 'NewPassw0rd');
    const submit = within(password).getByRole('button', { name: 'Update Password' });
    await userEvent.click(submit);
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      MESSAGES.currentPasswordWrong,
    );
    expect(within(password).getByLabelText('Current Password')).toHaveAccessibleDescription(
      MESSAGES.currentPasswordWrong,
    );
    reply = new Response('', { status: 500 });
    await userEvent.click(submit);
    expect(await within(password).findByText(SETTINGS_MESSAGES.securityUpdateFailed)).toBeVisible();
  });

  it('offers Retry when a part fails to load', async () => {
    let fail = true;
    renderSettings({
      [TILL]: () =>
        fail
          ? jsonResponse(500, { detail: 'x' })
          : jsonResponse(200, { mpesa_till_number: '55555' }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    expect(screen.getByText('Failed to load your till number.')).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByLabelText('Till Number')).toHaveValue('55555');
  });

  it('saves where rent lands: collected by Pango or the landlord’s own M-Pesa', async () => {
    const { sent } = renderSettings({
      'PUT /api/payments/payouts/settings/': () =>
        jsonResponse(200, { collection_mode: 'own', platform_fee_bp: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'Where rent lands' })).toBeVisible();
    const choice = await screen.findByRole('combobox', { name: 'Payments land in' });
    expect(choice).toHaveDisplayValue('Collected by Pango');
    expect(screen.getByText(/Pango charges no fee/)).toBeInTheDocument();
    await userEvent.selectOptions(choice, 'My own M-Pesa');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\. New payments follow this choice/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent('PUT /api/payments/payouts/settings/').map((r) => r.body)).toEqual([
      { collection_mode: 'own' },
    ]);
  });
});
