import { expect, test } from '@playwright/test';
import { LANDLORD, signIn, waitForMail } from '../support/fixtures';
import { createHousedTenant, tokenFor } from '../support/tenants';

// Issue 25 item 6: a tenant who reads Pango in Kiswahili gets the landlord's next rent reminder in
// Kiswahili. The tenant chose Kiswahili (the endpoint the Settings card calls); the landlord, whose
// side stays English, reminds them from the arrears report; the mail that arrives is Kiswahili but
// for the words the landlord wrote themself.

test("the landlord's next reminder reaches a Kiswahili-reading tenant in Kiswahili", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tenant = await createHousedTenant(page.request, 'Zawadi Mwakilema');
  const chose = await page.request.put('/api/accounts/tenant/language/', {
    headers: { Authorization: `Bearer ${tenant.access}` },
    data: { language: 'sw' },
  });
  expect(await chose.json()).toEqual({ language: 'sw' });
  const landlord = await tokenFor(page.request, LANDLORD.email, LANDLORD.password, 'landlord');
  const headers = { Authorization: `Bearer ${landlord}` };
  const history = await page.request.get(`/api/accounts/tenants/${tenant.id}/tenancies/`, {
    headers,
  });
  const [tenancy] = ((await history.json()) as { results: { id: number }[] }).results;
  const charged = await page.request.post(
    `/api/accounts/tenancies/${tenancy!.id}/ledger-adjustments/`,
    { headers, data: { kind: 'charge', amount: 4_200, reason: 'Water' } },
  );
  expect(charged.status()).toBe(201);

  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await page.getByRole('link', { name: 'View arrears' }).click();
  // The landlord's own screen stays English.
  await expect(page.getByRole('heading', { level: 1, name: 'Arrears' })).toBeVisible();
  await page.getByRole('main').getByLabel('Property').selectOption({ label: 'All Properties' });
  const row = page.getByRole('row').filter({ hasText: 'Zawadi Mwakilema' });
  await row.getByRole('button', { name: 'Remind Zawadi Mwakilema' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reminder email queued for 1 tenant.' }),
  ).toBeVisible();

  const mail = await waitForMail(tenant.email, 'Kiasi unachodaiwa');
  // The facts, the payment line and the footer are Kiswahili; the landlord's own subject and
  // words (Settings' reminder wording, which other journeys set) go as the landlord wrote them.
  expect(mail.text).toMatch(/Kiasi unachodaiwa: KSh [\d,]+/);
  expect(mail.text).toContain('Lipa kodi kwenye ukurasa wa Malipo');
  expect(mail.text).toContain('Imetumwa na Pango kwa niaba ya');
  expect(mail.text).not.toContain('Amount due');
});
