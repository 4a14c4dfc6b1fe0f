import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn, TENANT } from '../support/fixtures';

// Issue 26 items 7 and 8 (ADR 043): a tenant on a dropped connection reports an issue; the report
// waits on the phone, is sent once when the connection returns, and the landlord has exactly one.

// This journey needs the app's service worker; the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function reportsTitled(request: APIRequestContext, title: string) {
  const login = await request.post('/api/accounts/token/', {
    data: { email: LANDLORD.email, password: LANDLORD.password, user_type: 'landlord' },
  });
  const { access } = (await login.json()) as { access: string };
  const list = await request.get('/api/communication/reports/?status=all&page_size=100', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { title: string }[] };
  return results.filter((r) => r.title === title);
}

test('a report made offline is sent once when the connection returns', async ({
  page,
  context,
  request,
}, testInfo) => {
  const title = `Leaking roof offline ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.getByRole('link', { name: 'Submit New Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Issue' })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: /Terms & Conditions/ });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await dialog
    .getByRole('region', { name: 'Terms text' })
    .evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await dialog.getByRole('button', { name: 'I Accept and Proceed to Report' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Category *').selectOption('maintenance');
  await page.getByLabel('Priority *').selectOption('high');
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('Rain comes through the bedroom ceiling.');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Your report will be sent when you are back online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  await expectAccessible(page);
  expect(await reportsTitled(request, title)).toHaveLength(0);

  await context.setOffline(false);
  await expect(
    page.getByText('Report submitted successfully. Returning to your dashboard...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tenant$/);
  expect(await reportsTitled(request, title)).toHaveLength(1);
});

test('a returning tenant offline sees the dashboard from the phone with when it was loaded', async ({
  page,
  context,
}) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  const rent = page.getByRole('heading', { name: 'Monthly Rent' });
  await expect(rent).toBeVisible();
  // The service worker has installed (the shell and the built files are cached).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${TENANT.name}` })).toBeVisible();
  await expect(rent).toBeVisible();
  await expect(page.getByText('You are offline: showing your last data.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(/Last updated /)).toBeVisible();
  await expect(page.getByText('Failed to load your dashboard. Please try again.')).toHaveCount(0);
  await expectAccessible(page);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('You are offline: showing your last data.')).toHaveCount(0);
  await expect(rent).toBeVisible();
});
