import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, SESSION_KEYS, signIn, TENANT } from '../support/fixtures';

// Issue 19 item 6: the landlord pastes M-Pesa messages from their till; the one with the demo
// tenant's account number is credited, the unknown one goes to Unmatched payments (and is marked
// not rent, leaving the demo data as it was), and pasting again finds only duplicates.

type Tenant = { id: number; payment_account_number: string | null };

async function demoTenant(page: Page): Promise<Tenant> {
  return page.evaluate(
    async ({ email, key }) => {
      const headers = { Authorization: `Bearer ${window.localStorage.getItem(key)}` };
      const list = await fetch(
        `/api/accounts/tenants/?search=${encodeURIComponent(email)}&status=all`,
        { headers },
      );
      const { results } = (await list.json()) as { results: { id: number }[] };
      const res = await fetch(`/api/accounts/tenants/${results[0]!.id}/`, { headers });
      return (await res.json()) as Tenant;
    },
    { email: TENANT.email, key: SESSION_KEYS.access },
  );
}

/** A fresh 10-character code per run, project and message. */
const code = (project: string, n: number) =>
  `E2${project.charAt(0).toUpperCase()}${Date.now().toString(36).toUpperCase().slice(-6)}${n}`;

test('the landlord imports pasted M-Pesa messages', async ({ page }, testInfo) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  const tenant = await demoTenant(page);
  expect(tenant.payment_account_number, 'the demo tenant has an account number').toBeTruthy();
  const [credited, unknown] = [code(testInfo.project.name, 1), code(testInfo.project.name, 2)];
  const text = [
    `${credited} Confirmed. Ksh100.00 received from JOHN KAMAU 254700000001 on 3/11/26 at 9:14 AM. Account Number ${tenant.payment_account_number} New Utility balance is Ksh245,300.00`,
    `${unknown} Confirmed. You have received Ksh50.00 from MARY WANJIRU 0700000002 on 5/11/26 at 7:02 PM New M-PESA balance is Ksh8,120.00.`,
    'not an M-Pesa message',
  ].join('\n');

  await page.goto('/admin/payments/unmatched');
  await page.getByRole('link', { name: 'Import M-Pesa messages' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import M-Pesa messages' }),
  ).toBeVisible();
  await page.getByLabel('M-Pesa messages').fill(text);
  await page.getByRole('button', { name: 'Import' }).click();
  const result = page.getByRole('status', { name: 'Import result' });
  await expect(result).toBeVisible();
  const fact = (label: string) =>
    result
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(fact('Imported')).toHaveText('2');
  await expect(fact('Credited to a tenant')).toHaveText('1');
  await expect(fact('Sent to Unmatched payments')).toHaveText('1');
  await expect(
    result.getByText('Line 3: No M-Pesa transaction code followed by "Confirmed"'),
  ).toBeVisible();
  await expectAccessible(page);

  // Pasting the same messages again changes nothing.
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(fact('Already in Pango')).toHaveText('2');
  await expect(fact('Imported')).toHaveText('0');

  // The second import queued nothing new: back to the queue by the page's own link.
  await expect(result.getByRole('link', { name: 'Review unmatched payments' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Back to Unmatched payments' }).click();
  const card = page.getByRole('group', { name: unknown });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Not rent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not rent' });
  await dialog.getByLabel('Note').fill('E2E import journey');
  await dialog.getByRole('button', { name: 'Mark as not rent' }).click();
  await expect(card).toBeHidden();
});
