import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The demo accounts the seed creates (scripts/lib/seed.mjs).
export const LANDLORD = {
  email: 'landlord@pango.test',
  password: 'Landlord123',
  name: 'Wanjiku Kamau',
};
export const TENANT = {
  email: 'tenant@pango.test',
  password: 'Tenant123',
  name: 'Otieno Odhiambo',
};
export const PENDING_TENANT = { email: 'pending@pango.test', password: 'Tenant123' };

export const SESSION_KEYS = { access: 'pango.accessToken', refresh: 'pango.refreshToken' } as const;

export async function signIn(
  page: Page,
  userType: 'Tenant' | 'Landlord',
  email: string,
  password: string,
) {
  await page.goto('/login');
  await page.getByRole('radio', { name: userType }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: `Sign In as ${userType}` }).click();
}

/** No serious or critical accessibility violation on the current screen. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** An HS256 access token for the user that expired a minute ago, signed with the server's key. */
export function expiredAccessToken(userId: number, role: 'tenant' | 'landlord'): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set');
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role, sub: String(userId), iat: now - 400, exp: now - 60 })}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

type Mail = { to: string[]; text: string };
/** Reads what the loopback SMTP server received (e2e/serve.mjs). */
export async function waitForMail(to: string, containing?: string): Promise<Mail> {
  const port = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
        // An applicant's first mail is their confirmation link; `containing` waits for a later one.
        const mails = ((await res.json()) as Mail[]).filter(
          (m) => containing === undefined || m.text.includes(containing),
        );
        found = mails.at(-1);
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return found!;
}
