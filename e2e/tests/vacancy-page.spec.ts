import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';

// Issue 21 items 2 and 3 (ADR 032): a landlord turns a property's vacancy page on and copies its
// link; someone signed out opens it on a 360 px phone, sends an enquiry the landlord then sees, and
// follows Apply into the tenant signup with the landlord ID and the room filled in. Each run signs
// up its own landlord, so the demo data is untouched.

const PASSWORD = 'Landlord123';
const PROPERTY = 'Jua Kali Flats';

async function registerLandlord(page: Page, email: string) {
  const res = await page.request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Mwende Kioko',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Githurai 45, Nairobi',
      properties: [
        {
          name: PROPERTY,
          address: 'Githurai 45',
          units: ['J1', 'J2'].map((unit_number) => ({
            unit_number,
            room_type: 'studio',
            monthly_rent: 7500,
          })),
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

test('a landlord shares the vacancy page; a visitor enquires and applies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `vacancy-${Date.now()}-${randomInt(1e6)}@example.test`;
  await registerLandlord(page, email);
  await signIn(page, 'Landlord', email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'Vacancy page on' });
  await expect(toggle).not.toBeChecked();
  // The switch shows the server's answer, so it turns on once the page is saved.
  await toggle.click();
  await expect(page.getByText('Your vacancy page is on')).toBeVisible();
  await expect(toggle).toBeChecked();
  const link = await page.getByLabel('Page link').inputValue();
  expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{12}$/);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectAccessible(page);

  // Signed out, on a 360 px phone.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: `Rooms to let at ${PROPERTY}` })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Unit J1 · Studio' })).toBeVisible();
  await expect(visitor.getByText('KSh 7,500 a month').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.+%2Fv%2F/,
  );
  await expect(visitor.getByRole('img', { name: 'QR code of this page' })).toBeVisible();
  const scrollWidth = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await expectAccessible(visitor);

  await visitor.getByLabel('Your name').fill('Kevin Mutua');
  await visitor.getByLabel('Phone number').fill(`07${randomInt(10_000_000, 99_999_999)}`);
  await visitor.getByLabel('Which room').selectOption({ label: 'J1 · Studio' });
  await visitor.getByLabel('Message').fill('Can I view J1 on Saturday?');
  await visitor.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(visitor.getByRole('heading', { name: 'Enquiry sent' })).toBeVisible();
  await expectAccessible(visitor);

  // The landlord sees it in Enquiries.
  await page.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  const card = page.getByRole('group', { name: 'Kevin Mutua' });
  await expect(card).toContainText('Can I view J1 on Saturday?');
  await expect(card).toContainText(`${PROPERTY}, unit J1`);
  await expectAccessible(page);

  // Apply opens the tenant signup with the landlord ID filled in.
  await visitor.goto(link);
  await visitor.getByRole('link', { name: 'Apply for unit J1' }).click();
  await expect(visitor).toHaveURL(/\/tenant\/signup\?landlord=[A-Z0-9-]+&unit=\d+$/);
  const code = new URL(visitor.url()).searchParams.get('landlord');
  await visitor.getByRole('button', { name: 'Get Started' }).click();
  await expect(visitor.getByLabel('Landlord ID')).toHaveValue(code!);
  await visitorContext.close();
});
