import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn } from '../support/fixtures';

// The demo landlord's dashboard and admin top bar (seed 001 section 2, Layout and Dashboard). The
// seed (scripts/lib/seed.mjs) gives two properties, Kilimani Heights (A2 occupied) and Riverside
// Court (no tenant), and one open report, "Leaking kitchen tap". Other journeys of the same run may
// add properties or reports, so the totals are read from the API rather than assumed.

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

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function openDashboard(page: Page) {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Start from the whole portfolio whatever the previous screen selected.
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'All properties' });
}

test('the dashboard shows the seeded figures and the selected property survives a reload', async ({
  page,
}) => {
  await openDashboard(page);
  const { count: propertyCount } = await apiGet<{ count: number }>(page, '/accounts/properties/');
  expect(propertyCount).toBeGreaterThanOrEqual(2);

  await expect(card(page, 'Total Properties')).toContainText(String(propertyCount));
  for (const name of ['Total Tenants', 'Monthly Revenue', 'Rent Due', 'Open Reports']) {
    await expect(card(page, name)).toBeVisible();
  }
  await expect(card(page, 'Monthly Revenue')).toContainText('KSh');
  await expect(card(page, 'Total Tenants').getByRole('link')).toHaveAttribute(
    'href',
    '/admin/tenants',
  );
  const overview = page.getByRole('region', { name: 'Properties Overview' });
  await expect(overview.getByText('Kilimani Heights')).toBeVisible();
  await expect(overview.getByText('Riverside Court')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Tenant Invite' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Email' })).toBeVisible();
  await expectAccessible(page);

  // One property: its own tenant and unit figures (Total Properties and the overview always
  // cover the whole portfolio). Other journeys of the run may house tenants in the demo rooms, so
  // each property's figures are read from the API.
  type Figures = { total_tenants: number; occupied_units: number };
  const { results } = await apiGet<{ results: { id: number; name: string }[] }>(
    page,
    '/accounts/properties/?page_size=100',
  );
  const figuresOf = async (name: string) => {
    const property = results.find((p) => p.name === name)!;
    return apiGet<Figures>(page, `/accounts/dashboard/?property_id=${property.id}`);
  };
  const expectFigures = async (figures: Figures) => {
    await expect(card(page, 'Total Tenants')).toContainText(
      new RegExp(`Total Tenants${figures.total_tenants}$`),
    );
    await expect(card(page, 'Occupied Units')).toContainText(
      new RegExp(`^Occupied Units${figures.occupied_units}$`),
    );
  };
  const kilimani = await figuresOf('Kilimani Heights');
  const riverside = await figuresOf('Riverside Court');
  expect(kilimani.total_tenants).toBeGreaterThanOrEqual(1); // the demo tenant lives in A2

  const selector = page.getByRole('combobox', { name: 'Selected property' });
  await selector.selectOption({ label: 'Kilimani Heights' });
  await expectFigures(kilimani);

  await selector.selectOption({ label: 'Riverside Court' });
  await expectFigures(riverside);

  // The choice is kept across a reload.
  await page.reload();
  await expect(selector.locator('option:checked')).toHaveText('Riverside Court');
  await expectFigures(riverside);
  await expect(card(page, 'Total Properties')).toContainText(String(propertyCount));

  await selector.selectOption({ label: 'All properties' });
  await expect(card(page, 'Total Tenants')).toContainText(/Total Tenants[1-9]\d*$/);
});

test('the bell shows the open reports and their count', async ({ page }) => {
  await openDashboard(page);
  const { count } = await apiGet<{ count: number }>(page, '/communication/reports/open/');
  expect(count).toBeGreaterThanOrEqual(1);
  const description = `${count} open ${count === 1 ? 'report' : 'reports'}`;

  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription(description);
  await expect(card(page, 'Open Reports')).toContainText(String(count));

  // The sidebar's Reports link carries the same count (behind the menu on a phone).
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAccessibleDescription(description);
  if (await menu.isVisible()) await menu.click();

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Leaking kitchen tap')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Dismiss notifications' }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(bell).not.toHaveAccessibleDescription(description);

  await panel.getByRole('link', { name: 'View all reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(panel).toBeHidden();
});

test('WhatsApp is marked coming soon and the invite link is copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDashboard(page);
  await page.getByRole('button', { name: /WhatsApp/ }).click();
  await expect(page.getByText('this feature is not yet available')).toBeVisible();

  await page.getByRole('button', { name: 'Copy Tenant Invite' }).click();
  await expect(page.getByText('Tenant invite copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/tenant\/signup\?landlord=PNG-DEMO1$/);
});
