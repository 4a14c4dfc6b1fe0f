import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, TENANT } from '../support/fixtures';

const factOf = (page: import('@playwright/test').Page, name: string) =>
  page.locator('.rent-summary__facts div').filter({ hasText: name }).locator('dd');

test('the demo tenant pays two months through the sandbox page', async ({ page }) => {
  // Two trips through the provider's page and back: about 19 s on a quiet machine, so the
  // default 30 s left too little room on a loaded one (a fresh-clone run timed out at 31 s).
  test.setTimeout(60_000);
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/payments');
  await expect(page.getByRole('heading', { name: 'Payment Center' })).toBeVisible();
  const prepaidBefore = Number(await factOf(page, 'Prepaid months').textContent());
  const outstandingBefore = await factOf(page, 'Outstanding').textContent();
  await expectAccessible(page);

  await page.getByLabel('Months to prepay').selectOption('2');
  await expect(page.getByLabel('Amount (KSh)')).toHaveAttribute('readonly', '');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  const success = page.getByRole('status').filter({ hasText: 'Payment Successful' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const receipt = (await success.textContent())?.match(/Receipt: (\S+)/)?.[1];
  expect(receipt).toBeTruthy();
  await expect(
    page.getByRole('list', { name: 'Payments' }).getByText(`Receipt: ${receipt}`),
  ).toBeVisible();
  // Two months cover what was owed first; the summary shows the ledger's new position.
  await expect(async () => {
    const prepaid = Number(await factOf(page, 'Prepaid months').textContent());
    const outstanding = await factOf(page, 'Outstanding').textContent();
    expect(prepaid > prepaidBefore || outstanding !== outstandingBefore).toBe(true);
  }).toPass();
  await checkout.close();
});
