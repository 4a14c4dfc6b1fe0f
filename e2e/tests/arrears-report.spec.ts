import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn, waitForMail } from '../support/fixtures';
import { createHousedTenant, tokenFor } from '../support/tenants';

// The arrears ageing report (issue 24 item 2): the landlord opens Payments → Arrears, finds a
// tenant who owes in a bucket, downloads the CSV and reminds them in one click; the tenant's
// mailbox receives the reminder with the amount.

test('the landlord sees a tenant in arrears, downloads the CSV and reminds them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tenant = await createHousedTenant(page.request, 'Nyokabi Arrears');
  // A one-off charge booked today: due today, so it sits in "Current".
  const landlord = await tokenFor(page.request, LANDLORD.email, LANDLORD.password, 'landlord');
  const headers = { Authorization: `Bearer ${landlord}` };
  const history = await page.request.get(`/api/accounts/tenants/${tenant.id}/tenancies/`, {
    headers,
  });
  expect(history.ok()).toBe(true);
  const [tenancy] = ((await history.json()) as { results: { id: number }[] }).results;
  const charged = await page.request.post(
    `/api/accounts/tenancies/${tenancy!.id}/ledger-adjustments/`,
    { headers, data: { kind: 'charge', amount: 7_350, reason: 'Water arrears' } },
  );
  expect(charged.status()).toBe(201);

  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await page.getByRole('link', { name: 'View arrears' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arrears' })).toBeVisible();

  // The shell remembers one property; the tenant may live in another.
  await page.getByRole('main').getByLabel('Property').selectOption({ label: 'All Properties' });
  const row = page.getByRole('row').filter({ hasText: 'Nyokabi Arrears' });
  await expect(row).toBeVisible();
  await expect(row.locator('td[data-label="Total"]')).toContainText(/KSh [\d,]+/);
  await expect(row.locator('td[data-label="Current"]')).toContainText('KSh');
  const totals = page.getByRole('list', { name: /Arrears totals as of/ });
  await expect(totals.getByText('Current')).toBeVisible();
  await expectAccessible(page);
  // Ten columns: the table scrolls inside its card, never the page.
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrolls).toBe(false);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^arrears_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('Tenant,Phone,Property,Unit,Current (KSh)');
  expect(csv).toContain('Nyokabi Arrears');

  await row.getByRole('button', { name: 'Remind Nyokabi Arrears' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reminder email queued for 1 tenant.' }),
  ).toBeVisible();
  const mail = await waitForMail(tenant.email, 'Amount due');
  expect(mail.text).toMatch(/Amount due: KSh [\d,]+/);
});
