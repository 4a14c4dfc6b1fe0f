import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';
import { createHousedTenant, HOUSED_TENANT_PASSWORD } from '../support/tenants';

// Issue 20 items 5 and 6: a tenant whose month has lines sees what makes up the amount due in the
// Payment Center, and downloads the month's invoice as a PDF once the worker's `invoices` job has
// run (through serve.mjs's hook, as `worker.js --once invoices`).

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 4174}`;

test('a tenant sees the month’s lines and downloads the invoice PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tenant = await createHousedTenant(
    page.request,
    testInfo.project.name === 'phone' ? 'Njeri Wambui' : 'Kiprono Langat',
  );
  // Moved in on the 1st of this month: the approval posts this month's rent (ADR 018).
  const firstOfMonth = `${new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 8)}01`;
  const moved = await page.request.patch('/api/accounts/tenant/move-in-date/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
    data: { move_in_date: firstOfMonth },
  });
  expect(moved.ok()).toBe(true);
  const job = await fetch(`${MAILBOX}/jobs/invoices`, { method: 'POST' });
  expect(job.ok, await job.clone().text()).toBe(true);

  await page.goto('/login');
  await signIn(page, 'Tenant', tenant.email, HOUSED_TENANT_PASSWORD);
  await expect(page).toHaveURL(/\/tenant$/);
  await page.goto('/tenant/payments');
  const lines = page.getByRole('region', { name: /^Your charges for / });
  await expect(lines.getByRole('row', { name: /^Rent/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Amount due/ })).toBeVisible();

  const invoices = page.getByRole('region', { name: 'Invoices' });
  const pdf = invoices.getByRole('button', { name: /^PDF of invoice INV-\d{6}, .+$/ });
  await expect(pdf).toHaveCount(1);
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await pdf.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
