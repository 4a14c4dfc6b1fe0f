import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// Journeys in a real Chromium (Debian's, found by scripts/lib/chromium.mjs and passed as
// CHROME_PATH) against the built app, the real API and a real Postgres.
const port = Number(process.env.E2E_PORT ?? 4173);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
// Shared with the server so a journey can craft an expired access token.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The production build registers a service worker (ADR 043); a page it controls can bypass
    // page.route and serve the shell from its cache. Blocked but for tenant-offline.spec.ts.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROME_PATH || undefined, args: chromiumArgs },
  },
  projects: [
    // Two viewports only where layouts differ: the tenant portal (phones first), sign-in and
    // sign-up, the admin shell's drawer (routing), and the screens a landlord or caretaker uses on
    // site (reports, meter readings, unit rows) or that branch on the viewport. The rest of the
    // admin area runs once, on desktop; layout-targets checks every screen at 360 and 1366 px.
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], browserName: 'chromium' },
      testMatch:
        /\/(tenant-[a-z-]+|rent-payment|deposit-payment|payment-cross-origin|sign-in|landlord-signup|forgot-password|routing|unit-rows-phone|admin-reports|admin-activity-log|meter-readings|billing-charges|subscription-renewal|vacancy-page|team-[a-z-]+)\.spec\.ts$/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      E2E_PORT: String(port),
      E2E_MAILBOX_PORT: String(mailboxPort),
      E2E_JWT_SECRET: process.env.E2E_JWT_SECRET,
    },
  },
});
