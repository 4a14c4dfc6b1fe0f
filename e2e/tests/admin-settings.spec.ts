import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';

// Settings, Help and Support and SMS Credits (seed 001 sections 2, 5, 8, 9) for the demo landlord,
// against the real API. Both projects (phone, desktop) share one server, so each uses values of
// its own and a different SMS pack.

async function openAsLandlord(page: Page, path: string, heading: string) {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The mail to `to` whose text contains `needle`, from the loopback mailbox (e2e/serve.mjs). */
async function expectMailContaining(to: string, needle: string) {
  const port = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { text: string }[];
        return mails.some((mail) => mail.text.replace(/\s+/g, ' ').includes(needle));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

test('reminder settings and the account phone number are saved and read back after a reload', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const phoneNumber = isPhone ? '0711000101' : '0711000202';
  const [dayA, dayB] = isPhone ? (['2nd', '20th'] as const) : (['3rd', '25th'] as const);
  const subject = `Rent Reminder (${testInfo.project.name})`;

  await openAsLandlord(page, '/admin/settings', 'Settings');
  await expectAccessible(page);

  const reminders = page.getByRole('form', { name: 'Monthly Payment Reminders' });
  for (const day of ['1st', '2nd', '3rd', '4th', '5th', '10th', '15th', '20th', '25th']) {
    const box = reminders.getByRole('checkbox', { name: day, exact: true });
    if (await box.isChecked()) await box.uncheck();
  }
  await reminders.getByRole('button', { name: 'Save Reminder Settings' }).click();
  await expect(reminders.getByText('Please select at least one reminder date.')).toBeVisible();

  await reminders.getByRole('checkbox', { name: dayA, exact: true }).check();
  await reminders.getByRole('checkbox', { name: dayB, exact: true }).check();
  await reminders.getByLabel('Subject').fill(subject);
  await reminders.getByLabel('Message').fill('Please pay your rent by the due date. Thank you.');
  await reminders.getByRole('button', { name: 'Save Reminder Settings' }).click();
  await expect(reminders.getByText('Reminder settings saved successfully.')).toBeVisible();

  const account = page.getByRole('form', { name: 'Account Information' });
  await expect(account.getByLabel('Email')).toHaveValue(LANDLORD.email);
  await account.getByLabel('Phone Number').fill(phoneNumber);
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(account.getByText('Account information updated successfully.')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Monthly Payment Reminders' });
  await expect(reloaded.getByRole('checkbox', { name: dayA, exact: true })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: dayB, exact: true })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: '10th', exact: true })).not.toBeChecked();
  await expect(reloaded.getByLabel('Subject')).toHaveValue(subject);
  await expect(
    page.getByRole('form', { name: 'Account Information' }).getByLabel('Phone Number'),
  ).toHaveValue(phoneNumber);

  await expect(page.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
    'href',
    '/admin/subscription',
  );
  await expect(page.getByRole('link', { name: 'SMS Credits' })).toHaveAttribute(
    'href',
    '/admin/sms-purchase',
  );
});

test('the landlord registers interest in an SMS pack and is told by email', async ({
  page,
}, testInfo) => {
  const pack = testInfo.project.name === 'phone' ? 'Business' : 'Enterprise';
  await openAsLandlord(page, '/admin/sms-purchase', 'SMS Credits');
  await expect(page.getByText(/SMS credits are coming soon\./)).toBeVisible();
  await expectAccessible(page);

  const card = page.getByRole('group', { name: pack, exact: true });
  await expect(card.getByText('Coming Soon')).toBeVisible();
  await card.getByRole('button', { name: `Register Interest in the ${pack} pack` }).click();
  const confirmation = `Thank you! We will let you know as soon as the ${pack} pack is available.`;
  await expect(page.getByText(confirmation)).toBeVisible();
  await expect(card.getByText('Interest registered')).toBeVisible();
  await expectMailContaining(LANDLORD.email, confirmation);

  await page.reload();
  await expect(
    page.getByRole('group', { name: pack, exact: true }).getByText('Interest registered'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('Help and Support answers the FAQ and lists the contacts', async ({ page }) => {
  await openAsLandlord(page, '/admin/help', 'Help and Support');
  const entry = page.locator('details').filter({ hasText: 'How do I update rental prices?' });
  const answer = entry.getByRole('link', { name: 'Payments', exact: true });
  await expect(answer).toBeHidden();
  await entry.getByText('How do I update rental prices?', { exact: true }).click();
  await expect(answer).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@pango.co.ke' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+254 700 000 000' })).toBeVisible();
  await expectAccessible(page);
});
