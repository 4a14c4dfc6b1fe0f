import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD } from '../support/fixtures';
import { applicationConfirmLink, ensureVacantDemoRoom } from '../support/tenants';

// The demo landlord's code (scripts/lib/seed.mjs, DEMO_LANDLORD.landlordCode).
const LANDLORD_CODE = 'PNG-DEMO1';
const PASSWORD = 'Tenant123';

async function fillPersonalInfo(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Achieng Atieno');
  await page.getByLabel('National ID').fill(String(randomInt(10_000_000, 99_999_999)));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill(`07${randomInt(10_000_000, 99_999_999)}`);
  await page.getByLabel('Emergency Contact').fill('0722000111');
}

/** Each run claims a room in the shared demo data: take the first property with a vacant one. */
async function chooseVacantRoom(page: Page) {
  const properties = page.getByRole('radio', { name: /Kilimani Heights|Riverside Court/ });
  const room = page.getByRole('combobox', { name: 'Room' });
  for (let index = 0; index < (await properties.count()); index += 1) {
    await properties.nth(index).check();
    await expect(room.or(page.getByText('No Available Units'))).toBeVisible();
    if (await room.isVisible()) {
      await room.selectOption({ index: 1 });
      return;
    }
  }
  throw new Error('No vacant demo room left');
}

test('a tenant signs up from the landlord link, confirms their email and waits for approval', async ({
  page,
}) => {
  const email = `tenant-${Date.now()}-${randomInt(1000, 9999)}@example.com`;
  // The journeys share the demo landlord's few rooms: free one if they are all taken.
  await ensureVacantDemoRoom(page.request);
  await page.goto(`/tenant/signup?landlord=${LANDLORD_CODE}`);
  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeFocused();
  await expect(page.getByLabel('Landlord ID')).toHaveValue(LANDLORD_CODE);
  await fillPersonalInfo(page, email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Select Your Property' })).toBeVisible();
  await expect(page.getByText(`Landlord: ${LANDLORD.name}`)).toBeVisible();
  await chooseVacantRoom(page);
  await expect(page.getByText('Monthly Rent')).toBeVisible();
  await expect(page.getByText(/^KSh \d{1,3}(,\d{3})*$/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Upload Documents' })).toBeVisible();
  await page.getByLabel('Government ID').setInputFiles({
    name: 'id.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await expect(page.getByText('Selected: id.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: /I already live in this property/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Already living there: no deposit step.
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
  await expect(page.getByText(/Step 6 of 6/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  // Consent names what is collected and why, and where to read the rest (issue 22).
  await page.getByText('What we collect and why').click();
  await expect(page.getByText(/national ID number and ID document/)).toBeVisible();
  const [privacy] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Read how your data is handled' }).click(),
  ]);
  await expect(privacy.getByRole('heading', { name: 'Your Privacy' })).toBeVisible();
  await expect(privacy.getByText(/Your landlord is the data controller/)).toBeVisible();
  await expectAccessible(privacy);
  await privacy.close();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  await expect(page.locator('dt:has-text("Booking ID") + dd')).toHaveText(/\S+/);
  await expect(page.getByText('We could not save your document right now.')).toHaveCount(0);
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  await expect(
    page.getByText(
      'Check your email and open the link we sent to confirm your address: your application goes to your landlord only after that.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(
    page.getByText(
      'Your registration was submitted. You can sign in once your landlord approves it.',
    ),
  ).toBeVisible();

  // The link in the applicant's email (read from the loopback mailbox) confirms the address.
  await page.goto(await applicationConfirmLink(email));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(
    page.getByText(
      `Your email is confirmed and your application was sent to ${LANDLORD.name}. You can sign in once they approve it.`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go to Login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('radio', { name: 'Tenant' }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In as Tenant' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Your account is pending approval. Please await approval from your landlord or contact us for support.',
    }),
  ).toBeVisible();
});

test('a wrong landlord ID is refused on the personal info step', async ({ page }) => {
  await page.goto('/tenant/signup?landlord=NOPE-0000');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await fillPersonalInfo(page, `nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Landlord ID not found. Please check and try again.')).toBeVisible();
  await expect(page.getByLabel('Landlord ID')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
});
