import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, LANDLORD, signIn, waitForMail } from '../support/fixtures';
import { confirmApplication } from '../support/tenants';

// Issue 8: Tenant Management. Every test signs up its own landlord and applicants through the API,
// so the phone and desktop runs (one database) and the demo data other specs rely on stay apart.

const PASSWORD = 'Landlord123';
const TENANT_PASSWORD = 'Tenant123';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Landlord = { email: string; code: string; token: string };

async function createLandlord(request: APIRequestContext): Promise<Landlord> {
  const email = `tm-${unique()}@example.test`;
  const units = ['R1', 'R2', 'R3'].map((unit_number) => ({
    unit_number,
    room_type: 'studio',
    monthly_rent: 9000,
  }));
  const register = await request.post('/api/accounts/landlord/register/complete/', {
    data: {
      session_id: crypto.randomUUID(),
      national_id: '23456789',
      full_name: 'Njeri Mwangi',
      email,
      password: PASSWORD,
      phone_number: '0722123456',
      address: 'Kilimani, Nairobi',
      properties: [{ name: 'Riverside Court', address: 'Riverside Drive', units }],
    },
  });
  expect(register.status()).toBe(201);
  const login = await request.post('/api/accounts/token/', {
    data: { email, password: PASSWORD, user_type: 'landlord' },
  });
  const { access } = (await login.json()) as { access: string };
  const me = await request.get('/api/accounts/me/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  const { landlord_code } = (await me.json()) as { landlord_code: string };
  return { email, code: landlord_code, token: access };
}

type Applicant = { email: string; name: string; unitId: number };

/** A tenant already living in the unit signs up (no deposit) and confirms their email: pending. */
async function apply(request: APIRequestContext, code: string, unitNumber: string, name: string) {
  const lookup = await request.post('/api/accounts/validate-landlord/', {
    data: { landlord_code: code },
  });
  const { properties } = (await lookup.json()) as {
    properties: { units: { id: number; unit_number: string }[] }[];
  };
  const unit = properties[0]!.units.find((u) => u.unit_number === unitNumber)!;
  const email = `applicant-${unique()}@example.test`;
  const res = await request.post('/api/accounts/tenant/register/complete/', {
    multipart: {
      session_id: crypto.randomUUID(),
      landlord_code: code,
      full_name: name,
      national_id: 'AB1234567',
      email,
      phone_number: '0712345678',
      emergency_contact: '0723456789',
      password: TENANT_PASSWORD,
      unit_code: String(unit.id),
      already_living_in_property: 'true',
      upload_id_later: 'false',
      id_document: { name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status()).toBe(201);
  await confirmApplication(request, email);
  return { email, name, unitId: unit.id } satisfies Applicant;
}

async function openTenants(page: Page, landlord: Landlord) {
  await signIn(page, 'Landlord', landlord.email, PASSWORD);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/tenants');
  await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible();
}

test('a landlord approves an application and sees the tenant active', async ({ page }) => {
  const landlord = await createLandlord(page.request);
  const applicant = await apply(page.request, landlord.code, 'R1', 'Akinyi Wambui');
  await openTenants(page, landlord);
  await expect(
    page.getByText('No tenants found. You can add tenants by assigning them to units.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Recently Joined Tenants (1)' }).click();
  const card = page.getByRole('listitem').filter({ hasText: applicant.name });
  await expect(card).toContainText(applicant.email);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'View Documents' }).click();
  const viewer = page.getByRole('dialog', { name: 'Tenant Documents' });
  await expect(viewer.getByTitle(`ID document of ${applicant.name}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).last().click();

  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve Application' });
  await expect(confirm).toContainText(`Approve ${applicant.name} and assign unit R1`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'No Pending Applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recently Joined Tenants (0)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Active Tenants' }).click();
  await expect(page.getByRole('table', { name: 'Active tenants' })).toContainText(applicant.name);
  await expect(page.getByRole('region', { name: 'Tenant summary' })).toContainText('1');
  await expectAccessible(page);
});

test('a landlord declines an application with a reason the applicant receives', async ({
  page,
}) => {
  const landlord = await createLandlord(page.request);
  const applicant = await apply(page.request, landlord.code, 'R2', 'Brian Otieno');
  await openTenants(page, landlord);
  await page.getByRole('tab', { name: /Recently Joined Tenants/ }).click();
  const card = page.getByRole('listitem').filter({ hasText: applicant.name });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline Application' });
  await dialog.getByLabel('Reason (optional)').fill('The unit is being renovated.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'No Pending Applications' })).toBeVisible();
  const mail = await waitForMail(applicant.email, 'The unit is being renovated.');
  expect(mail.text).toContain('The unit is being renovated.');
});

test('a landlord edits a rent deadline, then evicts the tenant and the unit is free again', async ({
  page,
}) => {
  const landlord = await createLandlord(page.request);
  const applicant = await apply(page.request, landlord.code, 'R3', 'Chebet Kiprono');
  const pending = await page.request.get('/api/accounts/tenant-applications/pending/', {
    headers: { Authorization: `Bearer ${landlord.token}` },
  });
  const { results } = (await pending.json()) as { results: { id: number }[] };
  const approve = await page.request.post(
    `/api/accounts/tenant-applications/${results[0]!.id}/approve/`,
    { headers: { Authorization: `Bearer ${landlord.token}` } },
  );
  expect(approve.ok()).toBe(true);

  await openTenants(page, landlord);
  const table = page.getByRole('table', { name: 'Active tenants' });
  await expect(table).toContainText(applicant.name);

  await page.getByRole('button', { name: `Actions for ${applicant.name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Rent Deadline' }).click();
  const deadline = page.getByRole('dialog', { name: 'Edit Rent Deadline' });
  await deadline.getByLabel('New rent deadline').fill('');
  await deadline.getByRole('button', { name: 'Save' }).click();
  await expect(deadline.getByText('Please select a valid rent deadline date.')).toBeVisible();
  await deadline.getByLabel('New rent deadline').fill('2030-01-10');
  await expectAccessible(page);
  await deadline.getByRole('button', { name: 'Save' }).click();
  await expect(deadline).toBeHidden();
  await expect(table).toContainText('10 Jan 2030');

  const menuButton = page.getByRole('button', { name: `Actions for ${applicant.name}` });
  await menuButton.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Evict' })).toBeFocused();
  await page.keyboard.press('Enter');
  const evict = page.getByRole('dialog', { name: 'Evict Tenant' });
  await expect(evict).toContainText(`Evict ${applicant.name} from unit R3 (Riverside Court)?`);
  await evict.getByRole('button', { name: 'Evict' }).click();
  await expect(
    page.getByText('No tenants found. You can add tenants by assigning them to units.'),
  ).toBeVisible();

  const units = await page.request.get('/api/accounts/units/', {
    headers: { Authorization: `Bearer ${landlord.token}` },
    params: { page_size: 100 },
  });
  const unit = ((await units.json()) as { results: { id: number; status: string }[] }).results.find(
    (u) => u.id === applicant.unitId,
  );
  expect(unit?.status).toBe('available');
});

test('the header offers Send Email (the email sender) and WhatsApp, coming soon', async ({
  page,
}) => {
  await signIn(page, 'Landlord', LANDLORD.email, LANDLORD.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/tenants');
  const header = page.locator('header').filter({ hasText: 'Tenant Management' });
  await header.getByRole('button', { name: 'WhatsApp Coming soon' }).click();
  await expect(
    page.getByText('WhatsApp messages are coming soon: this feature is not yet available.'),
  ).toBeVisible();
  await header.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email to Tenants' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
});
