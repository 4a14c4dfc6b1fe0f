import { expect, test, type Page } from '@playwright/test';
import { LANDLORD, signIn, TENANT } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, tokenFor } from '../support/tenants';

// Issue 17 item 12: after a change, the screens a user goes back to show it, without a reload.
// Every step here moves by clicking the app's own links (no page.goto after sign-in), so a screen
// that shows what the cache held before the change (30 s of staleTime) fails the journey.

const group = (page: Page, name: string) => page.getByRole('group', { name });
const fact = (page: Page, card: string, name: string) =>
  group(page, card).locator('div').filter({ hasText: name }).locator('dd');
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Tenant' }).getByRole('link', { name });

/** "2026-10-05" as the dashboard prints it (en-GB "d MMM yyyy", the shared formatDate). */
const shown = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

test('a tenant’s report, move-in date and payment show on the dashboard they return to', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = testInfo.project.name === 'phone' ? 'Njeri Wambui' : 'Kiprono Langat';
  const tenant = await createHousedTenant(page.request, name);
  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  const myReports = group(page, 'My Reports');
  await expect(myReports).toBeVisible();

  await test.step('a submitted report is listed under My Reports', async () => {
    const title = `Dripping shower ${testInfo.project.name} ${Date.now()}`;
    await expect(myReports).not.toContainText(title);
    await nav(page, 'Report Issue').click();
    const dialog = page.getByRole('dialog', { name: /Terms & Conditions/ });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await dialog
      .getByRole('region', { name: 'Terms text' })
      .evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await dialog.getByRole('button', { name: 'I Accept and Proceed to Report' }).click();
    await page.getByLabel('Category *').selectOption({ index: 1 });
    await page.getByLabel('Priority *').selectOption('medium');
    await page.getByLabel('Title *').fill(title);
    await page.getByLabel('Description *').fill('The shower drips all night.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    // The screen returns to the dashboard by itself.
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(myReports).toContainText(title);
  });

  await test.step('a saved move-in date shows in Room Details', async () => {
    const earlier = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await expect(fact(page, 'Room Details', 'Move-in date')).not.toHaveText(shown(earlier));
    await nav(page, 'Settings').click();
    const form = page.getByRole('form', { name: 'Move-in Date' });
    await form.getByLabel('Move-in Date').fill(earlier);
    await form.getByRole('button', { name: 'Save Move-in Date' }).click();
    await expect(form.getByText('Move-in date updated successfully.')).toBeVisible();
    await nav(page, 'Dashboard').click();
    await expect(fact(page, 'Room Details', 'Move-in date')).toHaveText(shown(earlier));
  });

  await test.step('a completed payment moves the dashboard’s rent cards', async () => {
    const prepaid = group(page, 'Prepaid Months').locator('.tenant-dash__figure');
    const before = `${await prepaid.textContent()} ${await fact(page, 'Monthly Rent', 'Outstanding').textContent()}`;
    await nav(page, 'Payments').click();
    await expect(page.getByRole('heading', { name: 'Payment Center' })).toBeVisible();
    await page.getByLabel('Months to prepay').selectOption('1');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible({
      timeout: 20_000,
    });
    await checkout.close();
    await nav(page, 'Dashboard').click();
    await expect(group(page, 'Prepaid Months')).toBeVisible();
    const after = async () =>
      `${await prepaid.textContent()} ${await fact(page, 'Monthly Rent', 'Outstanding').textContent()}`;
    await expect.poll(after, { timeout: 5000 }).not.toBe(before);
  });
});

test('resolving a report updates the dashboard card and Recent Reports the landlord goes back to', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // An open report from the demo tenant, for the demo landlord's Kilimani Heights.
  const title = `Loose window latch ${testInfo.project.name} ${Date.now()}`;
  const access = await tokenFor(page.request, TENANT.email, TENANT.password, 'tenant');
  const headers = { Authorization: `Bearer ${access}` };
  const dashboard = await page.request.get('/api/accounts/tenant/dashboard/', { headers });
  const { unit } = (await dashboard.json()) as { unit: { id: number } };
  const created = await page.request.post('/api/communication/reports/create/', {
    headers,
    data: {
      issue_category: 'security',
      priority_level: 'low',
      issue_title: title,
      description: 'The latch does not hold the window shut.',
      unit: unit.id,
      terms_accepted: true,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'Kilimani Heights' });
  const recent = page.getByRole('region', { name: 'Recent Reports' });
  await expect(recent).toContainText(title);

  const go = async (link: string) => {
    // The sidebar is behind the menu on a phone.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: new RegExp(`^${link}`) })
      .click();
  };
  await go('Dashboard');
  const openCard = group(page, 'Open Reports');
  await expect(openCard).toBeVisible();
  const before = Number((await openCard.locator('.stat-card__value').textContent()) ?? 'NaN');
  expect(before).toBeGreaterThan(0);

  await go('Reports');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(card.getByRole('button', { name: 'Mark as Unresolved' })).toBeVisible();

  await go('Dashboard');
  await expect(openCard.locator('.stat-card__value')).toHaveText(String(before - 1));
  await go('Overview');
  await expect(page.getByRole('region', { name: 'Recent Reports' })).not.toContainText(title);
});
