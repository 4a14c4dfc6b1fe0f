import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';

// Settings, Help and Support and SMS Credits (seed 001 sections 2, 5, 8, 9) for the demo landlord,
// against the real API. Both projects (phone, desktop) share one server, so each uses values of
// its own.

async function openAsLandlord(page: Page, path: string, heading: string) {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
  ).toHaveValue(`254${phoneNumber.slice(1)}`); // stored canonical (2547…, issue 25 item 4)

  await expect(page.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
    'href',
    '/admin/subscription',
  );
  // Exactly: the top bar's "SMS credits: N" links to the SMS history.
  await expect(page.getByRole('link', { name: 'SMS Credits', exact: true })).toHaveAttribute(
    'href',
    '/admin/sms-purchase',
  );
});

test('SMS Credits sells the six packs of the spec, each with its price and a Buy button', async ({
  page,
}) => {
  // Buying one, texting a tenant and the delivery report: sms.spec.ts (issue 25).
  await openAsLandlord(page, '/admin/sms-purchase', 'SMS Credits');
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  const packs = [
    ['Starter', 'KSh 500', '100 SMS'],
    ['Basic', 'KSh 2,250', '500 SMS'],
    ['Standard', 'KSh 4,000', '1,000 SMS'],
    ['Professional', 'KSh 8,750', '2,500 SMS'],
    ['Business', 'KSh 15,000', '5,000 SMS'],
    ['Enterprise', 'KSh 25,000', '10,000 SMS'],
  ] as const;
  for (const [name, price, count] of packs) {
    const card = page.getByRole('group', { name, exact: true });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByText(count, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Buy the ${name} pack` })).toBeEnabled();
  }
  await expect(
    page
      .getByRole('group', { name: 'Standard', exact: true })
      .getByText('Most popular, 20% off', { exact: true }),
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
