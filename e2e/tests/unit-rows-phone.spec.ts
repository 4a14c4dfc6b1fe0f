import { expect, test, type Locator } from '@playwright/test';
import { LANDLORD, signIn } from '../support/fixtures';

// Issue 17 item 20 at 360 px: each unit is a compact row, an occupied unit offers no availability
// change, and the signup unit row shows its whole room type (it read "1 Bedrc").

test.use({ viewport: { width: 360, height: 740 } });

/** Whether a select's chosen text fits beside its arrow, measured with the select's own font. */
async function chosenTextFits(select: Locator) {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el.selectedOptions[0]?.text ?? '';
    const arrow = 20;
    const room =
      el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return { text, fits: context.measureText(text).width <= room };
  });
}

test('units are compact rows on a phone and an occupied unit offers no availability change', async ({
  page,
}) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  // The first screen after the server starts can take longer than the default 5 s.
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('main').getByLabel('Property', { exact: true }).selectOption({
    label: 'Kilimani Heights',
  });
  const units = page.getByRole('table', { name: 'Units' });
  await expect(units.getByText('A2', { exact: true })).toBeVisible();
  // A2 has the demo tenant (scripts/lib/seed.mjs).
  await expect(page.getByRole('button', { name: 'Delete unit A2' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark (Una|A)vailable A2$/ })).toHaveCount(0);
  // A vacant unit still offers it (which one is vacant depends on the journeys run before).
  await expect(page.getByRole('button', { name: /^Mark (Una|A)vailable / }).first()).toBeVisible();
  for (const row of await units.locator('tbody tr').all()) {
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(170);
  }
});

test('the landlord signup unit row shows the whole room type', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: 'Landlord' }).check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Full Name').fill('Achieng Otieno');
  await page.getByLabel('National ID').fill('23456789');
  await page.getByLabel('Email').fill(`rows-${Date.now()}@example.test`);
  await page.getByLabel('Phone Number').fill('0722 123 456');
  await page.getByLabel('Main Property Address').fill('Kilimani, Nairobi');
  await page.getByLabel('Password', { exact: true }).fill('Landlord123');
  await page.getByLabel('Confirm Password').fill('Landlord123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Property Setup' })).toBeVisible();
  const roomType = page.getByRole('group', { name: 'Unit 1', exact: true }).getByLabel('Room Type');
  for (const type of ['1-bedroom', '8-bedroom']) {
    await roomType.selectOption(type);
    expect(await chosenTextFits(roomType)).toEqual({
      text: type === '1-bedroom' ? '1 Bedroom' : '8 Bedroom',
      fits: true,
    });
  }
});
