import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Issue 18 item 2: deposits held as a liability. The seed (scripts/lib/seed.mjs) has the demo
// tenant pay their deposit for Kilimani Heights A2 before moving in; the landlord sees it held in
// Tenant Management → Deposits and the tenant sees it on their dashboard. Amounts are read from the
// API (other journeys of the run change the demo data), the screens must show the same.

type DepositList = {
  results: { tenant: { full_name: string }; amount_agreed: number; amount_held: number }[];
};
type Dashboard = { deposit: { held: number } | null };

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

test('the landlord sees the demo tenant’s deposit held under Tenant Management → Deposits', async ({
  page,
}) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/tenants');
  await page.getByRole('tab', { name: 'Deposits' }).click();
  // The screen follows the top bar's property, which may be another one: choose the tenant's.
  await page
    .getByRole('combobox', { name: 'Property', exact: true })
    .selectOption('Kilimani Heights');
  const table = page.getByRole('table', { name: 'Deposits' });
  const row = table.getByRole('row').filter({ hasText: TENANT.name }).first();
  await expect(row).toBeVisible();

  const list = await apiGet<DepositList>(page, '/accounts/deposits/?page_size=100');
  const demo = list.results.find((r) => r.tenant.full_name === TENANT.name)!;
  expect(demo.amount_held).toBeGreaterThan(0);
  await expect(row).toContainText('Kilimani Heights');
  await expect(row).toContainText(ksh(demo.amount_held));
  await expect(row).toContainText('Held');
  await expect(page.getByRole('table', { name: 'Deposits per property' })).toContainText(
    'Kilimani Heights',
  );
  await expectAccessible(page);
});

test('the demo tenant sees the deposit held for them on their dashboard', async ({ page }) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  const room = page.getByRole('group', { name: 'Room Details' });
  await expect(room).toBeVisible();
  const { deposit } = await apiGet<Dashboard>(page, '/accounts/tenant/dashboard/');
  expect(deposit!.held).toBeGreaterThan(0);
  await expect(
    room.locator('dt', { hasText: 'Deposit held' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(ksh(deposit!.held));
});
