import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';

// Issue 25: the demo landlord buys the Starter SMS pack on the sandbox page, texts the demo tenant
// from Email Tenants, and sees the message delivered in SMS history (the fake Africa's Talking the
// journeys' server runs posts the delivery report back to the app).

test('buy the Starter pack, text a tenant, see it delivered', async ({ page }) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/sms-purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Credits' })).toBeVisible();
  await expect(page.getByText('0 SMS credits')).toBeVisible();
  await expectAccessible(page);
  const starter = page.getByRole('group', { name: 'Starter' });
  await starter.getByRole('button', { name: 'Buy the Starter pack' }).click();

  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await expect(page.getByText('KSh 500')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/admin\/sms-purchase\?payment=\d+/);
  await expect(page.getByText('Payment received: your SMS credits have been added.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('100 SMS credits')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SMS credits: 100' })).toBeVisible();

  // Email Tenants, SMS channel, one tenant: the live count says what it costs.
  await page.goto('/admin/dashboard');
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'All properties' });
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email to Tenants' });
  await dialog.getByRole('radio', { name: 'SMS' }).check();
  await expect(dialog.getByLabel('Subject')).toHaveCount(0);
  const text = `Water is off on Saturday 8am-2pm. Ref ${Date.now()}`;
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('radio', { name: 'Selected tenants' }).check();
  await dialog.getByRole('checkbox', { name: /Otieno Odhiambo/ }).check();
  await expect(
    dialog.getByText(/1 SMS part × 1 tenant = 1 credits\. You have 100\./),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('SMS queued for 1 tenant.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The top bar's count leads to the history, where the delivery report shows.
  await page.getByRole('link', { name: 'SMS credits: 99' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SMS History' })).toBeVisible();
  const row = page.getByRole('row', { name: /Otieno Odhiambo/ });
  await expect(row).toContainText('254712345678');
  await expect(row).toContainText('Announcement');
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByText('No messages match these filters.')).toBeVisible();
  await expectAccessible(page);
});
