import { expect, test } from '@playwright/test';
import { expiredAccessToken, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

test('an unknown path goes to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor to /admin is sent to /login', async ({ page }) => {
  await page.goto('/admin/tenants');
  await expect(page).toHaveURL(/\/login$/);
});

test('a tenant opening an admin URL is sent to their own home', async ({ page }) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/admin/payments');
  await expect(page).toHaveURL(/\/tenant$/);
});

test('a landlord opening a tenant URL is sent to /admin, and /login sends them home', async ({
  page,
}) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/tenant/payments');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();
  const before = await page.evaluate(
    (keys) => ({
      refresh: localStorage.getItem(keys.refresh),
      user: localStorage.getItem('pango.user'),
    }),
    SESSION_KEYS,
  );
  const userId = JSON.parse(before.user ?? '{}').id as number;

  const expired = expiredAccessToken(userId, 'tenant');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    SESSION_KEYS.access,
    expired,
  ] as const);
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/accounts/token/refresh/') && r.status() === 200,
  );
  await page.reload();
  await refreshed;

  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();
  const after = await page.evaluate(
    (keys) => ({
      access: localStorage.getItem(keys.access),
      refresh: localStorage.getItem(keys.refresh),
    }),
    SESSION_KEYS,
  );
  expect(after.access).not.toBe(expired);
  // The server rotated the refresh token and the web kept the new one.
  expect(after.refresh).not.toBe(before.refresh);
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  // On phones the admin sidebar sits behind the Menu button.
  if (test.info().project.name === 'phone')
    await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
