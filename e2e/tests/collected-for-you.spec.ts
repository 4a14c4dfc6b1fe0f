import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, tokenFor } from '../support/tenants';

// Issue 19 item 9b: the demo landlord is in the default "collected by Pango" mode, so rent a
// tenant pays through the platform (here the sandbox) is owed to the landlord: "Collected for
// you" shows it in this month's figures, not yet paid out. Run by the desktop project only (the
// phone project ignores it); the screen is then checked at 360 px in the same run.

type Month = { month: string; net: number; owed: number };

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** This month in Nairobi (UTC+3), as the API names it (YYYY-MM). */
const nairobiMonth = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
const inWords = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

async function thisMonth(request: APIRequestContext, token: string): Promise<Month | undefined> {
  const res = await request.get('/api/payments/payouts/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: Month[] };
  return results.find((m) => m.month === nairobiMonth());
}

test('a tenant pays rent by the sandbox and the landlord sees it under Collected for you', async ({
  page,
  request,
}) => {
  const tenant = await createHousedTenant(request, 'Njeri Collected');
  const landlordToken = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  const before = await thisMonth(request, landlordToken);

  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/payments');
  await expect(page.getByRole('heading', { name: 'Payment Center' })).toBeVisible();
  // Part of the first month's rent (posted when the tenancy was approved).
  const amount = 5_000;
  await page.getByLabel('Amount (KSh)').fill(String(amount));
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible({
    timeout: 20_000,
  });
  await checkout.close();

  // The landlord: Payments → Collected for you → this month, not yet paid out.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments');
  await page
    .getByRole('group', { name: 'Collected for you' })
    .getByRole('link', { name: 'View collected payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collected for you' })).toBeVisible();
  const card = page.getByRole('group', { name: inWords(nairobiMonth()) });
  await expect(card).toBeVisible();
  await expect(card.locator('.badge')).toHaveText('Not paid out yet');
  // The demo landlord pays no platform fee here (PLATFORM_FEE_BP unset): net grows by the rent.
  const net = (before?.net ?? 0) + amount;
  const owed = (before?.owed ?? 0) + amount;
  const fact = (name: string) =>
    card.locator('.unclaimed-card__facts div').filter({ hasText: name }).locator('dd');
  await expect(fact('Net for you')).toHaveText(`KSh ${net.toLocaleString('en-US')}`);
  await expect(fact('Still to be paid out')).toHaveText(`KSh ${owed.toLocaleString('en-US')}`);
  await expect(card.getByRole('listitem').filter({ hasText: 'Not paid out yet' })).toBeVisible();
  await expectAccessible(page);
  // At 360 px every figure fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Give the room back for the other journeys.
  const me = await request.get('/api/accounts/me/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
  });
  const { current_unit: unit } = (await me.json()) as { current_unit: { id: number } };
  const removed = await request.post(`/api/accounts/units/${unit.id}/remove-tenant/`, {
    headers: { Authorization: `Bearer ${landlordToken}` },
  });
  expect(removed.ok()).toBe(true);
});
