import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, type HousedTenant } from '../support/tenants';

// Tenant Settings (seed 002 sections 2, 5, 8; issue 9 point 4) against the real API. Each run
// registers and approves a fresh tenant under the demo landlord, so the demo tenant the other
// specs sign in as keeps its phone, password and preferences.

const PASSWORD = HOUSED_TENANT_PASSWORD;
const NEW_PASSWORD = 'Sunrise#2026';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function openSettings(page: Page, tenant: HousedTenant, password = PASSWORD) {
  await signIn(page, 'Tenant', tenant.email, password);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a tenant updates contact details, move-in date, ID, notifications and password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const isPhone = testInfo.project.name === 'phone';
  const tenant = await createHousedTenant(page.request, isPhone ? 'Mumbua Nduku' : 'Kamau Njoroge');
  const phoneNumber = isPhone ? '0733000101' : '0733000202';
  const moveIn = isPhone ? '2026-03-01' : '2026-04-15';
  const fileName = `national-id-${testInfo.project.name}.pdf`;

  // The phone run uses the 360 px width the screen is designed for.
  if (isPhone) await page.setViewportSize({ width: 360, height: 740 });
  await openSettings(page, tenant);
  const account = page.getByRole('form', { name: 'Account Settings' });
  await expect(account.getByLabel('Email')).toHaveValue(tenant.email);
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await test.step('contact details and move-in date survive a reload', async () => {
    await account.getByLabel('Phone Number').fill('12345');
    await account.getByRole('button', { name: 'Save Account Info' }).click();
    await expect(account.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await account.getByLabel('Phone Number').fill(phoneNumber);
    await account.getByRole('button', { name: 'Save Account Info' }).click();
    await expect(account.getByText('Account information updated successfully.')).toBeVisible();

    const moveInForm = page.getByRole('form', { name: 'Move-in Date' });
    await moveInForm.getByLabel('Move-in Date').fill(moveIn);
    await moveInForm.getByRole('button', { name: 'Save Move-in Date' }).click();
    await expect(moveInForm.getByText('Move-in date updated successfully.')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Account Settings' }).getByLabel('Phone Number'),
    ).toHaveValue(`254${phoneNumber.slice(1)}`); // stored canonical (2547…, issue 25 item 4)
    await expect(
      page.getByRole('form', { name: 'Move-in Date' }).getByLabel('Move-in Date'),
    ).toHaveValue(moveIn);
  });

  await test.step('an ID document is checked, uploaded and listed', async () => {
    const idForm = page.getByRole('form', { name: 'ID Document' });
    await expect(idForm.getByText('No ID document uploaded yet.')).toBeVisible();
    await idForm.getByRole('button', { name: 'Upload Document' }).click();
    await expect(idForm.getByText('Please select a document to upload.')).toBeVisible();
    await idForm.getByLabel('Upload ID Document').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an id'),
    });
    await expect(idForm.getByText('Only PDF, JPEG, JPG, and PNG files are allowed')).toBeVisible();
    await idForm
      .getByLabel('Upload ID Document')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await idForm.getByRole('button', { name: 'Upload Document' }).click();
    await expect(idForm.getByText('ID document uploaded successfully!')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'ID Document' });
    await expect(reloaded.getByText(fileName)).toBeVisible();
    const popup = page.waitForEvent('popup');
    await reloaded.getByRole('button', { name: `View ${fileName}` }).click();
    const viewer = await popup;
    expect(viewer.url()).toMatch(/^blob:/);
    await viewer.close();
  });

  await test.step('a notification preference is saved on the server', async () => {
    const prefs = page.getByRole('form', { name: 'Notifications' });
    const rent = prefs.getByRole('checkbox', { name: 'Email for rent reminders' });
    await expect(rent).toBeChecked();
    await rent.uncheck();
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(prefs.getByText('Notification preferences saved.')).toBeVisible();
    await page.reload();
    const after = page.getByRole('form', { name: 'Notifications' });
    await expect(
      after.getByRole('checkbox', { name: 'Email for rent reminders' }),
    ).not.toBeChecked();
    await expect(after.getByRole('checkbox', { name: 'Email for announcements' })).toBeChecked();
  });

  await test.step('the password changes and signs in', async () => {
    const pw = page.getByRole('form', { name: 'Change Password' });
    await pw.getByLabel('Current Password').fill(PASSWORD);
    await pw.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await pw.getByLabel('Confirm New Password').fill('Mismatch#2026');
    await pw.getByRole('button', { name: 'Change Password' }).click();
    await expect(pw.getByText('New passwords do not match.')).toBeVisible();
    await pw.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await pw.getByRole('button', { name: 'Change Password' }).click();
    await expect(pw.getByText('Password changed successfully.')).toBeVisible();
    await expect(pw.getByLabel('Current Password')).toHaveValue('');
    await expectAccessible(page);

    await page.evaluate(() => localStorage.clear());
    await openSettings(page, tenant, NEW_PASSWORD);
  });

  await test.step('the landlord sees the uploaded document', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/tenants/${tenant.id}/details`);
    await expect(page.getByText(fileName)).toBeVisible();
    await expect(page.getByRole('button', { name: `Preview ${fileName}` })).toBeVisible();
  });
});
