import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import {
  confirmApplication,
  createHousedTenant,
  HOUSED_TENANT_PASSWORD,
  tokenFor,
} from '../support/tenants';

// Issue 18, done when: the tenant gives notice → the landlord moves them out with two deductions
// → the refund is recorded → the tenant signs in and reads the final statement and the refund; the
// unit is vacant, a new tenant is approved into it, and the old tenancy stays in the unit's
// history. A fresh tenant in a demo room plays it (the demo tenant stays as seeded); after each
// sign-in every step clicks the app's own links.

const DEPOSIT = 20_000;
const ksh = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`;
const nairobiDaysAhead = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function adminNav(page: Page, link: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .click();
}

test('notice, move-out with deductions, refund, final statement, and the unit re-let with its history', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tenant = await createHousedTenant(request, 'Wambui Lifecycle');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const home = await request.get('/api/accounts/tenant/dashboard/', {
    headers: auth(tenant.access),
  });
  const { unit } = (await home.json()) as {
    unit: { id: number; unit_number: string; property_name: string };
  };
  const landlordToken = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  // The deposit was paid in cash when the keys were handed over: recorded by hand, held for her.
  const deposit = await request.post('/api/payments/manual/', {
    headers: auth(landlordToken),
    data: {
      tenant_id: tenant.id,
      kind: 'deposit',
      amount: DEPOSIT,
      method: 'cash',
      reference: `DEP-${Date.now()}`,
      paid_on: nairobiDaysAhead(0),
    },
  });
  expect(deposit.status()).toBe(201);

  await test.step('the tenant gives notice from Settings', async () => {
    await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
    await expect(page).toHaveURL(/\/tenant$/);
    const roomDetails = page.getByRole('main').locator('dt', { hasText: 'Deposit held' });
    await expect(roomDetails.locator('xpath=following-sibling::dd[1]')).toHaveText(ksh(DEPOSIT));
    await page
      .getByRole('navigation', { name: 'Tenant' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const form = page.getByRole('form', { name: 'Give Notice' });
    await form.getByLabel('Move-out Date').fill(nairobiDaysAhead(35));
    await form.getByRole('button', { name: 'Give Notice' }).click();
    await expect(form.getByText(/Notice given\. Your move-out date is/)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  let refundDue = '';
  await test.step('the landlord moves her out with two deductions and records the refund', async () => {
    await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
    await expect(page).toHaveURL(/\/admin$/);
    await adminNav(page, 'Tenants');
    await page
      .getByRole('combobox', { name: 'Selected property' })
      .selectOption({ label: unit.property_name });
    await page.getByLabel('Search').fill(tenant.email);
    await page.getByRole('button', { name: `Actions for ${tenant.name}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await expect(page.getByText(/On notice — moving out on/)).toBeVisible();

    await page.getByRole('button', { name: 'Move Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Out' });
    await dialog.getByRole('button', { name: 'Add deduction' }).click();
    await dialog.getByLabel('Reason 1').fill('Repaint bedroom');
    await dialog.getByLabel('Amount 1 (KSh)').fill('3500');
    await dialog.getByRole('button', { name: 'Add deduction' }).click();
    await dialog.getByLabel('Reason 2').fill('Replace broken window pane');
    await dialog.getByLabel('Amount 2 (KSh)').fill('2000');
    await dialog.getByRole('button', { name: 'Confirm Move Out' }).click();
    await expect(dialog.getByText(/has moved out\. The unit is now vacant\./)).toBeVisible();
    // Deposit held, Unpaid rent, Deductions, Refund due, Balance after (the API's settlement).
    const settlement = dialog.getByRole('definition');
    await expect(settlement.nth(0)).toHaveText(ksh(DEPOSIT));
    await expect(settlement.nth(2)).toHaveText(ksh(5_500));
    refundDue = (await settlement.nth(3).textContent())!.trim();
    expect(refundDue).toMatch(/^KSh [1-9][\d,]*$/);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Record Refund' });
    await expect(refund.getByLabel('Amount refunded (KSh)')).toHaveValue(
      refundDue.replace(/[^\d]/g, ''),
    );
    await refund.getByLabel('Method').selectOption({ label: 'M-Pesa' });
    await refund.getByLabel('Reference').fill('SKL4M2P9QX');
    await refund.getByRole('button', { name: 'Save Refund' }).click();
    await expect(
      refund.getByText(`Refund of ${refundDue} recorded.`, { exact: false }),
    ).toBeVisible();
    // The footer's Close (the dialog's corner button has the same name).
    await refund.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step('the tenant reads the final statement and the refund', async () => {
    await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
    const panel = page.getByRole('group', { name: 'Your tenancy has ended' });
    await expect(panel).toContainText(unit.unit_number);
    await expect(panel).toContainText('Repaint bedroom');
    await expect(panel).toContainText('Replace broken window pane');
    await expect(panel).toContainText(`${refundDue} paid on`);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Final Statement' }).click(),
    ]);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step('a new tenant is approved into the vacant unit; the old tenancy stays in its history', async () => {
    const email = `relet-${Date.now()}@example.test`;
    const register = await request.post('/api/accounts/tenant/register/complete/', {
      multipart: {
        session_id: crypto.randomUUID(),
        landlord_code: 'PNG-DEMO1',
        full_name: 'Kiprono Nextdoor',
        national_id: 'CD7654322',
        email,
        phone_number: '0712345679',
        emergency_contact: '0723456780',
        password: HOUSED_TENANT_PASSWORD,
        unit_code: String(unit.id),
        already_living_in_property: 'true',
        upload_id_later: 'true',
      },
    });
    expect(register.status()).toBe(201);
    await confirmApplication(request, email);
    const pending = await request.get('/api/accounts/tenant-applications/pending/', {
      headers: auth(landlordToken),
    });
    const { results } = (await pending.json()) as {
      results: { id: number; tenant_email: string }[];
    };
    const application = results.find((a) => a.tenant_email === email)!;
    const approved = await request.post(
      `/api/accounts/tenant-applications/${application.id}/approve/`,
      { headers: auth(landlordToken) },
    );
    expect(approved.ok()).toBe(true);

    await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
    await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
    await page
      .getByRole('main')
      .getByLabel('Property', { exact: true })
      .selectOption({ label: unit.property_name });
    await page.getByRole('button', { name: `History of unit ${unit.unit_number}` }).click();
    const history = page.getByRole('dialog', { name: `Unit ${unit.unit_number}` });
    await expect(history).toContainText('Kiprono Nextdoor');
    await expect(history).toContainText('Wambui Lifecycle');
    await expectAccessible(page);
    // The room goes back to the demo landlord's vacant ones for the journeys after this one.
    const removed = await request.post(`/api/accounts/units/${unit.id}/remove-tenant/`, {
      headers: auth(landlordToken),
    });
    expect(removed.ok()).toBe(true);
  });
});
