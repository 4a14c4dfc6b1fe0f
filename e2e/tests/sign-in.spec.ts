import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, PENDING_TENANT, signIn, TENANT } from '../support/fixtures';

test('a landlord signs in and lands on Property Management', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${LANDLORD.name}`).first()).toBeVisible();
  await expectAccessible(page);
});

test('a tenant signs in and lands on the tenant home with their room', async ({ page }) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();
  await expect(page.getByText('A2').first()).toBeVisible();
  await expectAccessible(page);
});

test('the login button follows the Tenant / Landlord toggle', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In as Tenant' })).toBeVisible();
  await page.getByRole('radio', { name: 'Landlord' }).check();
  await expect(page.getByRole('button', { name: 'Sign In as Landlord' })).toBeVisible();
});

test('a wrong password shows Invalid email or password and stays on /login', async ({ page }) => {
  await signIn(page, 'Landlord', LANDLORD.email, 'WrongPass1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('a landlord signing in as a tenant is told the account is a landlord account', async ({
  page,
}) => {
  await signIn(page, 'Tenant', LANDLORD.email, LANDLORD.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'registered as a landlord' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a tenant awaiting approval cannot sign in yet', async ({ page }) => {
  await signIn(page, 'Tenant', PENDING_TENANT.email, PENDING_TENANT.password);
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Your account is pending approval. Please await approval from your landlord or contact us for support.',
    }),
  ).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
