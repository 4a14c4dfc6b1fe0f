import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn } from '../support/fixtures';

// The demo landlord pays a subscription through the offline sandbox page (seed 001 section 2,
// "Complete Your Subscription") and the server then reports the paid plan active.

type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};
type PgModule = { default: { Client: new (options: { connectionString: string }) => PgClient } };
type SubscriptionStatus = { plan: string; is_active: boolean; unit_count: number };

/** A GET of our API with the access token the web app stored (as the app itself does). */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      const token = window.localStorage.getItem(key);
      const res = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as T;
    },
    { path, key: SESSION_KEYS.access },
  );
}

/**
 * Puts the demo landlord back on the seeded free trial, so the other journeys (and the other
 * project's run of this one) see the seed. The payment's unique reference finds this server's
 * schema (e2e_<pid>, e2e/serve.mjs) among any other runs' schemas.
 */
async function restoreFreeTrial(paymentReference: string) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const pgModule = 'pg';
  const { default: pg } = (await import(pgModule)) as PgModule;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name LIKE 'e2e\\_%'`,
    );
    let restored = 0;
    for (const { schema_name: schema } of rows) {
      const s = `"${String(schema)}"`;
      const res = await client.query(
        `UPDATE ${s}."subscriptions"
            SET "plan" = 'free', "is_active" = true, "expires_at" = now() + interval '30 days',
                "last_payment_id" = NULL, "updated_at" = now()
          WHERE "landlord_id" = (SELECT "landlord_id" FROM ${s}."payments" WHERE "merchant_reference" = $1)
          RETURNING "id"`,
        [paymentReference],
      );
      restored += res.rows.length;
    }
    expect(restored).toBe(1);
  } finally {
    await client.end();
  }
}

test('the demo landlord renews through the sandbox page and the plan is active', async ({
  page,
}) => {
  // Two polls of 3 s, the 3 s redirect and three axe runs: more than the default 30 s on a phone.
  test.setTimeout(60_000);
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  const before = await apiGet<SubscriptionStatus>(page, '/accounts/subscription/status/');
  // The demo landlord's 10 units fit the Starter tier (1-10 units).
  expect(before.unit_count).toBeGreaterThanOrEqual(1);
  expect(before.unit_count).toBeLessThanOrEqual(10);

  await page.goto('/admin/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeVisible();
  await page
    .getByRole('group', { name: 'Starter 1-10 units' })
    .getByRole('button', { name: /Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/subscription\/payment$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();

  // The hosted page opens in a new tab when the browser allows it, else in this one.
  const popupOpened = page.waitForEvent('popup', { timeout: 10_000 }).catch(() => null);
  const initiated = page.waitForResponse(
    (r) => r.url().includes('/api/payments/initiate-subscription-payment/') && r.ok(),
  );
  await page.getByRole('button', { name: 'Pay KSh 2,000' }).click();
  const paymentId = ((await (await initiated).json()) as { payment_id: number }).payment_id;
  const { reference_number: reference } = await apiGet<{ reference_number: string }>(
    page,
    `/payments/subscription-payments/${paymentId}/`,
  );

  try {
    const checkout = (await popupOpened) ?? page;
    await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await expect(checkout.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
    await expect(checkout.getByText('KSh 2,000')).toBeVisible();
    // The hosted page at the smallest phone width: accessible, and nothing wider than the screen.
    await checkout.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(checkout);
    expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const checkoutUrl = checkout.url();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page.getByText('Subscription payment successful!')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
    if (checkout !== page) await checkout.close();

    const after = await apiGet<SubscriptionStatus>(page, '/accounts/subscription/status/');
    expect(after).toMatchObject({ plan: 'starter', is_active: true });

    // Opened again, the settled order says so and links back; accessible at 360 px too.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(checkoutUrl);
    await expect(page.getByText('This payment is already completed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Pango' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await restoreFreeTrial(reference);
  }
});
