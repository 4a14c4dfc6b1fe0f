import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// The demo tenant's dashboard (seed 002 section 2). The seed (scripts/lib/seed.mjs) gives the tenant
// unit A2 at Kilimani Heights under the demo landlord. Other journeys of the same run pay rent, file
// reports and change the landlord's phone, so those figures are read from the API, not assumed.

type RentAccount = { monthly_rent: number; rent_due: number; prepaid_months: number };
type Dashboard = { landlord: { full_name: string; email: string; phone_number: string } };

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

const ksh = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`;

test('the demo tenant sees the rent figures, the landlord contact and their reports', async ({
  page,
}) => {
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${TENANT.name}` }),
  ).toBeVisible();
  const rentCard = page.getByRole('group', { name: 'Monthly Rent' });
  await expect(rentCard).toBeVisible();

  // The same figures as the ledger's rent summary.
  const rent = await apiGet<RentAccount>(page, '/payments/rent-summary/');
  await expect(rentCard.locator('.tenant-dash__figure')).toHaveText(ksh(rent.monthly_rent));
  await expect(
    rentCard.locator('dt', { hasText: 'Outstanding' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(ksh(rent.rent_due));
  await expect(page.getByRole('group', { name: 'Prepaid Months' })).toContainText(
    String(rent.prepaid_months),
  );
  await expect(page.getByRole('progressbar', { name: 'Payment Status' })).toBeVisible();

  const room = page.getByRole('group', { name: 'Room Details' });
  await expect(room).toContainText('Kilimani Heights');
  await expect(room).toContainText('A2');

  const contact = page.getByRole('group', { name: 'Contact Information' });
  await expect(contact).toContainText(LANDLORD.name);
  await expect(contact.getByRole('link', { name: LANDLORD.email })).toHaveAttribute(
    'href',
    `mailto:${LANDLORD.email}`,
  );
  const { landlord } = await apiGet<Dashboard>(page, '/accounts/tenant/dashboard/');
  await expect(contact.getByRole('link', { name: landlord.phone_number })).toHaveAttribute(
    'href',
    // Stored canonical (2547…); a tel: link names the global number with its + (RFC 3966).
    `tel:+${landlord.phone_number}`,
  );

  const reports = page.getByRole('group', { name: 'My Reports' });
  await expect(reports.getByRole('link', { name: 'Submit New Report' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Pay Rent' }).click();
  await expect(page).toHaveURL(/\/tenant\/payments$/);
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the dashboard fits a 360 px phone with the bottom tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'Tenant', TENANT.email, TENANT.password);
  await expect(page.getByRole('group', { name: 'Monthly Rent' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Tenant' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Room: A2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
