import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// The landlord's Payments screen (seed 001 sections 2, 4, 5, 8) on the demo data of
// scripts/lib/seed.mjs: Kilimani Heights holds the demo tenant's payments; Riverside Court has no
// tenant, so its rents are the ones changed here. Both projects run against one database, so rents
// are read from the API before each change rather than assumed.

type Unit = { id: number; unit_number: string; rent: number };
type Page_<T> = { results: T[] };

function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      const token = window.localStorage.getItem(key);
      const res = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as T;
    },
    { path, key: SESSION_KEYS.access },
  );
}

const ksh = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`;

async function openPayments(page: Page, propertyName: string) {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Property', exact: true })
    .selectOption({ label: propertyName });
  const properties = await apiGet<Page_<{ id: number; name: string }>>(
    page,
    '/accounts/properties/',
  );
  const property = properties.results.find((p) => p.name === propertyName);
  if (!property) throw new Error(`no property ${propertyName}`);
  return property.id;
}

async function unitOf(page: Page, propertyId: number, unitNumber: string): Promise<Unit> {
  const units = await apiGet<Page_<Unit>>(page, `/accounts/units/?property_id=${propertyId}`);
  const unit = units.results.find((u) => u.unit_number === unitNumber);
  if (!unit) throw new Error(`no unit ${unitNumber}`);
  return unit;
}

test('the landlord sees the payments with badges and downloads the CSV', async ({ page }) => {
  const propertyId = await openPayments(page, 'Kilimani Heights');
  const table = page.getByRole('table', { name: 'All Payments' });
  await expect(table.getByText(TENANT.name).first()).toBeVisible();
  await expect(table.getByText('Completed').first()).toHaveClass(/badge--success/);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rent_payments_kilimani_heights_${propertyId}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Payment ID,Client,Property,Unit,Amount (KSh),Type,Status,Method,Reference,M-Pesa Receipt,Description,Date,Completed At',
  );
  expect(rows.some((row) => row.includes(`${TENANT.name},Kilimani Heights,A2`))).toBe(true);
});

test('the landlord edits a rent inline and applies a 10% bulk update', async ({ page }) => {
  const propertyId = await openPayments(page, 'Riverside Court');
  const prices = page.getByRole('region', { name: 'Unit Rental Prices' });

  // Search really filters, then an inline edit of R1
  await prices.getByLabel('Search for unit').fill('R1');
  await expect(prices.getByText('Unit R2')).toHaveCount(0);
  const r1 = await unitOf(page, propertyId, 'R1');
  await prices.getByRole('button', { name: 'Edit rent of unit R1' }).click();
  await prices.getByLabel('Monthly rent for unit R1 (KSh)').fill(String(r1.rent + 500));
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(prices.getByText(ksh(r1.rent + 500))).toBeVisible();
  expect((await unitOf(page, propertyId, 'R1')).rent).toBe(r1.rent + 500);
  await prices.getByLabel('Search for unit').fill('');

  // Bulk: +10% on the 3 bedroom units of Riverside Court, previewed by the server first
  const r3 = await unitOf(page, propertyId, 'R3');
  const newRent = Math.round(r3.rent * 1.1);
  const bulk = page.getByRole('region', { name: 'Bulk Price Update' });
  const apply = bulk.getByRole('button', { name: 'Apply Update' });
  await expect(apply).toBeDisabled();
  await bulk.getByLabel('Update type').selectOption('percentage');
  await bulk.getByLabel('Unit type').selectOption({ label: '3 Bedroom' });
  await bulk.getByLabel('Percentage change').fill('10');
  await expect(bulk.getByText('Preview: 1 unit would change.')).toBeVisible();
  await expect(bulk.getByText(`Unit R3: ${ksh(r3.rent)} → ${ksh(newRent)}`)).toBeVisible();
  await expectAccessible(page);
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bulk Price Update' });
  await dialog.getByRole('button', { name: 'Confirm Update' }).click();
  await expect(page.getByText('Updated the rent of 1 unit.')).toBeVisible();
  await prices.getByLabel('Search for unit').fill('R3');
  await expect(prices.getByText(ksh(newRent))).toBeVisible();
  expect((await unitOf(page, propertyId, 'R3')).rent).toBe(newRent);
});
