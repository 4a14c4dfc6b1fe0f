import { MESSAGES, SETTINGS_MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { TENANT_SETTINGS_MESSAGES as T } from '../utils/messages';
import { TenantSettingsPage } from './settings-page';

const ME = 'GET /api/accounts/me/';
const DASHBOARD = 'GET /api/accounts/tenant/dashboard/';
const DOCUMENT = 'GET /api/accounts/tenants/2/documents/id/';
const NOTIFICATIONS = 'GET /api/accounts/tenant/notifications/';
const NOTIFICATIONS_SAVE = 'PUT /api/accounts/tenant/notifications/';
const UPDATE = 'PUT /api/accounts/users/2/update/';
const MOVE_IN = 'PATCH /api/accounts/tenant/move-in-date/';
const UPLOAD = 'PUT /api/accounts/tenant/id-document/';
const PASSWORD = 'PUT /api/accounts/change-password/';
const LANGUAGE = 'PUT /api/accounts/tenant/language/';

const ALL_ON = { rent_reminders_email: true, maintenance_updates: true, announcements_email: true };
const STRONG = 'Sunrise#2026';
type Routes = Record<string, (request: MockRequest) => Response>;

function renderSettings(routes: Routes = {}) {
  const me = makeMe('tenant', { phone_number: '254712345678' });
  storeSession('tenant', me);
  const api = mockApi({
    [ME]: () => jsonResponse(200, me),
    [DASHBOARD]: () =>
      jsonResponse(200, { tenant: { ...me, move_in_date: '2026-01-15T00:00:00.000Z' } }),
    [DOCUMENT]: () => jsonResponse(404, { detail: 'Not found.', code: 'NOT_FOUND' }),
    [NOTIFICATIONS]: () => jsonResponse(200, ALL_ON),
    'GET /api/accounts/tenant/deletion-request/': () =>
      jsonResponse(200, { status: null, requested_at: null, blocked_by: [] }),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TenantSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.spy.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    );
  };
  const sentJson = (key: string) =>
    api.requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key);
  return { sent, sentJson };
}

const form = (name: string) => screen.findByRole('form', { name });

