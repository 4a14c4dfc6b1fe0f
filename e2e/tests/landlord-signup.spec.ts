import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD } from '../support/fixtures';

// Landlord signup (seed 000 section 2, 4 steps) against the real API: the account created here is
// new on every run, so the journey can sign in with it at the end.

const PASSWORD = 'Landlord123';
const uniqueEmail = () => `landlord-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function openLandlordSignup(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: 'Landlord' }).check();
  await expect(page.getByRole('heading', { name: 'Landlord Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Personal and Business Info' })).toBeVisible();
}

async function fillAccount(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Achieng Otieno');
  await page.getByLabel('National ID').fill('23456789');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('0722 123 456');
  await page.getByLabel('Main Property Address').fill('Kilimani, Nairobi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
}

const propertyCard = (page: Page, index: number) =>
  page.getByRole('region', { name: `Property ${index}`, exact: true });
const unitRow = (page: Page, property: number, unit: number) =>
  propertyCard(page, property).getByRole('group', { name: `Unit ${unit}`, exact: true });

test('a landlord signs up with two properties, gets a landlord ID and signs in', async ({
  page,
}) => {
  const email = uniqueEmail();
  await openLandlordSignup(page);
  await fillAccount(page, email);
  await expect(page.getByText('One uppercase letter (met)')).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Property Setup' })).toBeVisible();
  const first = propertyCard(page, 1);
  await first.getByLabel('Property Name').fill('Kilimani Court');
  await expect(first.getByLabel('Property Address')).toHaveValue('Kilimani, Nairobi');
  await unitRow(page, 1, 1).getByLabel('Unit Number').fill('A1');
  await unitRow(page, 1, 1).getByLabel('Room Type').selectOption('1-bedroom');
  await unitRow(page, 1, 1).getByLabel('Monthly Rent (KSh)').fill('12000');
  await first.getByRole('button', { name: 'Add Unit' }).click();
  await unitRow(page, 1, 2).getByLabel('Unit Number').fill('A2');
  await unitRow(page, 1, 2).getByLabel('Room Type').selectOption('custom');
  await unitRow(page, 1, 2).getByLabel('Custom Room Type').fill('Penthouse');
  await unitRow(page, 1, 2).getByLabel('Monthly Rent (KSh)').fill('30000');
  await expect(first.getByText('2 units')).toBeVisible();

  await page.getByRole('button', { name: 'Add Another Property' }).click();
  const second = propertyCard(page, 2);
  await second.getByLabel('Property Name').fill('Baraka Flats');
  await second.getByLabel('Property Address').fill('Thika Road, Nairobi');
  await second.getByRole('button', { name: 'Bulk Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Add Units to Baraka Flats' });
  await dialog.getByLabel('Number of Units').fill('12');
  await dialog.getByLabel('Room Type').selectOption('studio');
  await dialog.getByLabel('Monthly Rent (KSh)').fill('9000');
  await dialog.getByLabel('Prefix (optional)').fill('B');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Units' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByText('12 units')).toBeVisible();
  await expect(unitRow(page, 2, 12).getByLabel('Unit Number')).toHaveValue('B12');
  await expect(page.getByText('Total: 14 units in 2 properties')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('30-day free trial')).toBeVisible();
  await expect(page.getByText('Then KSh 2,500 per month for 14 units')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  const notice = page
    .getByRole('status')
    .filter({ hasText: /Your account is ready\. Your landlord ID is \S+\./ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your 30-day free trial has started: sign in to continue.');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In as Landlord' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an email that already has an account is flagged on the Email field', async ({ page }) => {
  await openLandlordSignup(page);
  await fillAccount(page, LANDLORD.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const emailField = page.getByLabel('Email');
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Personal and Business Info' })).toBeVisible();
});

test('a reload in the property step keeps what was typed', async ({ page }) => {
  await openLandlordSignup(page);
  await fillAccount(page, uniqueEmail());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Property Setup' })).toBeVisible();
  await propertyCard(page, 1).getByLabel('Property Name').fill('Riverside Apartments');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Property Setup' })).toBeVisible();
  await expect(propertyCard(page, 1).getByLabel('Property Name')).toHaveValue(
    'Riverside Apartments',
  );
});

test('switching to Tenant in the middle of the signup asks first', async ({ page }) => {
  await openLandlordSignup(page);
  await page.getByLabel('Full Name').fill('Achieng Otieno');
  await page.getByRole('radio', { name: 'Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave sign up?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Landlord' })).toBeChecked();
  await expect(page.getByLabel('Full Name')).toHaveValue('Achieng Otieno');

  await page.getByRole('radio', { name: 'Tenant' }).click();
  await dialog.getByRole('button', { name: 'Clear progress' }).click();
  await expect(page.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Landlord Sign Up' })).toBeHidden();
});
