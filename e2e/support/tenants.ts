import { expect, type APIRequestContext } from '@playwright/test';
import { LANDLORD, waitForMail } from './fixtures';

// A fresh tenant living in a vacant demo unit, registered and approved through the real API, for
// journeys that change a tenant's data (the demo tenant other specs sign in as stays as seeded).
// The demo landlord has a limited number of vacant rooms (scripts/lib/seed.mjs): each call uses one,
// freeing one first when none is left (ensureVacantDemoRoom).

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

type DemoUnit = { id: number; occupied: boolean };

async function vacantDemoUnit(request: APIRequestContext): Promise<DemoUnit | undefined> {
  const lookup = await request.post('/api/accounts/validate-landlord/', {
    data: { landlord_code: DEMO_LANDLORD_CODE },
  });
  expect(lookup.ok()).toBe(true);
  const { properties } = (await lookup.json()) as { properties: { units: DemoUnit[] }[] };
  return properties.flatMap((p) => p.units).find((u) => !u.occupied);
}

/**
 * A vacant demo room, freeing one when the journeys have taken them all. The demo landlord keeps
 * 10 units (the Starter tier the subscription journeys read), fewer than the journeys that house
 * a tenant of their own; so, when none is vacant, the oldest journey tenant (any address but
 * @pango.test, the seeded people's) moves out through the landlord's Remove action, or else
 * the oldest journey applicant is declined. Journeys run one at a time (one worker), so no other
 * journey is using that tenant any more.
 */
export async function ensureVacantDemoRoom(request: APIRequestContext): Promise<DemoUnit> {
  const vacant = await vacantDemoUnit(request);
  if (vacant) return vacant;
  const landlord = await tokenFor(request, LANDLORD.email, LANDLORD.password, 'landlord');
  const headers = { Authorization: `Bearer ${landlord}` };
  const byAge = (a: { created_at?: string; applied_at?: string }, b: typeof a) =>
    (a.created_at ?? a.applied_at ?? '').localeCompare(b.created_at ?? b.applied_at ?? '');
  const tenants = await request.get('/api/accounts/tenants/?status=all&page_size=100', {
    headers,
  });
  const { results: rows } = (await tenants.json()) as {
    results: { email: string; created_at: string; unit: { id: number } | null }[];
  };
  const housed = rows.filter((t) => !t.email.endsWith('@pango.test') && t.unit).sort(byAge);
  if (housed.length > 0) {
    const moved = await request.post(`/api/accounts/units/${housed[0]!.unit!.id}/remove-tenant/`, {
      headers,
    });
    expect(moved.ok()).toBe(true);
  } else {
    const pending = await request.get('/api/accounts/tenant-applications/pending/', { headers });
    const { results } = (await pending.json()) as {
      results: { id: number; tenant_email: string; applied_at?: string }[];
    };
    const applicant = results.filter((a) => !a.tenant_email.endsWith('@pango.test')).sort(byAge);
    expect(applicant.length, 'a journey tenant or applicant to free a demo room').toBeGreaterThan(
      0,
    );
    const declined = await request.post(
      `/api/accounts/tenant-applications/${applicant[0]!.id}/decline/`,
      { headers, data: { reason: 'Journey clean-up: the room is needed for another journey.' } },
    );
    expect(declined.ok()).toBe(true);
  }
  const freed = await vacantDemoUnit(request);
  expect(freed, 'the demo landlord has a vacant unit').toBeDefined();
  return freed!;
}

/** Signs up a tenant already living in a vacant demo unit (no ID yet) and approves them. */
export async function createHousedTenant(
  request: APIRequestContext,
  name: string,
): Promise<HousedTenant> {
  const unit = await ensureVacantDemoRoom(request);
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
      unit_code: String(unit.id),
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
