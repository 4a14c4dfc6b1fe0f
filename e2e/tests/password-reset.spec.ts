import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, signIn, TENANT } from '../support/fixtures';

// The demo tenant's password is changed here and put back afterwards (through the same reset API),
// because sign-in.spec.ts and routing.spec.ts sign in with TENANT.password.

const LINK_PATTERN = /http:\/\/[^\s/]+\/reset-password\/([^/\s]+)\/([^/\s]+)/;

type Mail = { to: string[]; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  const port = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
  const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/**
 * The reset link of the next mail to `to`. The mailbox keeps every mail of the run (other specs
 * send the same tenant links too), so wait for one more than were there before.
 */
async function nextResetLink(to: string, seenBefore: number): Promise<string> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(to)).length, { timeout: 10_000 })
    .toBeGreaterThan(seenBefore);
  const link = mails.at(-1)!.text.match(LINK_PATTERN)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

/** Sets a password through the API's reset flow: request, read the mail, confirm. */
async function resetThroughApi(request: APIRequestContext, email: string, password: string) {
  const seen = (await mailsTo(email)).length;
  const asked = await request.post('/api/accounts/password/reset/', { data: { email } });
  expect(asked.ok()).toBe(true);
  const [, uid, token] = (await nextResetLink(email, seen)).match(LINK_PATTERN)!;
  const confirmed = await request.post('/api/accounts/password/reset/confirm/', {
    data: { uid, token, new_password: password },
  });
  expect(confirmed.ok()).toBe(true);
}

let hasChangedTenantPassword = false;

test.afterEach(async ({ request }) => {
  if (!hasChangedTenantPassword) return;
  await resetThroughApi(request, TENANT.email, TENANT.password);
  hasChangedTenantPassword = false;
});

test('a tenant resets a forgotten password from the emailed link', async ({ page }) => {
  const newPassword = `Fresh${Date.now()}x`;
  const seen = (await mailsTo(TENANT.email)).length;

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(TENANT.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('A password reset link has been sent to your email.')).toBeVisible();
  await expect(page.getByText(/The link is valid for 24 hours\./)).toBeVisible();
  await expectAccessible(page);

  const link = await nextResetLink(TENANT.email, seen);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);

  const lengthRule = page.getByRole('listitem').filter({ hasText: 'At least 8 characters' });
  await expect(lengthRule).toContainText('(not met)');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await expect(lengthRule).toContainText('(met)');
  await expect(lengthRule).not.toContainText('(not met)');
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  hasChangedTenantPassword = true;
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  // The success view returns to / after 3 s, which a signed-out visitor sees as /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, 'Tenant', TENANT.email, newPassword);
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();

  // A link works once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(`${newPassword}2`);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}2`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Invalid reset link. Please try again.' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  await alert.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('/reset-password without a link goes to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
});

test('/reset-success goes to /login after 5 s', async ({ page }) => {
  await page.goto('/reset-success');
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});
