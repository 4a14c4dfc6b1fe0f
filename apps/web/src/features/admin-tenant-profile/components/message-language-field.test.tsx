import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { TENANT_PROFILE_TEXT } from '../messages';
import { DETAIL, renderTenantPage, tenantDetail } from '../testing/fixtures';

const SAVE = 'PUT /api/accounts/tenants/7/message-language/';

beforeEach(() => {
  storeSession('landlord');
});

describe('Message language', () => {
  it('follows the tenant’s choice until the landlord picks one, and saves the pick', async () => {
    let detail = tenantDetail({ language: 'sw', message_language: null });
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, detail),
      [SAVE]: (request) => {
        const body = request.body as { message_language: 'en' | 'sw' | null };
        detail = { ...detail, message_language: body.message_language };
        return jsonResponse(200, { language: 'sw', message_language: body.message_language });
      },
    });
    renderTenantPage('/admin/tenants/7/details');
    const section = await screen.findByRole('region', { name: TENANT_PROFILE_TEXT.messages });
    const select = within(section).getByRole('combobox', { name: 'Message language' });
    expect(select).toHaveDisplayValue("Tenant's choice (Kiswahili)");
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Tenant's choice (Kiswahili)", 'English', 'Kiswahili']);

    await userEvent.selectOptions(select, 'English');
    await waitFor(() => expect(select).toHaveDisplayValue('English'));
    const saves = requests.filter((r) => r.method === 'PUT');
    expect(saves.map((r) => r.body)).toEqual([{ message_language: 'en' }]);
    // The detail was read again after the save.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'GET' && r.url.endsWith('/tenants/7/')),
      ).toHaveLength(2),
    );

    await userEvent.selectOptions(select, "Tenant's choice (Kiswahili)");
    await waitFor(() => expect(select).toHaveDisplayValue("Tenant's choice (Kiswahili)"));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { message_language: 'en' },
      { message_language: null },
    ]);
  });

  it('says so when the save fails, and keeps what the server has', async () => {
    mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail({ language: 'en', message_language: null })),
      [SAVE]: () => jsonResponse(500, { detail: 'Server error.', code: 'SERVER_ERROR' }),
    });
    renderTenantPage('/admin/tenants/7/details');
    const select = await screen.findByRole('combobox', { name: 'Message language' });
    await userEvent.selectOptions(select, 'Kiswahili');
    expect(await screen.findByText(TENANT_PROFILE_TEXT.messageLanguageFailed)).toBeVisible();
    expect(select).toHaveDisplayValue("Tenant's choice (English)");
  });

  it('is read-only for a team member who may not manage tenants', async () => {
    storeSession('landlord', { ...makeMe('landlord'), team_role: 'accountant', property_ids: [] });
    mockApi({ [DETAIL]: () => jsonResponse(200, tenantDetail({ message_language: 'en' })) });
    renderTenantPage('/admin/tenants/7/details');
    const select = await screen.findByRole('combobox', { name: 'Message language' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('English');
  });
});
