import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/fixtures';
import { ensureVacantDemoRoom } from '../support/tenants';

const LANDLORD_CODE = 'PNG-DEMO1';

async function chooseVacantRoom(page: Page) {
  const properties = page.getByRole('radio', { name: /Kilimani Heights|Riverside Court/ });
  const room = page.getByRole('combobox', { name: 'Room' });
  await expect(properties.first()).toBeVisible();
  for (let index = 0; index < (await properties.count()); index += 1) {
    await properties.nth(index).check();
    await expect(room.or(page.getByText('No Available Units'))).toBeVisible();
    if (await room.isVisible()) {
      await room.selectOption({ index: 1 });
      return;
    }
  }
  throw new Error('No vacant demo room left');
}

test('a new tenant pays the deposit during signup and completes registration', async ({ page }) => {
  const email = `deposit-${Date.now()}-${randomInt(1000, 9999)}@example.com`;
  // The journeys share the demo landlord's few rooms: free one if they are all taken.
  await ensureVacantDemoRoom(page.request);
  await page.goto(`/tenant/signup?landlord=${LANDLORD_CODE}`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Full Name').fill('Akinyi Deposit');
  await page.getByLabel('National ID').fill(String(randomInt(10_000_000, 99_999_999)));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill(`07${randomInt(10_000_000, 99_999_999)}`);
  await page.getByLabel('Emergency Contact').fill('0722000111');
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseVacantRoom(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I will upload my ID later' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Deposit Payment' })).toBeVisible();
  await expectAccessible(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 20_000 });
  await checkout.close();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Tenant123');
  await page.getByLabel('Confirm Password').fill('Tenant123');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('button', { name: 'Go to Login' })).toBeVisible();
});
