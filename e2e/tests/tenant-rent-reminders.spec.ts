import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD } from '../support/tenants';

// Rent reminders end to end (issue 10; issue 9's "turn off rent-reminder emails"): the landlord
// chooses the days in Settings, the worker's reminder job runs (through serve.mjs's hook, as
// `worker.js --once rent-reminders --at <time>`), the tenant gets the email, turns reminders off in
// their Settings, and the next run skips them while the landlord sees that run in Settings.

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 4174}`;
const OFFERED_DAYS = ['1st', '2nd', '3rd', '4th', '5th', '10th', '15th', '20th', '25th'];
const OFFERED = [1, 2, 3, 4, 5, 10, 15, 20, 25];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Day = { iso: string; display: string };

/**
 * The next reminder days from today (Nairobi), as dates. A run is once per landlord and date, so
 * each project of this spec needs dates of its own.
 */
function upcomingReminderDays(count: number): Day[] {
  const nairobiToday = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const days: Day[] = [];
  for (let offset = 0; days.length < count; offset += 1) {
    const d = new Date(nairobiToday.getTime() + offset * 24 * 60 * 60 * 1000);
    if (!OFFERED.includes(d.getUTCDate())) continue;
    const iso = d.toISOString().slice(0, 10);
    days.push({
      iso,
      display: `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    });
  }
  return days;
}

async function runJob(name: string, day: Day) {
  const res = await fetch(`${MAILBOX}/jobs/${name}?at=${day.iso}T09:00:00%2B03:00`, {
    method: 'POST',
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

/** The rent reminders the loopback SMTP server received for `email` (not the approval mail). */
async function remindersTo(email: string): Promise<{ text: string }[]> {
  const res = await fetch(`${MAILBOX}/?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { text: string }[];
  return mails.filter((mail) => mail.text.includes('Pay rent in the Payment Center'));
}

async function openLandlordSettings(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a tenant who turns off rent-reminder emails is skipped by the next reminder run', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const isPhone = testInfo.project.name === 'phone';
  if (isPhone) await page.setViewportSize({ width: 360, height: 740 });
  const [first, second] = upcomingReminderDays(4).slice(isPhone ? 0 : 2) as [Day, Day];
  const tenant = await createHousedTenant(
    page.request,
    isPhone ? 'Achieng Ouma' : 'Mwangi Kariuki',
  );
  // Moved in on the 1st of this month: the month's rent is charged and owed.
  const firstOfMonth = `${new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 8)}01`;
  const moved = await page.request.patch('/api/accounts/tenant/move-in-date/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
    data: { move_in_date: firstOfMonth },
  });
  expect(moved.ok()).toBe(true);

  await test.step('the landlord sends reminders on every offered day', async () => {
    await page.goto('/login');
    await openLandlordSettings(page);
    const reminders = page.getByRole('form', { name: 'Monthly Payment Reminders' });
    for (const day of OFFERED_DAYS)
      await reminders.getByRole('checkbox', { name: day, exact: true }).check();
    await reminders.getByRole('button', { name: 'Save Reminder Settings' }).click();
    await expect(reminders.getByText('Reminder settings saved successfully.')).toBeVisible();
  });

  await test.step('the reminder run emails the owing tenant a link to pay', async () => {
    await runJob('rent-charges', first);
    await runJob('rent-reminders', first);
    const mails = await remindersTo(tenant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(tenant.name);
    expect(mails[0]!.text).toMatch(/KSh [\d,]+/);
    expect(mails[0]!.text).toMatch(
      /Pay rent in the Payment Center: http:\/\/\S+\/tenant\/payments/,
    );

    await page.reload();
    const delivery = page.getByRole('region', { name: 'Email delivery' });
    await expect(delivery.getByText(`Last reminder run: ${first.display}`)).toBeVisible();
  });

  await test.step('the tenant turns rent-reminder emails off', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
    await expect(page).toHaveURL(/\/tenant$/);
    await page.goto('/tenant/settings');
    const prefs = page.getByRole('form', { name: 'Notifications' });
    await prefs.getByRole('checkbox', { name: 'Email for rent reminders' }).uncheck();
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(prefs.getByText('Notification preferences saved.')).toBeVisible();
  });

  await test.step('the next run skips them, and the landlord sees that run', async () => {
    await runJob('rent-reminders', second);
    expect(await remindersTo(tenant.email)).toHaveLength(1);
    await openLandlordSettings(page);
    const delivery = page.getByRole('region', { name: 'Email delivery' });
    await expect(delivery.getByText(`Last reminder run: ${second.display}`)).toBeVisible();
    await expectAccessible(page);
  });
});
