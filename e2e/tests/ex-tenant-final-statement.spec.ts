import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, tokenFor } from '../support/tenants';

// Issue 18 item 4: once a tenancy ends the tenant loses the unit's screens but keeps read access
// to their history and the final statement (PDF). A fresh tenant is housed and then removed by the
// landlord, which ends the tenancy through the same path as a move-out.

test('a tenant whose tenancy ended reads its record and downloads the final statement', async ({
  page,
  request,
}) => {
  const tenant = await createHousedTenant(request, 'Achieng Former');
  const me = await request.get('/api/accounts/me/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
  });
  const { current_unit: unit } = (await me.json()) as {
    current_unit: { id: number; unit_number: string };
  };
  const landlord = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  const removed = await request.post(`/api/accounts/units/${unit.id}/remove-tenant/`, {
    headers: { Authorization: `Bearer ${landlord}` },
  });
  expect(removed.ok()).toBe(true);

  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  const panel = page.getByRole('group', { name: 'Your tenancy has ended' });
  await expect(panel).toContainText(unit.unit_number);
  await expect(panel.getByRole('button', { name: 'Download Final Statement' })).toBeVisible();
  // The dashboard's unit actions are gone (the tab bar keeps its links; their screens say why).
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Pay Rent' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Report Issue' })).toHaveCount(0);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download Final Statement' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^final-statement-.+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The payment history stays readable; paying is no longer offered.
  await page.goto('/tenant/payments');
  await expect(page.getByRole('heading', { name: 'Payment Center' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.goto('/tenant/report');
  await expect(page.getByText(/No unit assigned to your account/)).toBeVisible();
});
