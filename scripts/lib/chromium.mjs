// Finds a Chromium for Playwright without downloading one (that fails on offline machines):
// CHROME_PATH, then Debian's /usr/bin/chromium, then a browser Playwright installed itself.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
    const { chromium } = require('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed or no browser of its own
  }
  return null;
}

export const CHROMIUM_HELP = [
  'No Chromium found for the browser tests. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium',
  '  - any OS with internet: pnpm --filter @pango/e2e exec playwright install chromium',
  '  - or point CHROME_PATH at an existing Chrome/Chromium binary.',
].join('\n');
