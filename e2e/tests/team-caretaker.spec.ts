import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANDLORD, signIn, TENANT, waitForMail } from '../support/fixtures';

// Issue 23, done when: the owner invites a caretaker for one property; the caretaker accepts from
// the emailed link, signs in, sees that property's units and open reports but no money anywhere
// (no KSh on any screen they can reach), marks a report in progress; the owner sees it attributed
// to the caretaker in the activity log. The demo landlord is on the Free Trial (one team member),
// so the journey ends by removing the caretaker (and starts by removing any a failed run left):
// the next project's run invites its own.

const PROPERTY = 'Kilimani Heights';
const OTHER_PROPERTY = 'Riverside Court';
const INVITE_LINK = /\/team\/accept\?token=[\w-]+/;
// The smallest photo sharp accepts: one pixel, PNG.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function bearer(
  request: APIRequestContext,
  account: { email: string; password: string },
  userType: 'tenant' | 'landlord',
) {
  const signedIn = await request.post('/api/accounts/token/', {
    data: { email: account.email, password: account.password, user_type: userType },
  });
  expect(signedIn.ok()).toBe(true);
  const { access } = (await signedIn.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/** The plan's one seat free: a run that failed half-way may have left its caretaker. */
async function removeTeam(request: APIRequestContext) {
  const headers = await bearer(request, LANDLORD, 'landlord');
  const team = (await (await request.get('/api/accounts/team/', { headers })).json()) as {
    members: { id: number }[];
  };
  for (const { id } of team.members) {
    expect((await request.delete(`/api/accounts/team/${id}/`, { headers })).ok()).toBe(true);
  }
}

/** A fresh open report on the demo tenant's unit (A2, Kilimani Heights), through the API. */
async function reportAnIssue(request: APIRequestContext, title: string) {
  const headers = await bearer(request, TENANT, 'tenant');
  const me = (await (await request.get('/api/accounts/me/', { headers })).json()) as {
    current_unit: { id: number };
  };
  const created = await request.post('/api/communication/reports/create/', {
    headers,
    data: {
      issue_category: 'plumbing',
      priority_level: 'high',
      issue_title: title,
      description: 'Water comes through the ceiling when it rains.',
      unit: me.current_unit.id,
      terms_accepted: true,
    },
  });
  expect(created.status()).toBe(201);
}

/** The screen has loaded (`ready` is visible) and shows no shilling figure anywhere. */
async function expectNoMoney(page: Page, ready: ReturnType<Page['getByRole']>) {
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(/KSh/i);
}

test('an owner invites a caretaker, who sees no money and takes on a report', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers and a dozen screens: longer than one screen's journey.
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const caretaker = {
    name: 'Baraka Mwangi',
    email: `caretaker-${stamp}@pango.test`,
    phone: `07${String(Date.now()).slice(-8)}`,
    password: 'Caretaker123!',
  };
  const reportTitle = `Roof leak ${stamp}`;
  await removeTeam(request);
  await reportAnIssue(request, reportTitle);

  // The owner invites the caretaker for one property.
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('0 of 1 members')).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Full name').fill(caretaker.name);
  await dialog.getByLabel('Email').fill(caretaker.email);
  await dialog.getByLabel('Phone number').fill(caretaker.phone);
  await dialog.getByLabel('Role').selectOption({ label: 'Caretaker' });
  await dialog.getByLabel('Chosen properties').check();
  await dialog.getByLabel(PROPERTY).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: caretaker.email });
  await expect(row).toContainText('Caretaker');
  await expect(row).toContainText(PROPERTY);
  await expect(row).toContainText('Invited');

  // The caretaker accepts from the emailed link, in a browser of their own.
  const mail = await waitForMail(caretaker.email);
  const link = mail.text.match(INVITE_LINK)?.[0];
  expect(link, 'an invitation link in the mail').toBeTruthy();
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const member = await context.newPage();
  await member.goto(link!);
  await member.getByLabel('Password', { exact: true }).fill(caretaker.password);
  await member.getByLabel('Confirm Password').fill(caretaker.password);
  await member.getByRole('button', { name: 'Set Password' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await expect(member.getByText(/Sign in on the Landlord tab/)).toBeVisible();
  await expect(member.getByRole('radio', { name: 'Landlord' })).toBeChecked();
  await member.getByLabel('Email').fill(caretaker.email);
  await member.getByLabel('Password', { exact: true }).fill(caretaker.password);
  await member.getByRole('button', { name: 'Sign In as Landlord' }).click();

  // Their property's units, with no rent; no money links.
  await expect(member).toHaveURL(/\/admin$/);
  await expectNoMoney(member, member.getByRole('cell', { name: 'A2', exact: true }));
  await expect(member.getByRole('heading', { name: 'Property Management' })).toBeVisible();
  await expect(member.getByRole('option', { name: OTHER_PROPERTY })).toHaveCount(0);
  const nav = member.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);

  // The open reports; the caretaker takes one on.
  // (By address: on a phone the links are behind the menu.)
  await member.goto('/admin/reports');
  const card = member.getByRole('article', { name: reportTitle });
  await expectNoMoney(member, card);
  await card.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  // And adds what they found, with a photo.
  await card.getByRole('button', { name: 'Notes and photos' }).click();
  await card.getByLabel('Add a note').fill('Washer worn out; new one fitted tomorrow.');
  await card.getByLabel('Photo (optional)').setInputFiles({
    name: 'tap.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByText('Washer worn out; new one fitted tomorrow.')).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo on ${reportTitle}` })).toBeVisible();

  // No shilling on the other screens they can reach either.
  await member.goto('/admin/tenants');
  await expectNoMoney(member, member.getByRole('heading', { name: 'Tenant Management' }));
  await member.goto('/admin/settings');
  await expectNoMoney(member, member.getByRole('heading', { level: 1, name: 'Settings' }));
  await member.goto('/admin/dashboard');
  await expectNoMoney(member, member.getByText('You do not have access to this page.'));
  await context.close();

  // The owner reads who did it in the activity log.
  await page.goto('/admin/settings');
  const log = page.getByRole('region', { name: 'Activity log' });
  const entry = log
    .getByRole('listitem')
    .filter({ hasText: 'Report status changed' })
    .filter({ hasText: `${caretaker.name} (Caretaker)` })
    .first();
  await expect(entry).toBeVisible();
  // And on the report itself (the top bar may remember another property).
  await page.goto('/admin/reports');
  await page.getByRole('combobox', { name: 'Selected property' }).selectOption({ label: PROPERTY });
  const ownerCard = page.getByRole('article', { name: reportTitle });
  await expect(ownerCard.getByText(`Entered by ${caretaker.name} (Caretaker)`)).toBeVisible();
  // With the caretaker's note and photo.
  await ownerCard.getByRole('button', { name: 'Notes and photos' }).click();
  await expect(ownerCard.getByText('Washer worn out; new one fitted tomorrow.')).toBeVisible();
  await expect(
    ownerCard.getByText(new RegExp(`Entered by ${caretaker.name} \\(Caretaker\\) ·`)),
  ).toBeVisible();
  await expect(ownerCard.getByRole('img', { name: `Photo on ${reportTitle}` })).toBeVisible();

  // And frees the plan's one seat.
  await page.goto('/admin/settings/team');
  await page.getByRole('button', { name: `Remove ${caretaker.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: caretaker.email })).toHaveCount(0);
});
