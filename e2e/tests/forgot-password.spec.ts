import { expect, test } from '@playwright/test';
import { expectAccessible, TENANT, waitForMail } from '../support/fixtures';

test('the inline Forgot Password form emails a reset link and shows Check Your Email', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Forgot Password/ }).click();
  await page.getByLabel('Email').fill(TENANT.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('A password reset link has been sent to your email.')).toBeVisible();
  await expect(page.getByText(/The link is valid for 24 hours\./)).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(TENANT.email);
  expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/reset-password\/[^/\s]+\/[^/\s]+/);

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: 'Sign In as Tenant' })).toBeVisible();
});
