import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD } from '../support/tenants';

// Issue 25 item 6: a tenant reads Pango in Kiswahili. Chromium's locale is en-US, so the tenant
// starts in English and switches in Settings; the screens change without a reload, and after one
// the tenant's saved choice (me.language) keeps them in Kiswahili. A fresh tenant per run, so the
// demo tenant the other journeys sign in as stays English.

/** The tenant's navigation, whose name is itself translated ("Tenant" / "Mpangaji"). */
const nav = (page: Page, name: 'Tenant' | 'Mpangaji') => page.getByRole('navigation', { name });

test('a tenant switches to Kiswahili and the dashboard, Report an Issue and Settings read in Kiswahili', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = testInfo.project.name === 'phone' ? 'Achieng Atieno' : 'Mwangi Kariuki';
  const tenant = await createHousedTenant(page.request, name);

  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await test.step('Settings: Language / Lugha, Kiswahili saved', async () => {
    await nav(page, 'Tenant').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const language = page.getByRole('form', { name: 'Language / Lugha' });
    await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
    await language.getByRole('radio', { name: 'Kiswahili' }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/accounts/tenant/language/') && r.request().method() === 'PUT',
    );
    await language.getByRole('button', { name: 'Save Language' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    await expect(language.getByText('Lugha imehifadhiwa.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Akaunti Yako' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Badilisha Nenosiri' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  await test.step('the dashboard in Kiswahili, without a reload', async () => {
    await nav(page, 'Mpangaji').getByRole('link', { name: 'Mwanzo' }).click();
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(page.getByRole('heading', { level: 1, name: `Karibu, ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kodi ya Mwezi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maelezo ya Chumba' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lipa Kodi' })).toBeVisible();
    await expect(page.getByText('Monthly Rent')).toHaveCount(0);
  });

  await test.step('Report an Issue in Kiswahili', async () => {
    await nav(page, 'Mpangaji').getByRole('link', { name: 'Ripoti Tatizo' }).click();
    await expect(page).toHaveURL(/\/tenant\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ripoti Tatizo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Taarifa za Mpangaji' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Ripoti tatizo' });
    await expect(form.getByLabel('Aina ya tatizo *')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Tuma Ripoti' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('after a reload the saved choice keeps Kiswahili', async () => {
    // Forget the device's copies of the choice: what remains is the server's me.language.
    await page.evaluate(() => {
      localStorage.removeItem('pango.language');
      const user = JSON.parse(localStorage.getItem('pango.user') ?? '{}') as Record<
        string,
        unknown
      >;
      delete user.language;
      localStorage.setItem('pango.user', JSON.stringify(user));
    });
    await page.goto('/tenant/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: 'Language / Lugha' })
        .getByRole('radio', { name: 'Kiswahili' }),
    ).toBeChecked();
    await expect(nav(page, 'Mpangaji').getByRole('link', { name: 'Mipangilio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  await test.step('a validation error and a server error in Kiswahili', async () => {
    const form = page.getByRole('form', { name: 'Badilisha Nenosiri' });
    // The form's own check: the shared schema's English sentence, shown in Kiswahili.
    await form.getByRole('button', { name: 'Badilisha Nenosiri' }).click();
    await expect(form.getByText('Nenosiri la sasa linahitajika')).toBeVisible();
    await expect(page.getByText('Current password is required')).toHaveCount(0);

    // The API's answer (English in the body), in the alert and under the field.
    await form.getByLabel('Nenosiri la Sasa', { exact: true }).fill('Not-the-password-1');
    await form.getByLabel('Nenosiri Jipya', { exact: true }).fill('Another-Secret-2024!');
    await form
      .getByLabel('Thibitisha Nenosiri Jipya', { exact: true })
      .fill('Another-Secret-2024!');
    const answered = page.waitForResponse((r) => r.url().includes('/api/accounts/change-password'));
    await form.getByRole('button', { name: 'Badilisha Nenosiri' }).click();
    expect((await answered).status()).toBe(400);
    await expect(form.getByText('Nenosiri lako la sasa si sahihi.')).toHaveCount(2);
    await expect(page.getByText('Your current password is incorrect.')).toHaveCount(0);
  });
});
