import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';
import { tokenFor } from '../support/tenants';

// Issue 17 item 3: a landlord near the plan's unit limit is told how many units fit before
// anything is created, and a bulk add the server refuses is reported as what it is (none
// created), on screen. A fresh trial landlord with 8 units is on the Starter tier's 10 units
// (ADR 013), so each run starts clean on phone and desktop.

const PASSWORD = 'Landlord123';

async function registerLandlord(page: Page, email: string, units: number) {
  const res = await page.request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Akinyi Otieno',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Lavington, Nairobi',
      properties: [
        {
          name: 'Lavington Gardens',
          address: 'James Gichuru Road',
          units: Array.from({ length: units }, (_, i) => ({
            unit_number: `L${i + 1}`,
            room_type: '1-bedroom',
            monthly_rent: 20000,
          })),
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole('group', { name });

test('a landlord at the plan limit is told before adding, and a refused bulk add says none were added', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `limits-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await registerLandlord(page, email, 8);
  await signIn(page, 'Landlord', email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
  await expect(card(page, 'Total Units')).toContainText('8');

  // The signup property holds exactly its 8 units: raise its capacity so only the plan limits.
  const access = await tokenFor(page.request, email, PASSWORD, 'landlord');
  const auth = { Authorization: `Bearer ${access}` };
  const list = await page.request.get('/api/accounts/properties/', { headers: auth });
  const propertyId = ((await list.json()) as { results: { id: number }[] }).results[0]!.id;
  const raised = await page.request.put(`/api/accounts/properties/${propertyId}/`, {
    headers: auth,
    data: { unit_count: 20 },
  });
  expect(raised.ok()).toBe(true);
  await page.getByRole('button', { name: 'Refresh Data' }).click();

  // The dialog says up front that 2 fit.
  await page.getByRole('button', { name: 'Bulk Add Units' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Add Units' });
  await expect(bulk.getByText('You can add 2 more units on your plan.')).toBeVisible();
  await expectAccessible(page);

  // Meanwhile another tab takes the last two units: the server refuses the whole range.
  for (const unit_number of ['X1', 'X2']) {
    const created = await page.request.post('/api/accounts/units/create/', {
      headers: auth,
      data: { property_obj: propertyId, unit_number, room_type: 'studio', rent: 9000 },
    });
    expect(created.status()).toBe(201);
  }
  await bulk.getByLabel('Unit Type').selectOption({ label: 'Studio' });
  await bulk.getByLabel('Prefix (optional)').fill('N');
  await bulk.getByLabel('End Number').fill('2');
  await bulk.getByLabel('Monthly Rent (KSh)').fill('9000');
  await bulk.getByRole('button', { name: 'Add Units' }).click();
  const summary = bulk.getByText('Created 0 units. 2 failed.');
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport();
  await expect(bulk.getByText('Subscription Limit Reached')).toBeInViewport();
  await expect(bulk.getByText('Your plan allows 10 units; you have 10')).toBeVisible();
  await expect(bulk.getByText(/Finished/)).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Close' }).first().click();
  await expect(card(page, 'Total Units')).toContainText('10');
  await expect(page.getByText('N1', { exact: true })).toHaveCount(0);

  // At 10 of 10 the dialog offers nothing to send.
  await page.getByRole('button', { name: 'Bulk Add Units' }).click();
  await expect(bulk.getByText('Subscription Limit Reached')).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Add Units' })).toBeDisabled();
  await bulk.getByRole('button', { name: 'Cancel' }).click();

  // And a new property cannot be created only for its units to fail.
  await page.getByRole('link', { name: 'Create New Property' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Property' })).toBeVisible();
  await expect(page.getByText('Subscription Limit Reached')).toBeInViewport();
  await expect(page.getByText('Your plan allows 10 units; you have 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Property' })).toBeDisabled();
  await expectAccessible(page);
});
