import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn, TENANT, waitForMail } from '../support/fixtures';

// Report an Issue (seed 002 sections 2, 4, 5 and 8): the demo tenant reads the terms to the end,
// accepts them, reports an issue for their unit and the landlord sees it on Reports and Issues.

test('the tenant accepts the terms only after scrolling, reports an issue and the landlord sees it', async ({
  page,
}, testInfo) => {
  const title = `Broken gate lock ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Issue' })).toBeVisible();
  await expect(page.getByText(/You must accept the Terms & Conditions/)).toBeVisible();
  await expect(page.getByText(TENANT.name, { exact: true }).last()).toBeVisible();
  await expect(page.getByLabel('Title *')).toBeDisabled();
  await expectAccessible(page);

  // The prompt opens by itself after 2 seconds and cannot be dismissed before acceptance.
  const dialog = page.getByRole('dialog', { name: /Terms & Conditions/ });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  const accept = dialog.getByRole('button', { name: 'Scroll to Enable' });
  await expect(accept).toBeDisabled();
  await expect(dialog.getByText('Please scroll to the bottom to accept')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const body = dialog.getByRole('region', { name: 'Terms text' });
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const proceed = dialog.getByRole('button', { name: 'I Accept and Proceed to Report' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Terms & Conditions Again' })).toBeVisible();

  await page.getByLabel('Category *').selectOption({ label: 'Security (Locks, Gates, Break-ins)' });
  await page.getByLabel('Priority *').selectOption('high');
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('The main gate lock is broken and does not close.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(
    page.getByText('Report submitted successfully. Returning to your dashboard...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tenant$/);

  const mail = await waitForMail(LANDLORD.email);
  expect(mail.text).toContain(title);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports and Issues' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'All properties' });
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Security (Locks, Gates, Break-ins)');
  await expect(card).toContainText(TENANT.name);
});
