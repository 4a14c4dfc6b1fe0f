import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn, waitForMail } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD } from '../support/tenants';

// "Delete my account" (issue 22 item 5, ADR 036) against the real API: a housed tenant asks in
// Settings, is told what is erased, what is kept and why it waits; their landlord is emailed and
// sees the request in Settings and on the tenant's profile.

test('a tenant asks for their account to be deleted and the landlord sees the request', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = testInfo.project.name === 'phone' ? 'Achieng Auma' : 'Mwangi Kariuki';
  const tenant = await createHousedTenant(page.request, name);

  await test.step('the tenant reads what goes and what stays, then asks with the password', async () => {
    await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
    await expect(page).toHaveURL(/\/tenant$/);
    await page.goto('/tenant/settings');
    const card = page.getByRole('region', { name: 'Delete my account' });
    await expect(card.getByText(/Tax Procedures Act 2015, section 23/)).toBeVisible();
    await expect(card.getByText('Your email address and phone number')).toBeVisible();
    await card.getByRole('button', { name: 'Delete my account' }).click();
    await card.getByLabel('Your password').fill('not-my-password');
    await card.getByRole('button', { name: 'Confirm: delete my account' }).click();
    await expect(card.getByText('Your password is not correct.')).toBeVisible();
    await card.getByLabel('Your password').fill(HOUSED_TENANT_PASSWORD);
    await card.getByRole('button', { name: 'Confirm: delete my account' }).click();
    await expect(card.getByText('Waiting until your account is settled:')).toBeVisible();
    await expect(
      card.getByText('You still live in the unit: your tenancy must end first.'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Withdraw my request' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the landlord is emailed and sees the request', async () => {
    const mail = await waitForMail(LANDLORD.email, `${name} asked Pango to delete their account`);
    expect(mail.text).toContain('Their money is not settled yet');
    const landlordPage = await browser.newPage();
    await signIn(landlordPage, 'Landlord', LANDLORD.email, LANDLORD.password);
    await expect(landlordPage).toHaveURL(/\/admin/);
    await landlordPage.goto('/admin/settings');
    const requests = landlordPage.getByRole('region', { name: 'Account Deletion Requests' });
    const row = requests.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Waiting');
    await expect(row).toContainText('Their tenancy has not ended.');
    await expect(row.getByRole('button', { name: 'Erase now' })).toHaveCount(0);
    await row.getByRole('link', { name }).click();
    await expect(landlordPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      landlordPage.getByText(/This tenant asked on .* for their account to be deleted/),
    ).toBeVisible();
    await landlordPage.close();
  });
});