function pdf(name = 'national-id.pdf', size = 1536) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Tenant Settings', () => {
  it('switches to Kiswahili: saves the choice, then the page reads in Kiswahili (issue 25)', async () => {
    const { sent, sentJson } = renderSettings({
      [LANGUAGE]: (request) => jsonResponse(200, request.body),
    });
    const language = await form('Language / Lugha');
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(sent(ME)).toHaveLength(1);
    await userEvent.click(within(language).getByRole('radio', { name: 'Kiswahili' }));
    await userEvent.click(within(language).getByRole('button', { name: 'Save Language' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    expect(sentJson(LANGUAGE)[0]?.body).toEqual({ language: 'sw' });
    expect(await within(language).findByText('Lugha imehifadhiwa.')).toBeVisible();
    expect(within(language).getByRole('button', { name: 'Hifadhi Lugha' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Akaunti Yako' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Badilisha Nenosiri' })).toBeVisible();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('pango.language')).toBe('sw');
    expect(getSession().user?.language).toBe('sw');
    await waitFor(() => expect(sent(ME)).toHaveLength(2)); // me read again
  });

  it('keeps the language when saving it fails', async () => {
    renderSettings({
      [LANGUAGE]: () => jsonResponse(400, { detail: 'Invalid.', code: 'VALIDATION_ERROR' }),
    });
    const language = await form('Language / Lugha');
    await userEvent.click(within(language).getByRole('radio', { name: 'Kiswahili' }));
    await userEvent.click(within(language).getByRole('button', { name: 'Save Language' }));
    expect(
      await within(language).findByText('Could not save your language. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  it('saves email and phone with the stored name and refreshes the cached user', async () => {
    const updated = makeMe('tenant', { phone_number: '254722000111' });
    const { sentJson } = renderSettings({ [UPDATE]: () => jsonResponse(200, updated) });
    const account = await form('Account Settings');
    const phone = within(account).getByLabelText('Phone Number');
    // Phones are stored and answered canonical (2547…, issue 25 item 4).
    expect(phone).toHaveValue('254712345678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0722000111');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));

    expect(await within(account).findByText(SETTINGS_MESSAGES.accountUpdated)).toBeVisible();
    expect(sentJson(UPDATE)[0]?.body).toEqual({
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email: 'wanjiku@example.com',
      phone_number: '254722000111',
    });
    expect(getSession().user?.phone_number).toBe('254722000111');
  });

  it('asks for the current password to change the email, then says to check the new address', async () => {
    const { sentJson } = renderSettings({
      [UPDATE]: () => jsonResponse(200, { ...makeMe('tenant'), pending_email: 'new@example.com' }),
    });
    const account = await form('Account Settings');
    expect(within(account).queryByLabelText('Current Password')).toBeNull();
    const email = within(account).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));
    expect(await within(account).findByText(MESSAGES.currentPasswordRequired)).toBeVisible();
    expect(sentJson(UPDATE)).toHaveLength(0);

    await userEvent.type(within(account).getByLabelText('Current Password'), 'Right1234');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));
    expect(
      await within(account).findByText(new RegExp(SETTINGS_MESSAGES.emailChangePending)),
    ).toHaveTextContent('new@example.com');
    expect(sentJson(UPDATE)[0]?.body).toMatchObject({
      email: 'new@example.com',
      current_password: 'Right1234',
    });
    expect(within(account).getByLabelText('Email')).toHaveValue('wanjiku@example.com');
  });

  it('checks email and phone before sending, and shows the fallback or field errors', async () => {
    const { sentJson } = renderSettings({
      [UPDATE]: () =>
        jsonResponse(400, {
          detail: 'Please correct the errors below.',
          code: 'VALIDATION_ERROR',
          errors: { email: ['This email is already registered.'] },
        }),
    });
    const account = await form('Account Settings');
    const phone = within(account).getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sentJson(UPDATE)).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0722000111');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));
    expect(await within(account).findByText('This email is already registered.')).toBeVisible();
  });

  it('says the spec fallback when the account update fails without a message', async () => {
    renderSettings({ [UPDATE]: () => jsonResponse(500, {}) });
    const account = await form('Account Settings');
    await userEvent.click(within(account).getByRole('button', { name: 'Save Account Info' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(T.accountUpdateFailed);
  });

  it('prefills and saves the move-in date', async () => {
    const { sentJson } = renderSettings({
      [MOVE_IN]: (r) => jsonResponse(200, r.body),
    });
    const moveIn = await form('Move-in Date');
    const date = within(moveIn).getByLabelText('Move-in Date');
    expect(date).toHaveValue('2026-01-15');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-02-01');
    await userEvent.click(within(moveIn).getByRole('button', { name: 'Save Move-in Date' }));
    expect(await within(moveIn).findByText(T.moveInUpdated)).toBeVisible();
    expect(sentJson(MOVE_IN)[0]?.body).toEqual({ move_in_date: '2026-02-01' });
  });

  it('requires a move-in date and reports a failed save', async () => {
    const { sentJson } = renderSettings({ [MOVE_IN]: () => jsonResponse(500, {}) });
    const moveIn = await form('Move-in Date');
    const date = within(moveIn).getByLabelText('Move-in Date');
    await userEvent.clear(date);
    await userEvent.click(within(moveIn).getByRole('button', { name: 'Save Move-in Date' }));
    expect(await within(moveIn).findByText(T.invalidMoveInDate)).toBeVisible();
    expect(sentJson(MOVE_IN)).toHaveLength(0);

    await userEvent.type(date, '2026-02-01');
    await userEvent.click(within(moveIn).getByRole('button', { name: 'Save Move-in Date' }));
    expect(await within(moveIn).findByRole('alert')).toHaveTextContent(T.moveInUpdateFailed);
  });

  it('checks the ID file, then uploads it as multipart and lists it', async () => {
    const { sent } = renderSettings({
      [UPLOAD]: () =>
        jsonResponse(200, {
          id_document: {
            name: 'national-id.pdf',
            type: 'application/pdf',
            size: 1536,
            uploaded_at: '2026-11-22T09:00:00.000Z',
            url: '/api/accounts/tenants/2/documents/id/',
          },
        }),
    });
    const idForm = await form('ID Document');
    expect(await within(idForm).findByText('No ID document uploaded yet.')).toBeVisible();
    const upload = within(idForm).getByRole('button', { name: 'Upload Document' });

    await userEvent.click(upload);
    expect(within(idForm).getByText(T.selectDocument)).toBeVisible();

    const input = within(idForm).getByLabelText('Upload ID Document');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'id.txt', { type: 'text/plain' }));
    expect(within(idForm).getByText(MESSAGES.fileTypeNotAllowed)).toBeVisible();
    await user.upload(input, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(within(idForm).getByText(MESSAGES.fileTooLarge)).toBeVisible();
    await user.click(upload);
    expect(sent(UPLOAD)).toHaveLength(0);

    await user.upload(input, pdf());
    await user.click(upload);
    expect(await within(idForm).findByText(T.documentUploaded)).toBeVisible();
    const body = sent(UPLOAD)[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('id_document')).toMatchObject({ name: 'national-id.pdf' });
    expect(within(idForm).getByText('national-id.pdf')).toBeVisible();
    expect(within(idForm).getByText('(1.5 KB)')).toBeVisible();
    expect(within(idForm).getByRole('button', { name: 'View national-id.pdf' })).toBeVisible();
  });

  it('shows the stored document and the server message of a refused upload', async () => {
    renderSettings({
      [DOCUMENT]: () =>
        new Response(new Uint8Array(2048), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="my%20id.pdf"',
          },
        }),
      [UPLOAD]: () =>
        jsonResponse(400, { detail: 'The file content is not a PDF.', code: 'VALIDATION_ERROR' }),
    });
    const idForm = await form('ID Document');
    expect(await within(idForm).findByText('my id.pdf')).toBeVisible();
    expect(within(idForm).getByText('(2 KB)')).toBeVisible();
    await userEvent.upload(within(idForm).getByLabelText('Replace ID Document'), pdf());
    await userEvent.click(within(idForm).getByRole('button', { name: 'Upload Document' }));
    expect(await within(idForm).findByRole('alert')).toHaveTextContent(
      'The file content is not a PDF.',
    );
  });

  it('refuses mismatched passwords, then changes it and clears the fields', async () => {
    const { sentJson } = renderSettings({
      [PASSWORD]: () => jsonResponse(200, { message: MESSAGES.passwordChanged }),
    });
    const pw = await form('Change Password');
    expect(within(pw).getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await userEvent.type(within(pw).getByLabelText('Current Password'), 'OldPass#2025');
    await userEvent.type(within(pw).getByLabelText('New Password'), STRONG);
    await userEvent.type(within(pw).getByLabelText('Confirm New Password'), 'Different#2026');
    const submit = within(pw).getByRole('button', { name: 'Change Password' });
    await userEvent.click(submit);
    expect(within(pw).getByText(SETTINGS_MESSAGES.newPasswordsDoNotMatch)).toBeVisible();
    expect(sentJson(PASSWORD)).toHaveLength(0);

    await userEvent.clear(within(pw).getByLabelText('Confirm New Password'));
    await userEvent.type(within(pw).getByLabelText('Confirm New Password'), STRONG);
    await userEvent.click(submit);
    expect(await within(pw).findByText(T.passwordChangedSuccess)).toBeVisible();
    expect(sentJson(PASSWORD)[0]?.body).toEqual({
      current_password: 'OldPass#2025',
      new_password: STRONG,
    });
    expect(within(pw).getByLabelText('Current Password')).toHaveValue('');
    expect(within(pw).getByLabelText('New Password')).toHaveValue('');
  });

  it('applies the shared password rule and shows the server detail on failure', async () => {
    renderSettings({
      [PASSWORD]: () =>
        jsonResponse(400, { detail: MESSAGES.currentPasswordWrong, code: 'INVALID_PASSWORD' }),
    });
    const pw = await form('Change Password');
    await userEvent.type(within(pw).getByLabelText('Current Password'), 'OldPass#2025');
    await userEvent.type(within(pw).getByLabelText('New Password'), 'weak');
    await userEvent.type(within(pw).getByLabelText('Confirm New Password'), 'weak');
    await userEvent.click(within(pw).getByRole('button', { name: 'Change Password' }));
    // The length rule the landlord's form applies too (one schema for the one endpoint).
    expect(within(pw).getByText(SETTINGS_MESSAGES.newPasswordTooShort)).toBeVisible();
    for (const label of ['New Password', 'Confirm New Password']) {
      await userEvent.clear(within(pw).getByLabelText(label));
      await userEvent.type(within(pw).getByLabelText(label), 'weakweak');
    }
    await userEvent.click(within(pw).getByRole('button', { name: 'Change Password' }));
    expect(within(pw).getByText(MESSAGES.passwordRequirements)).toBeVisible();

    for (const label of ['New Password', 'Confirm New Password']) {
      await userEvent.clear(within(pw).getByLabelText(label));
      await userEvent.type(within(pw).getByLabelText(label), STRONG);
    }
    await userEvent.click(within(pw).getByRole('button', { name: 'Change Password' }));
    expect(await within(pw).findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  });

  it('says Failed to change password. when the server gives no detail', async () => {
    renderSettings({ [PASSWORD]: () => jsonResponse(500, {}) });
    const pw = await form('Change Password');
    await userEvent.type(within(pw).getByLabelText('Current Password'), 'OldPass#2025');
    await userEvent.type(within(pw).getByLabelText('New Password'), STRONG);
    await userEvent.type(within(pw).getByLabelText('Confirm New Password'), STRONG);
    await userEvent.click(within(pw).getByRole('button', { name: 'Change Password' }));
    expect(await within(pw).findByRole('alert')).toHaveTextContent(T.passwordChangeFailed);
  });

  it('loads the notification preferences and saves the changed set', async () => {
    const { sentJson } = renderSettings({
      [NOTIFICATIONS_SAVE]: (r) => jsonResponse(200, r.body),
    });
    const prefs = await form('Notifications');
    const rent = within(prefs).getByRole('checkbox', { name: 'Email for rent reminders' });
    const sms = within(prefs).getByRole('checkbox', { name: 'SMS for maintenance updates' });
    expect(rent).toBeChecked();
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription(/come by email/);
    expect(within(prefs).getByRole('checkbox', { name: 'Email for announcements' })).toBeChecked();

    await userEvent.click(rent);
    await userEvent.click(within(prefs).getByRole('button', { name: 'Save Preferences' }));
    expect(await within(prefs).findByText(T.notificationsSaved)).toBeVisible();
    expect(sentJson(NOTIFICATIONS_SAVE)[0]?.body).toEqual({
      ...ALL_ON,
      rent_reminders_email: false,
    });
  });

  it('shows the error state of a failed notifications save', async () => {
    renderSettings({ [NOTIFICATIONS_SAVE]: () => jsonResponse(500, {}) });
    const prefs = await form('Notifications');
    await userEvent.click(within(prefs).getByRole('button', { name: 'Save Preferences' }));
    expect(await within(prefs).findByRole('alert')).toHaveTextContent(T.notificationsSaveFailed);
  });

  it('offers a retry when a section fails to load', async () => {
    renderSettings({
      [NOTIFICATIONS]: () => jsonResponse(403, { detail: 'No.', code: 'FORBIDDEN' }),
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(region).findByText('Failed to load your notification preferences.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
