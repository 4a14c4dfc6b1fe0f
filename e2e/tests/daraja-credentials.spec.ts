import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';

// Issue 19 item 9a (ADR 025): a landlord of this run's own sets up a paybill, saves their Daraja
// app's keys (password inputs, never shown again: only the masked consumer key), then removes
// them. Runs on the phone and the desktop, each with its own landlord and short code.

const PASSWORD = 'Landlord123';

async function registerLandlord(page: Page, email: string) {
  const res = await page.request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Wanjiru Kamau',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Kileleshwa, Nairobi',
      properties: [
        {
          name: 'Kileleshwa Court',
          address: 'Othaya Road',
          units: [{ unit_number: 'K1', room_type: '1-bedroom', monthly_rent: 20000 }],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

test("a landlord saves their own Daraja app's keys, sees only the masked key, and removes them", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  const email = `daraja-${run}@pango.test`;
  // A short code no other landlord holds: 7 digits from the clock, per project.
  const shortcode = `${testInfo.project.name === 'phone' ? 7 : 8}${String(Date.now()).slice(-6)}`;
  await registerLandlord(page, email);
  await signIn(page, 'Landlord', email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const paybill = page.getByRole('form', { name: 'M-Pesa Paybill / Till' });
  await paybill.getByLabel(/Business number/).fill(shortcode);
  await paybill.getByLabel('Type').selectOption('paybill');
  await paybill.getByRole('button', { name: 'Save Paybill' }).click();
  await expect(paybill.getByText('Paybill settings saved.')).toBeVisible();

  const daraja = page.getByRole('form', { name: 'Your own M-Pesa (Daraja app)' });
  await expect(daraja.getByText(/No Daraja app saved/)).toBeVisible();
  for (const label of ['Consumer key', 'Consumer secret', 'Passkey'])
    await expect(daraja.getByLabel(label)).toHaveAttribute('type', 'password');
  await daraja.getByLabel('Consumer key').fill('JourneyConsumerKeyAB12');
  await daraja.getByLabel('Consumer secret').fill('JourneyConsumerSecret');
  await daraja.getByLabel('Passkey').fill('journeypasskey0123456789');
  await daraja.getByRole('button', { name: 'Save credentials' }).click();
  await expect(daraja.getByText(/stored encrypted and never shown again/).last()).toBeVisible();
  await expect(daraja.getByText('••••AB12')).toBeVisible();
  await expect(daraja.getByLabel('Consumer key')).toHaveValue('');
  await expectAccessible(page);

  // Read back after a reload: still only the masked key, the secrets nowhere on the page.
  await page.reload();
  const again = page.getByRole('form', { name: 'Your own M-Pesa (Daraja app)' });
  await expect(again.getByText('••••AB12')).toBeVisible();
  await expect(page.getByText('JourneyConsumerSecret')).toHaveCount(0);

  await again.getByRole('button', { name: 'Remove credentials' }).click();
  await expect(again.getByText(/Daraja credentials removed/)).toBeVisible();
  await expect(again.getByText(/No Daraja app saved/)).toBeVisible();
});
