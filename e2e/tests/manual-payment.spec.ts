import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Issue 19 items 7 and 8: the landlord records a cash payment for the demo tenant from the
// tenant's details page; it is credited at once, shows in Payments with a Receipt, and the
// receipt downloads as a PDF.

type TenantRow = { id: number; unit: { unit_number: string } | null };

async function demoTenant(page: Page): Promise<TenantRow> {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  const list = await page.evaluate(
    async ({ email, key }) => {
      const token = window.localStorage.getItem(key);
      const res = await fetch(
        `/api/accounts/tenants/?search=${encodeURIComponent(email)}&status=all`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      return (await res.json()) as { results: TenantRow[] };
    },
    { email: TENANT.email, key: SESSION_KEYS.access },
  );
  const tenant = list.results[0];
  if (!tenant) throw new Error('demo tenant not found');
  return tenant;
}

test('the landlord records a cash payment and downloads its receipt', async ({ page }) => {
  const tenant = await demoTenant(page);
  // The seed houses the demo tenant in Kilimani Heights A2; a payment is credited to that unit.
  expect(tenant.unit, 'the demo tenant has a unit').not.toBeNull();
  const reference = `CASH-${Date.now().toString(36).toUpperCase()}`;

  await page.goto(`/admin/tenants/${tenant.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: TENANT.name })).toBeVisible();
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByText(TENANT.name)).toBeVisible();
  await dialog.getByLabel('Amount (KSh)').fill('1500');
  await dialog.getByLabel('Method').selectOption('cash');
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByLabel('Note (optional)').fill('Paid at the caretaker’s office');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(/^Payment recorded\. Receipt RCT-\d{6}\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/payments');
  // The demo tenant lives in Kilimani Heights; the page opens on the last property chosen.
  await page.getByRole('main').getByRole('combobox', { name: 'Property' }).selectOption({
    label: 'Kilimani Heights',
  });
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByText('Completed')).toBeVisible();
  const receipt = row.getByRole('button', { name: /^Receipt RCT-\d{6} \(PDF\)$/ });
  await expect(receipt).toBeVisible();
  const downloading = page.waitForEvent('download');
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-RCT-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
