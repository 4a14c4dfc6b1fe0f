import { expect, type APIRequestContext } from '@playwright/test';
import { LANDLORD, waitForMail } from './fixtures';

// A fresh tenant living in a vacant demo unit, registered and approved through the real API, for
// journeys that change a tenant's data (the demo tenant other specs sign in as stays as seeded).
// The demo landlord has a limited number of vacant rooms (scripts/lib/seed.mjs): each call uses one.

const DEMO_LANDLORD_CODE = 'PNG-DEMO1'; // scripts/lib/seed.mjs
export const HOUSED_TENANT_PASSWORD = 'Tenant123';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export type HousedTenant = { id: number; email: string; name: string; access: string };

export async function tokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
  role: string,
): Promise<string> {
  const login = await request.post('/api/accounts/token/', {
    data: { email, password, user_type: role },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access: string }).access;
}

/** The confirmation link in the applicant's email (ADR 019: the landlord sees nothing before). */
export async function applicationConfirmLink(email: string): Promise<string> {
  const mail = await waitForMail(email);
  const link = /http:\/\/[^\s"]+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'a confirmation link in the applicant email').toBeDefined();
  return link!;
}

/** Confirms a fresh applicant's email through the API, as the page at the link does. */
export async function confirmApplication(request: APIRequestContext, email: string) {
  const token = new URL(await applicationConfirmLink(email)).searchParams.get('token');
  const res = await request.post('/api/accounts/register/tenant/verify-email/', {
    data: { token },
  });
  expect(res.ok()).toBe(true);
}

/** Signs up a tenant already living in a vacant demo unit (no ID yet) and approves them. */
export async function createHousedTenant(
  request: APIRequestContext,
  name: string,
): Promise<HousedTenant> {
  const lookup = await request.post('/api/accounts/validate-landlord/', {
    data: { landlord_code: DEMO_LANDLORD_CODE },
  });
  expect(lookup.ok()).toBe(true);
  const { properties } = (await lookup.json()) as {
    properties: { units: { id: number; occupied: boolean }[] }[];
  };
  const unit = properties.flatMap((p) => p.units).find((u) => !u.occupied);
  expect(unit, 'the demo landlord has a vacant unit').toBeDefined();
  const email = `housed-${unique()}@example.test`;
  const register = await request.post('/api/accounts/tenant/register/complete/', {
    multipart: {
      session_id: crypto.randomUUID(),
      landlord_code: DEMO_LANDLORD_CODE,
      full_name: name,
      national_id: 'CD7654321',
      email,
      phone_number: '0712345678',
      emergency_contact: '0723456789',
      password: HOUSED_TENANT_PASSWORD,
      unit_code: String(unit!.id),
      already_living_in_property: 'true',
      upload_id_later: 'true',
    },
  });
  expect(register.status()).toBe(201);
  await confirmApplication(request, email);

  const landlord = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  const headers = { Authorization: `Bearer ${landlord}` };
  const pending = await request.get('/api/accounts/tenant-applications/pending/', { headers });
  const { results } = (await pending.json()) as {
    results: { id: number; tenant_email: string }[];
  };
  const application = results.find((a) => a.tenant_email === email);
  expect(application).toBeDefined();
  const approve = await request.post(
    `/api/accounts/tenant-applications/${application!.id}/approve/`,
    { headers },
  );
  expect(approve.ok()).toBe(true);

  const access = await tokenFor(request, email, HOUSED_TENANT_PASSWORD, 'tenant');
  const me = await request.get('/api/accounts/me/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  return { id: ((await me.json()) as { id: number }).id, email, name, access };
}
