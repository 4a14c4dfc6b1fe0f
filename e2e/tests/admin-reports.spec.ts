import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Reports and Issues and the email sender (seed 001 section 2). The seed gives the demo landlord
// one open report, "Leaking kitchen tap", from the demo tenant. Other journeys may add reports,
// so counts are read from the API; each test leaves the seeded report open again.

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

const describes = (count: number) => `${count} open ${count === 1 ? 'report' : 'reports'}`;

async function openAdmin(page: Page, path: string, heading: string) {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Selected property' })
    .selectOption({ label: 'All properties' });
}

/** Every mail the loopback SMTP server got for `to` (e2e/serve.mjs). */
async function mailsTo(to: string): Promise<{ to: string[]; text: string }[]> {
  const port = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
  const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { to: string[]; text: string }[];
}

test('the landlord resolves the seeded report, the bell count drops, then unresolves it', async ({
  page,
}) => {
  await openAdmin(page, '/admin/reports', 'Reports and Issues');
  const { count } = await apiGet<{ count: number }>(page, '/communication/reports/open/');
  expect(count).toBeGreaterThanOrEqual(1);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription(describes(count));

  const summary = page.getByRole('region', { name: 'Report summary' });
  await expect(summary).toContainText(`Open${count}`);
  const card = page.getByRole('article', { name: 'Leaking kitchen tap' });
  await expect(card).toContainText('Major Plumbing (Water Supply, Sewage, Burst Pipes)');
  await expect(card).toContainText('Otieno Odhiambo');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(page.getByText('Report marked as resolved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark as Unresolved' })).toBeVisible();
  // The badge follows at once (the query is invalidated), not at the next 30 s poll.
  if (count > 1) await expect(bell).toHaveAccessibleDescription(describes(count - 1));
  else await expect(bell).not.toHaveAccessibleDescription(describes(count));
  await expect(summary).toContainText(`Open${count - 1}`);

  await card.getByRole('button', { name: 'Mark as Unresolved' }).click();
  await expect(page.getByText('Report marked as unresolved')).toBeVisible();
  await expect(bell).toHaveAccessibleDescription(describes(count));
  await expect(card.getByRole('button', { name: 'Mark as Resolved' })).toBeVisible();

  // Filters go to the server: the plumbing report is not a WiFi issue.
  await page.getByLabel('Category').selectOption({ label: 'WiFi/Internet Issues' });
  await expect(card).toBeHidden();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Average time to resolve' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports per property' })).toContainText(
    'Kilimani Heights',
  );
  await expectAccessible(page);
});

test('the landlord emails all tenants from the dashboard and the demo tenant receives it', async ({
  page,
}, testInfo) => {
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  const token = `notice-${testInfo.project.name}-${Date.now()}`;

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email to Tenants' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();

  await dialog.getByLabel('Subject').fill('Water shut-off on Saturday');
  await dialog.getByLabel('Message').fill(`Dear {tenant_name}, no water on Saturday. ${token}`);
  await expect(dialog.getByLabel('Property')).toHaveValue('');
  await expect(dialog.getByRole('radio', { name: 'All tenants' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Selected tenants' }).check();
  await expect(dialog.getByRole('checkbox', { name: /Otieno Odhiambo/ })).toBeVisible();
  await dialog.getByRole('radio', { name: 'All tenants' }).check();

  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('region', { name: 'Email preview' })).toContainText(
    'no water on Saturday',
  );
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/^Queued \d+ emails?\.$/)).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(TENANT.email)).some((mail) => mail.text.includes(token)), {
      timeout: 10_000,
    })
    .toBe(true);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The same sender sits in the Reports and Issues header.
  await page.goto('/admin/reports');
  await expect(page.getByRole('button', { name: 'Send Email' })).toBeVisible();
});
