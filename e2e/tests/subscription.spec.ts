import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';

// Subscription Plans and the subscription gate (seed 001 section 2) against the real API.

type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};
type PgModule = { default: { Client: new (options: { connectionString: string }) => PgClient } };

const PASSWORD = 'Landlord123';

/** A landlord made through the signup API (a fresh session id and the final step). */
async function registerLandlord(page: Page, email: string) {
  const res = await page.request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Njeri Mwangi',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Kilimani, Nairobi',
      properties: [
        {
          name: 'Riverside Court',
          address: 'Riverside Drive',
          units: [{ unit_number: 'R1', room_type: 'studio', monthly_rent: 9000 }],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * Ends the trial of the landlord with this email. The server's schema is e2e_<pid> (e2e/serve.mjs);
 * the unique email finds it among any other runs' schemas.
 */
async function expireTrial(email: string) {
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
    let updated = 0;
    for (const { schema_name: schema } of rows) {
      const res = await client.query(
        `UPDATE "${String(schema)}"."subscriptions" SET "expires_at" = now() - interval '1 day'
         WHERE "landlord_id" = (SELECT "id" FROM "${String(schema)}"."users" WHERE "email" = $1)
         RETURNING "id"`,
        [email],
      );
      updated += res.rows.length;
    }
    expect(updated).toBe(1);
  } finally {
    await client.end();
  }
}

test('the demo landlord sees the lifetime plan and the four monthly tiers', async ({ page }) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeVisible();
  await expect(page.getByText('Free Trial (Active)')).toBeVisible();

  const lifetime = page.getByRole('group', { name: /Lifetime Plan/ });
  await expect(lifetime.getByText('KSh 40,000')).toBeVisible();
  await expect(lifetime.getByText('Save KSh 54K+ per year')).toBeVisible();
  for (const [name, price] of [
    ['Starter 1-10 units', 'KSh 2,000'],
    ['Basic 11-20 units', 'KSh 2,500'],
    ['Basic 21-50 units', 'KSh 4,500'],
    ['Professional 51-100 units', 'KSh 7,500'],
  ] as const) {
    await expect(page.getByRole('group', { name }).getByText(price)).toBeVisible();
  }
  await expect(page.getByRole('group', { name: 'Enterprise 101+ units' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Need Help Choosing?' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('group', { name: 'Starter 1-10 units' })
    .getByRole('button', { name: /Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/subscription\/payment$/);
});

test('a landlord whose trial ended sees Subscription Required on the gated screens', async ({
  page,
}) => {
  const email = `expired-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await registerLandlord(page, email);
  await expireTrial(email);

  await signIn(page, 'Landlord', email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/tenants');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(
    page.getByText('Your subscription has expired. Renew your subscription to continue.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Renew Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeVisible();
  // After the trial the landlord is on the tier matching their unit count, inactive.
  await expect(page.getByText('Inactive')).toBeVisible();
});
