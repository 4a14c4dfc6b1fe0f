import { expect, test } from '@playwright/test';
import { LANDLORD, signIn } from '../support/fixtures';

// Issue 20 items 1-2 at phone size: the landlord sets water at KSh 150/m³ and garbage at 300 on
// the Billing tab, then walks the units reading meters, "Save & next unit".

test.use({ viewport: { width: 360, height: 740 } });

test('the landlord sets water and garbage, then reads two units’ meters on a phone', async ({
  page,
}) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/admin/settings/billing');
  const main = page.getByRole('main');
  await main.getByLabel('Property', { exact: true }).selectOption({ label: 'Kilimani Heights' });
  await expect(main.getByText(/Changes apply from/)).toBeVisible();

  // Start from no charges, whatever an earlier run saved.
  const removeButtons = main.getByRole('button', { name: /^Remove / });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  await main.getByRole('button', { name: 'Add fixed charge' }).click();
  await main.getByLabel('Charge 1 name').fill('Garbage');
  await main.getByLabel('Charge 1 amount (KSh)').fill('300');
  await main.getByRole('button', { name: 'Add metered charge' }).click();
  await main.getByLabel('Meter 1 name').fill('Water');
  await main.getByLabel('Meter 1 unit').fill('m³');
  await main.getByLabel('Meter 1 rate (KSh per unit)').fill('150');
  const save = main.getByRole('button', { name: 'Save billing rules' });
  const box = await save.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await save.click();
  await expect(main.getByText(/Billing rules saved\. They apply from/)).toBeVisible();

  await page.goto('/admin/meter-readings');
  await main.getByLabel('Property', { exact: true }).selectOption({ label: 'Kilimani Heights' });
  await expect(main.getByRole('heading', { name: 'Unit A1' })).toBeVisible();
  await main.getByLabel("This month's reading (m³)").fill('120.5');
  await main.getByRole('button', { name: 'Save & next unit' }).click();
  await expect(main.getByRole('heading', { name: 'Unit A2' })).toBeVisible();
  await main.getByLabel("This month's reading (m³)").fill('88');
  await main.getByRole('button', { name: 'Save & next unit' }).click();
  await expect(main.getByText('Unit 3 of 4')).toBeVisible();

  // Back on A1 the reading just taken shows as this month's.
  await page.reload();
  await main.getByLabel('Property', { exact: true }).selectOption({ label: 'Kilimani Heights' });
  await expect(main.getByText(/Already read this month: 120.5 m³/)).toBeVisible();
  // Nothing wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
