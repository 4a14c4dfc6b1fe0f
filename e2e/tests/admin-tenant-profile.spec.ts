import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Tenant details and the tenant statement (seed 001 section 2, seed 002 sections 2 and 5) for the
// demo tenant of scripts/lib/seed.mjs: deposit and rent payments on Kilimani Heights A2. Other
// journeys may end the tenancy (evict), so the status shown is read from the API.

type TenantRow = { id: number; status: 'active' | 'pending' | 'inactive'; booking_id: string };

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

async function demoTenant(page: Page): Promise<TenantRow> {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  const list = await apiGet<{ results: TenantRow[] }>(
    page,
    `/accounts/tenants/?search=${encodeURIComponent(TENANT.email)}&status=all`,
  );
  const tenant = list.results[0];
  if (!tenant) throw new Error('demo tenant not found');
  return tenant;
}

const STATUS_TEXT = { active: 'Active', pending: 'Pending', inactive: 'Inactive' } as const;

test('the landlord reads the demo tenant details and statement, and downloads it', async ({
  page,
}) => {
  const tenant = await demoTenant(page);
  await page.goto(`/admin/tenants/${tenant.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: TENANT.name })).toBeVisible();
  await expect(page.getByText(`Booking ID: ${tenant.booking_id}`)).toBeVisible();
  // The account's status beside the name (the Tenancies section below has its own status badges).
  await expect(
    page.locator('header').filter({ hasText: TENANT.name }).getByText(STATUS_TEXT[tenant.status], {
      exact: true,
    }),
  ).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact Information' });
  await expect(contact.getByText(TENANT.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Property and Lease' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emergency Contact' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View Transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}/transactions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const table = page.getByRole('table', { name: `Transactions of ${TENANT.name}` });
  await expect(table.getByText('Deposit for Kilimani Heights A2')).toBeVisible();
  await expect(table.getByText('Completed').first()).toBeVisible();
  const info = page.getByRole('region', { name: 'Tenant Information' });
  await expect(info.getByText(tenant.booking_id)).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Statement (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^otieno_odhiambo_statement_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Date,Description,Amount (KSh),Type,Reference,Method,Status,Kind');
  expect(rows.some((row) => row.includes('Deposit for Kilimani Heights A2'))).toBe(true);
});

test('an unknown tenant id shows Tenant Not Found', async ({ page }) => {
  await demoTenant(page);
  await page.goto('/admin/tenants/999999/details');
  await expect(page.getByRole('heading', { name: 'Tenant Not Found' })).toBeVisible();
  await page.goto('/admin/tenants/999999/transactions');
  await expect(page.getByRole('heading', { name: 'Tenant Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tenants' }).click();
  await expect(page).toHaveURL(/\/admin\/tenants$/);
});
