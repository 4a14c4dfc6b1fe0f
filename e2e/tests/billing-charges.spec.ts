import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD, tokenFor } from '../support/tenants';

// Issue 20's journey at phone size: the landlord sets water at KSh 150/m³ and garbage at 300 on a
// property's Billing tab, reads two units' meters (the tenant's: last month 100, this month 112),
// the billing run bills next month (through serve.mjs's hook, as `worker.js --once billing --at
// <time>`), and the tenant sees rent + water (12 m³ × 150 = 1,800) + garbage in the amount due on
// their dashboard and pays that total through the sandbox.

test.use({ viewport: { width: 360, height: 740 } });

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 4174}`;
const DAY_MS = 86_400_000;
const WATER = 12 * 150;
const GARBAGE = 300;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const nairobiToday = () => new Date(Date.now() + 3 * 60 * 60 * 1000);
const ksh = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const formatKsh = (n: number) => `KSh ${n.toLocaleString('en-KE')}`;

/** The run's time: 5 days before the due date of the month after `due` (its lead time, ADR 012). */
function runTimeAfter(due: string): string {
  const [y, m, d] = due.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const nextDue = Date.UTC(y, m, Math.min(d, lastDay));
  return `${iso(new Date(nextDue - 5 * DAY_MS))}T09:00:00+03:00`;
}

async function outstanding(page: Page): Promise<{ owed: number; rent: number }> {
  await page.goto('/tenant');
  const card = page.getByRole('group', { name: 'Monthly Rent' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const rent = ksh(await card.locator('.tenant-dash__figure').textContent());
  const owed = ksh(await card.locator('dd').first().textContent());
  return { owed, rent };
}

/** Records a reading for the unit on show and moves on ("Save & next unit"). */
async function read(main: Locator, value: string) {
  await main.getByLabel(/^This month's reading/).fill(value);
  await main.getByRole('button', { name: 'Save & next unit' }).click();
}

test('water and garbage are billed with the rent, and the tenant pays the total', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tenant = await createHousedTenant(request, 'Wanjiru Billing');
  const landlord = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  const detail = await request.get(`/api/accounts/tenants/${tenant.id}/`, {
    headers: { Authorization: `Bearer ${landlord}` },
  });
  const { unit } = (await detail.json()) as {
    unit: { id: number; unit_number: string; property_name: string };
  };
  const summary = await request.get('/api/payments/rent-summary/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
  });
  const { next_due_date: due } = (await summary.json()) as { next_due_date: string };
  expect(due).toBeTruthy();

  await test.step('the landlord sets water at KSh 150/m³ and garbage at 300', async () => {
    await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/settings/billing');
    const main = page.getByRole('main');
    await main.getByLabel('Property', { exact: true }).selectOption({ label: unit.property_name });
    await expect(main.getByText(/Changes apply from/)).toBeVisible();
    const removeButtons = main.getByRole('button', { name: /^Remove / });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();
    await main.getByRole('button', { name: 'Add fixed charge' }).click();
    await main.getByLabel('Charge 1 name').fill('Garbage');
    await main.getByLabel('Charge 1 amount (KSh)').fill(String(GARBAGE));
    await main.getByRole('button', { name: 'Add metered charge' }).click();
    await main.getByLabel('Meter 1 name').fill('Water');
    await main.getByLabel('Meter 1 unit').fill('m³');
    await main.getByLabel('Meter 1 rate (KSh per unit)').fill('150');
    await main.getByRole('button', { name: 'Save billing rules' }).click();
    await expect(main.getByText(/Billing rules saved\. They apply from/)).toBeVisible();
  });

  await test.step('the landlord reads the meters of two units', async () => {
    // Last month's reading of the tenant's meter (the baseline), as if read then.
    const today = nairobiToday();
    const lastMonth = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 15)));
    const baseline = await request.post(`/api/accounts/units/${unit.id}/meter-readings/`, {
      headers: { Authorization: `Bearer ${landlord}` },
      data: { charge: 'Water', reading: 100, read_on: lastMonth },
    });
    expect(baseline.status(), await baseline.text()).toBe(201);

    await page.goto('/admin/meter-readings');
    const main = page.getByRole('main');
    await main.getByLabel('Property', { exact: true }).selectOption({ label: unit.property_name });
    const heading = main.getByRole('heading', { level: 2, name: /^Unit / });
    let isTenantsDone = false;
    let isOtherDone = false;
    for (let step = 0; step < 30 && !(isTenantsDone && isOtherDone); step += 1) {
      await expect(heading).toBeVisible();
      const name = (await heading.textContent())?.trim();
      if (name === `Unit ${unit.unit_number}`) {
        await read(main, '112');
        isTenantsDone = true;
      } else if (!isOtherDone) {
        await read(main, '500');
        isOtherDone = true;
      } else {
        await main.getByRole('button', { name: 'Skip unit' }).click();
      }
      await expect(heading.or(main.getByText(/^All \d+ units done/))).not.toHaveText(name ?? '');
    }
    expect(isTenantsDone && isOtherDone).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  await test.step('the billing run bills next month: rent, water and garbage', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
    await expect(page).toHaveURL(/\/tenant$/);
    const before = await outstanding(page);
    const res = await fetch(`${MAILBOX}/jobs/billing?at=${encodeURIComponent(runTimeAfter(due))}`, {
      method: 'POST',
    });
    expect(res.ok, await res.clone().text()).toBe(true);
    const total = before.owed + before.rent + WATER + GARBAGE;
    await page.reload();
    const card = page.getByRole('group', { name: 'Monthly Rent' });
    await expect(card.locator('dd').first()).toHaveText(formatKsh(total));
    await expectAccessible(page);

    // The tenant pays that total through the sandbox.
    await page.goto('/tenant/payments');
    await expect(page.getByRole('heading', { name: 'Payment Center' })).toBeVisible();
    await page.getByLabel('Amount (KSh)').fill(String(total));
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible({
      timeout: 20_000,
    });
    await checkout.close();
    const after = await outstanding(page);
    expect(after.owed).toBe(0);
  });
});
