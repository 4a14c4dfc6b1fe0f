import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/fixtures';
import {
  createHousedTenant,
  ensureVacantDemoRoom,
  HOUSED_TENANT_PASSWORD,
} from '../support/tenants';

// Issue 17: a real provider's page is always another origin, and with Cross-Origin-Opener-Policy
// the app's tab then sees the payment tab as closed. The app runs on 127.0.0.1 and serve.mjs
// serves the sandbox's page on localhost (SANDBOX_PUBLIC_URL): the screen must keep waiting while
// the payer is on that tab, then complete once when they pay there.

const WAITING = 'Waiting for confirmation…';

/** Two more answers from the status endpoint while the payer stays on the provider's tab. */
async function expectStillWaitingAfterTwoChecks(page: Page, statusPath: RegExp) {
  for (let round = 0; round < 2; round += 1) {
    const answered = page.waitForResponse((res) => statusPath.test(new URL(res.url()).pathname));
    await page.getByRole('button', { name: 'Check again' }).click();
    expect((await (await answered).json()).status).toBe('pending');
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByText('Payment Failed')).toHaveCount(0);
  }
}

async function openProviderTab(page: Page, payNow: () => Promise<void>) {
  const popupOpened = page.waitForEvent('popup');
  await payNow();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  // Another origin than the app's, as Pesapal's page would be.
  expect(new URL(checkout.url()).hostname).toBe('localhost');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  return checkout;
}

test('rent: waits while the provider page on another origin is open, then credits once', async ({
  page,
  request,
}) => {
  // A fresh tenant, a signup and two trips through the provider's tab on a shared CI machine.
  test.setTimeout(90_000);
  const tenant = await createHousedTenant(request, 'Achieng Crossorigin');
  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/payments');
  await page.getByLabel('Months to prepay').selectOption('1');

  const checkout = await openProviderTab(page, () =>
    page.getByRole('button', { name: 'Pay Now' }).click(),
  );
  await expect(page.getByText(WAITING)).toBeVisible();
  await expectStillWaitingAfterTwoChecks(page, /\/api\/payments\/rent-status\/\d+\/$/);
  expect(checkout.isClosed()).toBe(false);

  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  // The provider sends the payer back into the app (127.0.0.1) in that tab.
  await checkout.waitForURL(/127\.0\.0\.1:\d+\/tenant\/payments\?payment=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  // The form is empty again, not ready to pay the same amount twice.
  await expect(page.getByLabel('Amount (KSh)')).toHaveValue('');

  // Credited once: one payment in the history, completed, and one on the server.
  const history = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Completed');
  const listed = await request.get('/api/payments/rent-payments/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
  });
  const { results } = (await listed.json()) as { results: { status: string }[] };
  expect(results.map((row) => row.status)).toEqual(['completed']);
  await checkout.close();
});

test('signup deposit: waits while the provider page on another origin is open, then completes once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `crossorigin-${Date.now()}-${randomInt(1000, 9999)}@example.com`;
  // The journeys share the demo landlord's few rooms: free one if they are all taken.
  await ensureVacantDemoRoom(page.request);
  await page.goto('/tenant/signup?landlord=PNG-DEMO1');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Full Name').fill('Wanjiru Crossorigin');
  await page.getByLabel('National ID').fill(String(randomInt(10_000_000, 99_999_999)));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill(`07${randomInt(10_000_000, 99_999_999)}`);
  await page.getByLabel('Emergency Contact').fill('0722000111');
  await page.getByRole('button', { name: 'Continue' }).click();
  const properties = page.getByRole('radio', { name: /Kilimani Heights|Riverside Court/ });
  const room = page.getByRole('combobox', { name: 'Room' });
  await expect(properties.first()).toBeVisible();
  for (let index = 0; index < (await properties.count()); index += 1) {
    await properties.nth(index).check();
    await expect(room.or(page.getByText('No Available Units'))).toBeVisible();
    if (await room.isVisible()) break;
  }
  await room.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I will upload my ID later' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit Payment' })).toBeVisible();

  const checkout = await openProviderTab(page, () =>
    page.getByRole('button', { name: 'Pay Now' }).click(),
  );
  await expect(page.getByText(WAITING)).toBeVisible();
  await expectStillWaitingAfterTwoChecks(page, /\/api\/payments\/deposit-status\/\d+\/$/);

  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  await checkout.close();

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Tenant123');
  await page.getByLabel('Confirm Password').fill('Tenant123');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('button', { name: 'Go to Login' })).toBeVisible();
});
