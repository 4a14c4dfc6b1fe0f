import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, waitForMail } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, tokenFor } from '../support/tenants';

// Changing the account email (issue 17, item 6): Settings asks for the current password, the
// email changes only from the link mailed to the new address, and the old address is told.
// Desktop only (playwright.config.ts): each run houses a fresh tenant in a demo room.

const LINK = /http:\/\/[^\s/]+\/confirm-email\?token=[A-Za-z0-9_-]+/;

test('a tenant changes their email through the link mailed to the new address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tenant = await createHousedTenant(page.request, 'Achieng Email');
  const newEmail = `moved-${Date.now()}@example.test`;
  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/settings');

  const account = page.getByRole('form', { name: 'Account Settings' });
  await expect(account.getByLabel('Current Password')).toHaveCount(0);
  await account.getByLabel('Email').fill(newEmail);
  await account.getByLabel('Current Password').fill('Wrong-password-1');
  await account.getByRole('button', { name: 'Save Account Info' }).click();
  await expect(account.getByLabel('Current Password')).toHaveAccessibleDescription(
    /Your current password is incorrect\./,
  );
  await account.getByLabel('Current Password').fill(HOUSED_TENANT_PASSWORD);
  await account.getByRole('button', { name: 'Save Account Info' }).click();
  await expect(
    account.getByText(/Check your new email address to confirm the change\./),
  ).toBeVisible();
  await expect(account.getByLabel('Email')).toHaveValue(tenant.email);
  await expectAccessible(page);

  const notice = await waitForMail(tenant.email);
  expect(notice.text).toContain(`asked to change its email address to ${newEmail}`);
  const link = (await waitForMail(newEmail)).text.match(LINK)![0];

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm Your New Email' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Email Change' }).click();
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expectAccessible(page);

  await tokenFor(page.request, newEmail, HOUSED_TENANT_PASSWORD, 'tenant');
  const old = await page.request.post('/api/accounts/token/', {
    data: { email: tenant.email, password: HOUSED_TENANT_PASSWORD, user_type: 'tenant' },
  });
  expect(old.ok()).toBe(false);
});
