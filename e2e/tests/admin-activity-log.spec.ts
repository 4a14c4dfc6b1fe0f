import { expect, test } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn } from '../support/fixtures';

// The landlord's Activity log in Settings (issue 11): a change they make shows at once, with who,
// what and the new value, newest first, 20 a page. Both projects (phone at 360 px, desktop)
// share the demo landlord, so each uses till numbers of its own.

const TILL_UPDATE = '/api/accounts/till-number/update/';
// Today as the app writes dates: en-GB "22 Nov 2026" in Nairobi (ICU may spell September "Sept").
const today = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(new Date())
    .replace('Sept', 'Sep');

test('the landlord changes the till number and reads it in the Activity log', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  if (isPhone) await page.setViewportSize({ width: 360, height: 780 });
  const prefix = isPhone ? '71' : '82';
  const till = `${prefix}${String(Date.now()).slice(-5)}`;

  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Activity log' });
  // At least this sign-in is there, by the landlord.
  await expect(log.getByRole('listitem').first()).toBeVisible();

  const tillForm = page.getByRole('form', { name: 'M-Pesa Till Number' });
  await tillForm.getByLabel('Till Number').fill(till);
  await tillForm.getByRole('button', { name: 'Save Till Number' }).click();
  await expect(tillForm.getByText('M-Pesa till number updated.')).toBeVisible();

  const newest = log.getByRole('listitem').first();
  await expect(newest.getByText('M-Pesa till number changed')).toBeVisible();
  await expect(newest).toContainText(`${LANDLORD.name} · Landlord profile`);
  await expect(newest).toContainText(`After${till}`);
  await expect(newest).toContainText(today());
  // The browser in words; the raw user agent only when Details is opened.
  // Playwright's devices: Pixel 5 (Android) for the phone run, Desktop Chrome (Windows) otherwise.
  const browser = isPhone ? 'Chrome on Android' : 'Chrome on Windows';
  await expect(newest).toContainText(`From${browser}`);
  const rawAgent = newest.getByText(/^Mozilla\/5\.0 /);
  await expect(rawAgent).toBeHidden();
  await newest.getByText('Details', { exact: true }).click();
  await expect(rawAgent).toBeVisible();
  await newest.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  // Stacked on a phone: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // More than a page of entries: 20 shown, Next brings the older ones from the real API.
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.access);
  for (let i = 0; i < 26; i += 1) {
    const res = await page.request.patch(TILL_UPDATE, {
      headers: { Authorization: `Bearer ${token}` },
      data: { mpesa_till_number: `${prefix}${String(10_000 + i)}` },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const entries = page.getByRole('region', { name: 'Activity log' }).getByRole('listitem');
  await expect(entries).toHaveCount(20);
  await expect(entries.first()).toContainText(`After${prefix}10025`);
  const pages = page.getByRole('navigation', { name: 'Activity log pages' });
  await expect(pages).toContainText('Page 1 of');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of');
  await expect(entries.first()).toContainText(`After${prefix}10005`);
  await expect(page.getByRole('region', { name: 'Activity log' })).toContainText(`After${till}`);
});
