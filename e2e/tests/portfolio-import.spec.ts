import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';

// Issue 21 item 1: a new landlord downloads the template, fills it (here: generated from the
// template's own header) with 2 properties, 12 units and 10 tenants with balances, previews it,
// imports it, and sees the dashboard and arrears at once. Desktop only (playwright.config.ts): the
// screen's 360 px layout is covered by its unit test and the settings journeys.

const PASSWORD = 'Landlord123';

test('a new landlord imports a filled template and sees the arrears on the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `import-${stamp}@example.test`;
  const registered = await page.request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Njeri Mwangi',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Kasarani, Nairobi',
      properties: [
        {
          name: 'Kasarani Court',
          address: 'Thika Road',
          units: [{ unit_number: 'K1', room_type: 'studio', monthly_rent: 8000 }],
        },
      ],
    },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, 'Landlord', email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();

  await page.goto('/admin/settings');
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Import' })
    .click();
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pango-import-template.csv');
  const template = await readFile((await download.path())!, 'utf8');
  const header = template.split(/\r?\n/)[0]!;
  expect(header).toContain('balance');

  // 12 units over 2 properties at KSh 10,000; tenants in the first 10: six owe 2,000, four
  // prepaid 1,000. This month's rent is charged at import: 6 x 12,000 + 4 x 9,000 = 108,000.
  const columns = header.split(',');
  const rows = Array.from({ length: 12 }, (_, i) => {
    const values: Record<string, string> = {
      property: i < 6 ? `Import Heights ${stamp}` : `Import Gardens ${stamp}`,
      unit: `H${i + 1}`,
      room_type: '1 Bedroom',
      rent: '10000',
      deposit: '10000',
    };
    if (i < 10)
      Object.assign(values, {
        tenant_name: `Imported Tenant ${i + 1}`,
        phone: `07${stamp.slice(-4)}${String(i).padStart(4, '0')}`,
        email: i === 0 ? `import-tenant-${stamp}@example.test` : '',
        move_in_date: '01/02/2025',
        balance: i < 6 ? '2000' : '-1000',
        deposit_held: '10000',
      });
    return columns.map((column) => values[column] ?? '').join(',');
  });
  await page.getByLabel(/Spreadsheet/).setInputFiles({
    name: 'my-books.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Will create 2 properties, 12 units and 10 tenants.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rows in the file' }).getByRole('row')).toHaveCount(
    13,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 12 units and 10 tenants.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Property Management selected the signup's property; the arrears are the whole portfolio's.
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'All properties' });
  await expect(page.getByRole('group', { name: 'Total Tenants' })).toContainText('10');
  await expect(page.getByRole('group', { name: 'Rent Due' })).toContainText('108,000');
  await expect(page.getByRole('group', { name: 'Total Properties' })).toContainText('3');
});
