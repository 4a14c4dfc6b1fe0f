import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Issue 24 items 5 and 6 (ADR 039): the landlord opens KRA Monthly Rental Income from Payments,
// sees last month (the default), adds the demo tenant's KRA PIN and downloads the CSV for iTax.

type Report = {
  gross_rent: number;
  tenants: { results: { name: string; gross_rent: number }[] };
};

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const token = window.localStorage.getItem(key);
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { method, path, body, key: SESSION_KEYS.access },
  );
}

/** Last month in Nairobi (YYYY-MM) and a day in it (YYYY-MM-DD). */
function lastMonth(): { month: string; day: string } {
  const nairobi = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const first = new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth() - 1, 1));
  const month = first.toISOString().slice(0, 7);
  return { month, day: `${month}-10` };
}

const tenantGross = (report: Report) =>
  report.tenants.results
    .filter((t) => t.name === TENANT.name)
    .reduce((sum, t) => sum + t.gross_rent, 0);

test('the landlord downloads last month’s MRI CSV with the tenant’s PIN and rent', async ({
  page,
}) => {
  const { month, day } = lastMonth();
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  const tenants = await api<{ results: { id: number }[] }>(
    page,
    'GET',
    `/api/accounts/tenants/?search=${encodeURIComponent(TENANT.email)}&status=all`,
  );
  const tenantId = tenants.results[0]!.id;
  const before = await api<Report>(
    page,
    'GET',
    `/api/payments/reports/mri/?month=${month}&page_size=100`,
  );
  // Rent the demo tenant paid in cash on the 10th of last month, recorded by hand.
  await api(page, 'POST', '/api/payments/manual/', {
    tenant_id: tenantId,
    kind: 'rent',
    amount: 2_500,
    method: 'cash',
    reference: `MRI-${Date.now().toString(36).toUpperCase()}`,
    paid_on: day,
  });
  const expectedGross = tenantGross(before) + 2_500;
  const pin = `A${String(Date.now() % 1_000_000_000).padStart(9, '0')}Z`;

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await page.getByRole('link', { name: 'Open tax figures' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'KRA Monthly Rental Income' }),
  ).toBeVisible();
  await expect(
    page.getByText('Pango prepares these figures; you file the return on KRA iTax.'),
  ).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(month);
  // Due on the 20th of the month after: this month.
  const thisMonth = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 7);
  await expect(page.getByText(`File and pay by ${thisMonth}-20.`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: TENANT.name }).first();
  await expect(row).toContainText(`KSh ${expectedGross.toLocaleString('en-US')}`);
  await row.getByRole('button', { name: new RegExp(`(Add|Edit) PIN of ${TENANT.name}`) }).click();
  await page.getByLabel(`KRA PIN of ${TENANT.name}`).fill(pin.toLowerCase());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText(pin);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`kra-monthly-rental-income-${month}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(
    'Tenant KRA PIN,Tenant name,Property,Gross rent received (KSh),Tax rate,Tax (KSh),Withholding certificate,Tax withheld (KSh)',
  );
  const tenantLine = lines.find((line) => line.startsWith(`${pin},${TENANT.name},`));
  expect(tenantLine, 'the tenant’s row carries the PIN just saved').toBeDefined();
  const cells = tenantLine!.split(',');
  expect(Number(cells[3])).toBe(expectedGross);
  expect(cells[4]).toBe('0.075');
  expect(Number(cells[5])).toBe(Math.floor((expectedGross * 750 + 5000) / 10000));
});
